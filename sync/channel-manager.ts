import { OTASYNC_BASE, SYNC_COMPLETE } from './protocol/rules/index.ts'
import { createHttpClient, type HttpOutcome } from './transport/http.ts'

/*
 * The rooms screen's channel-manager sync (docs/api.md, "Channel manager"): GET
 * otasync/synchronizeRooms/{id}, then synchronizeStays/{id} (bookings are matched to rooms, so
 * rooms go first). Not an outbox action: it reads another system through the server and only
 * makes sense online; the rooms and stays it writes reach this device as every other write does
 * (change events and the pull).
 */

export interface ChannelSyncOptions {
  /** Origin of the API; default: same origin. */
  baseUrl?: string
  /** Injected fetch (tests bring a cookie jar). */
  fetch?: typeof fetch
}

export interface ChannelSyncCounts {
  created: number
  updated: number
  /** Stays only: planned stays of cancelled bookings, removed. */
  removed: number
  unchanged: number
  skipped: number
}

/** Why a sync failed: no answer, the set-up (no integration, no URL), the peer, its time, the session. */
export type ChannelFailure = 'network' | 'setup' | 'peer' | 'timeout' | 'refused'

export type ChannelSyncResult =
  | { ok: true; rooms: ChannelSyncCounts; stays: ChannelSyncCounts }
  | {
      ok: false
      /** The step that failed; rooms synced before a failed stays step stay synced. */
      step: 'rooms' | 'stays'
      failure: ChannelFailure
      status: number | null
      /** The server's message (English), for the log. */
      message: string
    }

/** What a non-2xx answer (or none) means for the desk (pure). */
export function channelFailure(outcome: HttpOutcome): ChannelFailure {
  if (outcome.kind === 'network') return 'network'
  if (outcome.status === 409) return 'setup'
  if (outcome.status === 504) return 'timeout'
  if (outcome.status === 401 || outcome.status === 403) return 'refused'
  return 'peer'
}

function counts(body: unknown, key: 'rooms' | 'stays'): ChannelSyncCounts | null {
  if (typeof body !== 'object' || body === null) return null
  const reply = body as { message?: unknown } & Record<string, unknown>
  const part = reply[key] as Partial<Record<keyof ChannelSyncCounts, unknown>> | undefined
  if (reply.message !== SYNC_COMPLETE || typeof part !== 'object' || part === null) return null
  const n = (v: unknown) => (typeof v === 'number' ? v : 0)
  return {
    created: n(part.created),
    updated: n(part.updated),
    removed: n(part.removed),
    unchanged: n(part.unchanged),
    skipped: Array.isArray(part.skipped) ? part.skipped.length : 0,
  }
}

function messageOf(outcome: HttpOutcome): string {
  if (outcome.kind === 'network') return 'The server could not be reached.'
  const body = outcome.body as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : outcome.text
}

/** Syncs the business's rooms, then its stays, from its channel manager. */
export async function syncChannelManager(
  businessId: string,
  options: ChannelSyncOptions = {},
): Promise<ChannelSyncResult> {
  // One sync may read many pages of bookings: longer than a single write may take.
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: 120_000,
  })
  const id = encodeURIComponent(businessId)
  const result: Partial<Record<'rooms' | 'stays', ChannelSyncCounts>> = {}
  for (const step of ['rooms', 'stays'] as const) {
    const path = `${OTASYNC_BASE}/${step === 'rooms' ? 'synchronizeRooms' : 'synchronizeStays'}/${id}`
    const outcome = await http.send({ method: 'GET', path })
    const got = outcome.kind === 'response' && outcome.ok ? counts(outcome.body, step) : null
    if (!got) {
      return {
        ok: false,
        step,
        failure: channelFailure(outcome),
        status: outcome.kind === 'response' ? outcome.status : null,
        message: messageOf(outcome),
      }
    }
    result[step] = got
  }
  return { ok: true, rooms: result.rooms!, stays: result.stays! }
}
