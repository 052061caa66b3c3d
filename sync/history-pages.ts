import { RESERVATION_BASE, SPA_APPOINTMENT_BASE, STAY_BASE } from './protocol/rules/index.ts'
import { ErrorBody, SYNC_TABLES } from './protocol/engine-schemas.ts'
import type { SyncRow } from './protocol/index.ts'
import { ORDER_BASE } from './outbox/actions/order-action.ts'
import { db as pageDb, type HistoryPageRow, type LocalDb } from './db.ts'
import { createHttpClient } from './transport/http.ts'

export type { HistoryPageRow } from './db.ts'

/*
 * History per service (spec 000 §2, §7): finished orders, past reservations, appointments and stays are not
 * synced wholesale; the history screen asks the server's paginated paths for one page at a time.
 * Each page the server answers is kept on the device (`db.historyPages`), keyed by its query and
 * page, so the screen reads it from IndexedDB and a page seen once stays readable offline.
 */

/** What a history page lists, with the row each kind carries. */
export interface HistoryRows {
  orders: SyncRow<'orders'>
  reservations: SyncRow<'reservations'>
  stays: SyncRow<'stays'>
  appointments: SyncRow<'appointments'>
}
export type HistoryKind = keyof HistoryRows

/** One history query: the list, its filters (null: not filtered) and the page. */
export interface HistoryRequest {
  kind: HistoryKind
  /** orders: one service (null: every service the staff member reads); reservations: required. */
  service: string | null
  status: string | null
  origin: string | null
  /** `YYYY-MM-DD`, inclusive. */
  startDate: string | null
  /** `YYYY-MM-DD`, exclusive: the screen sends the chosen end plus one day (spec 000 §9). */
  endDate: string | null
  /** orders: `table` or `room` (orders of a stay); null: both. */
  type: string | null
  page: number
  limit: number
}

interface HistorySource {
  /** The path of one page (business id from the session). */
  path(request: HistoryRequest, businessId: string): string
  /** Which query parameters the path takes. */
  params: readonly ('service' | 'status' | 'origin' | 'startDate' | 'endDate' | 'type')[]
  /** The reply: `{count, <list>}`, each row checked with its synced table's schema. */
  list: HistoryKind
}

/** `{count, <list>: rows}` with every row valid, else null. */
export function readHistoryReply(
  list: HistoryKind,
  body: unknown,
): { count: number; rows: unknown[] } | null {
  if (typeof body !== 'object' || body === null) return null
  const { count, [list]: rows } = body as Record<string, unknown>
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null
  if (!Array.isArray(rows)) return null
  const schema = SYNC_TABLES[list]
  const parsed: unknown[] = []
  for (const row of rows) {
    const result = schema.safeParse(row)
    if (!result.success) return null
    // A stay's room code is the rooms screen's business, not the history's: never kept here.
    if (list === 'stays') delete (result.data as { password?: string }).password
    parsed.push(result.data)
  }
  return { count, rows: parsed }
}

const paging = (r: HistoryRequest) => `${r.page}/${r.limit}`
const enc = encodeURIComponent

/** The paginated paths, one entry per list (docs/api.md). */
export const HISTORY_SOURCES: Record<HistoryKind, HistorySource> = {
  orders: {
    path: (r, business) => `${ORDER_BASE}/getOrdersPaginated/${enc(business)}/${paging(r)}`,
    params: ['service', 'status', 'origin', 'startDate', 'endDate', 'type'],
    list: 'orders',
  },
  reservations: {
    path: (r) => `${RESERVATION_BASE}/getResevationsPaginated/${enc(r.service ?? '')}/${paging(r)}`,
    params: ['status', 'origin', 'startDate', 'endDate'],
    list: 'reservations',
  },
  stays: {
    path: (r, business) => `${STAY_BASE}/getStaysPaginated/${enc(business)}/${paging(r)}`,
    params: ['status', 'startDate', 'endDate'],
    list: 'stays',
  },
  appointments: {
    path: (r) =>
      `${SPA_APPOINTMENT_BASE}/GetSpaAppontmentsByServiceIDPaginated/${enc(r.service ?? '')}/${paging(r)}`,
    params: ['status', 'startDate', 'endDate'],
    list: 'appointments',
  },
}

