import { GUEST_BASE, GUEST_REPORT_PATH, isStrictBusiness } from './protocol/rules/index.ts'
import { ErrorBody, GuestHistory, UserMemory } from './protocol/engine-schemas.ts'
import type { GuestReportBody } from './protocol/index.ts'
import { db as pageDb, type LocalDb } from './db.ts'
import { createHttpClient, type HttpOutcome } from './transport/http.ts'
import { sendRaw } from './transport/raw.ts'

export type { GuestHistoryRow, GuestMemoryRow } from './db.ts'

/*
 * What reception fetches about one guest beside the synced `guests` table: the guest history
 * (per stay: orders, reservations, appointments) and the guest memory (allergies, preferences,
 * favourites). Both are fetched online and kept on the device (`db.guestHistories`,
 * `db.guestMemories`), so screens read them from IndexedDB and what was opened once stays
 * readable offline. The report is a file made on the server: online only.
 */

export interface GuestFetchOptions {
  /** Default: the page's database. */
  db?: LocalDb
  /** Origin of the API; default: same origin. */
  baseUrl?: string
  /** Injected fetch (tests bring a cookie jar). */
  fetch?: typeof fetch
}

export type GuestFetchResult =
  /** Fetched and kept on the device. */
  | { kind: 'ok' }
  /** No answer: offline, or the server cannot be reached. What was kept stays. */
  | { kind: 'network' }
  /** The server said no (403, 404 …) or answered something unreadable. */
  | { kind: 'refused'; status: number; message: string }

/** Kept answers older than this are dropped when a newer one is stored. */
export const GUEST_CACHE_DAYS = 30

/** The business's row and the signed-in staff member's business id, as the device holds them. */
async function businessOf(db: LocalDb): Promise<{ id: string | null; strict: boolean }> {
  const [session, business] = await Promise.all([
    db.session.get('current'),
    db.businesses.toCollection().first(),
  ])
  return {
    id: session?.me.business_id ?? business?._id ?? null,
    strict: business ? isStrictBusiness(business) : false,
  }
}

/**
 * The guest history path (docs/api.md, Guests): getPrivateHistoriesForGuest/{guestId}/{serviceId}
 * when the business keeps guest history private (security `roomnumber`: the strict variant takes
 * the guest id and the reception service the screen is opened from), else
 * getHistoriesForGuest/{businessId}/{guestId}.
 */
export function guestHistoryPath(
  business: { id: string; strict: boolean },
  guestId: string,
  serviceId: string | null,
): string {
  const guest = encodeURIComponent(guestId)
  if (business.strict && serviceId !== null) {
    return `${GUEST_BASE}/getPrivateHistoriesForGuest/${guest}/${encodeURIComponent(serviceId)}`
  }
  return `${GUEST_BASE}/getHistoriesForGuest/${encodeURIComponent(business.id)}/${guest}`
}

/** 403 and 404: the server will not show this guest to this staff member (any more). */
const forgets = (status: number) => status === 403 || status === 404

function refusal(outcome: Exclude<HttpOutcome, { kind: 'network' }>): GuestFetchResult {
  const error = ErrorBody.safeParse(outcome.body)
  return {
    kind: 'refused',
    status: outcome.status,
    message: error.success ? error.data.message : outcome.text.slice(0, 200),
  }
}

const cutoff = (now: Date) => new Date(now.getTime() - GUEST_CACHE_DAYS * 86_400_000).toISOString()

/**
 * Fetches the guest's history and keeps it on the device (the screen reads `db.guestHistories`).
 * `serviceId`: the reception service the history is opened from (the strict variant needs it).
 * A business that turned strict since the device last pulled it answers 403 on the normal path:
 * the strict one is asked then. A refusal (403, 404: no longer this staff member's to read, or
 * the guest is gone) forgets what was kept.
 */
export async function refreshGuestHistory(
  guestId: string,
  serviceId: string | null,
  options: GuestFetchOptions = {},
): Promise<GuestFetchResult> {
  const db = options.db ?? pageDb
  const business = await businessOf(db)
  const businessId = business.id
  if (businessId === null) return { kind: 'refused', status: 401, message: 'signed out' }
  const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch })
  const get = (strict: boolean) =>
    http.send({
      method: 'GET',
      path: guestHistoryPath({ id: businessId, strict }, guestId, serviceId),
    })
  let outcome = await get(business.strict)
  if (outcome.kind === 'response' && outcome.status === 403 && !business.strict && serviceId) {
    outcome = await get(true)
  }
  if (outcome.kind === 'network') return { kind: 'network' }
  if (!outcome.ok) {
    if (forgets(outcome.status)) await db.guestHistories.delete(guestId)
    return refusal(outcome)
  }
  const history = GuestHistory.safeParse(outcome.body)
  if (!history.success) return { kind: 'refused', status: outcome.status, message: 'invalid reply' }
  const now = new Date()
  await db.transaction('rw', db.guestHistories, async () => {
    await db.guestHistories.put({ guest_id: guestId, history: history.data, at: now.toISOString() })
    await db.guestHistories.where('at').below(cutoff(now)).delete()
  })
  return { kind: 'ok' }
}

/** POST user_memory/guest: what the hotel remembers of the guest, kept on the device. */
export async function refreshGuestMemory(
  guestId: string,
  options: GuestFetchOptions = {},
): Promise<GuestFetchResult> {
  const db = options.db ?? pageDb
  const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch })
  const outcome = await http.send({
    method: 'POST',
    path: `${GUEST_BASE}/user_memory/guest`,
    json: { guest_id: guestId },
  })
  if (outcome.kind === 'network') return { kind: 'network' }
  if (!outcome.ok) {
    if (forgets(outcome.status)) await db.guestMemories.delete(guestId)
    return refusal(outcome)
  }
  const memory = UserMemory.safeParse(outcome.body)
  if (!memory.success) return { kind: 'refused', status: outcome.status, message: 'invalid reply' }
  const now = new Date()
  await db.transaction('rw', db.guestMemories, async () => {
    await db.guestMemories.put({ guest_id: guestId, memory: memory.data, at: now.toISOString() })
    await db.guestMemories.where('at').below(cutoff(now)).delete()
  })
  return { kind: 'ok' }
}

export type GuestReportResult =
  /** The CSV as the server made it (byte-order mark kept) and its file name. */
  | { kind: 'ok'; file: Blob; filename: string }
  | { kind: 'network' }
  /** 400 names the field at fault (`field`); 403, 404 … */
  | { kind: 'refused'; status: number; field: string | null; message: string }

/** The file name of a Content-Disposition header, else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null
  return match?.[1] ?? fallback
}

/** POST report: the CSV file of a service's orders, revenue or reservations for a period. */
export async function fetchGuestReport(
  body: GuestReportBody,
  options: Omit<GuestFetchOptions, 'db'> = {},
): Promise<GuestReportResult> {
  const response = await sendRaw(
    GUEST_REPORT_PATH,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    options,
  )
  if (!response) return { kind: 'network' }
  try {
    if (!response.ok) {
      const text = await response.text()
      const error = ErrorBody.safeParse(parseJson(text))
      return {
        kind: 'refused',
        status: response.status,
        field: error.success ? (error.data.field ?? null) : null,
        message: error.success ? error.data.message : text.slice(0, 200),
      }
    }
    const type = response.headers.get('content-type') ?? 'text/csv'
    const file = new Blob([await response.arrayBuffer()], { type })
    const filename = attachmentName(response.headers.get('content-disposition'), 'report.csv')
    return { kind: 'ok', file, filename }
  } catch {
    return { kind: 'network' } // the connection dropped while the answer came
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