/** The query string of a request: only the filters its list takes, in a fixed order. */
export function historySearchParams(request: HistoryRequest): Record<string, string> {
  const params: Record<string, string> = {}
  for (const name of HISTORY_SOURCES[request.kind].params) {
    const value = request[name]
    if (value) params[name] = value
  }
  return params
}

/** The key a page is kept under: list, service, filters, page size and page. */
export function historyPageKey(request: HistoryRequest): string {
  const params = new URLSearchParams(historySearchParams(request)).toString()
  const service = request.kind === 'stays' ? '' : (request.service ?? '')
  return `${request.kind}|${service}|${params}|${request.limit}|${request.page}`
}

export interface HistoryFetchOptions {
  /** Default: the page's database. */
  db?: LocalDb
  /** Origin of the API; default: same origin. */
  baseUrl?: string
  /** Injected fetch (tests bring a cookie jar). */
  fetch?: typeof fetch
}

export type HistoryFetchResult =
  /** Fetched and kept on the device. */
  | { kind: 'ok' }
  /** No answer: offline, or the server cannot be reached. A page kept before stays. */
  | { kind: 'network' }
  /** The server said no (400, 403, 404 …) or answered something unreadable. */
  | { kind: 'refused'; status: number; message: string }

/** Kept pages older than this are dropped when a page is stored. */
export const HISTORY_CACHE_DAYS = 30

/**
 * Asks the server for one history page and keeps it (the screen reads `storedHistoryPage`).
 * 403 and 404 (no longer this staff member's to read, or the service is gone) forget the page.
 */
export async function fetchHistoryPage(
  request: HistoryRequest,
  options: HistoryFetchOptions = {},
): Promise<HistoryFetchResult> {
  const db = options.db ?? pageDb
  const session = await db.session.get('current')
  const businessId = session?.me.business_id ?? null
  if (businessId === null) return { kind: 'refused', status: 401, message: 'signed out' }
  const source = HISTORY_SOURCES[request.kind]
  const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch })
  const outcome = await http.send({
    method: 'GET',
    path: source.path(request, businessId),
    searchParams: historySearchParams(request),
  })
  if (outcome.kind === 'network') return { kind: 'network' }
  const key = historyPageKey(request)
  if (!outcome.ok) {
    if (outcome.status === 403 || outcome.status === 404) await db.historyPages.delete(key)
    const error = ErrorBody.safeParse(outcome.body)
    return {
      kind: 'refused',
      status: outcome.status,
      message: error.success ? error.data.message : outcome.text.slice(0, 200),
    }
  }
  const body = readHistoryReply(source.list, outcome.body)
  if (!body) return { kind: 'refused', status: outcome.status, message: 'invalid reply' }
  const now = new Date()
  const cutoff = new Date(now.getTime() - HISTORY_CACHE_DAYS * 86_400_000).toISOString()
  const row: HistoryPageRow = {
    key,
    kind: request.kind,
    page: request.page,
    count: body.count,
    rows: body.rows,
    at: now.toISOString(),
  }
  await db.transaction('rw', db.historyPages, async () => {
    await db.historyPages.put(row)
    await db.historyPages.where('at').below(cutoff).delete()
  })
  return { kind: 'ok' }
}

/** A page as the device kept it: its rows typed by list, or undefined when never fetched. */
export interface StoredHistoryPage<K extends HistoryKind> {
  count: number
  rows: HistoryRows[K][]
  /** When it was fetched (ISO). */
  at: string
}

/** The kept page of a request (read it in a live query). */
export async function storedHistoryPage<K extends HistoryKind>(
  request: HistoryRequest & { kind: K },
  db: LocalDb = pageDb,
): Promise<StoredHistoryPage<K> | undefined> {
  const row = await db.historyPages.get(historyPageKey(request))
  if (!row) return undefined
  return { count: row.count, rows: row.rows as HistoryRows[K][], at: row.at }
}

/**
 * How many rows the query has as the newest kept page of it (any page) said, or null when no
 * page of it is kept: the page bar of a page not seen offline still leads to the pages seen.
 */
export async function storedHistoryCount(
  request: HistoryRequest,
  db: LocalDb = pageDb,
): Promise<number | null> {
  const key = historyPageKey(request)
  const query = key.slice(0, key.lastIndexOf('|') + 1)
  const pages = await db.historyPages.where('key').startsWith(query).toArray()
  const newest = pages.sort((a, b) => b.at.localeCompare(a.at))[0]
  return newest ? newest.count : null
}
