import type { z } from 'zod'
import { BookingsReply, RoomsReply, bookingFromWire, describeIssue, roomFromWire } from './wire.ts'
import {
  ChannelManagerError,
  type ChannelBooking,
  type ChannelIntegration,
  type ChannelManager,
} from './types.ts'

/** Where and how to reach one channel manager for one business. */
export interface HttpChannelSettings {
  integration: ChannelIntegration
  label: string
  /** The base URL; `rooms` and `bookings` are read below it. */
  baseUrl: string
  /** Sent as `Authorization: Bearer <key>` when set. */
  key?: string | undefined
  /** The business's property (hotel) in the channel manager. */
  property: string
  /** Per request, body included. */
  timeoutMs: number
}

/** Pages of bookings one sync follows at most (10,000 bookings a page). */
export const MAX_BOOKING_PAGES = 100

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`

/** The reason a fetch failed, read from undici's `cause` (ECONNREFUSED, ENOTFOUND …). */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string') return cause.message
  return error instanceof Error ? error.message : String(error)
}

/**
 * A channel manager over HTTP that speaks the wire format of wire.ts: GET `rooms` and GET
 * `bookings` (paged by `next`/`cursor`) below the base URL, JSON answers checked before use. Every
 * failure is a ChannelManagerError saying which peer, which read and what went wrong.
 */
export function createHttpChannelManager(settings: HttpChannelSettings): ChannelManager {
  const { label } = settings
  const base = settings.baseUrl.replace(/\/+$/, '')

  async function read<S extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    schema: S,
  ): Promise<z.infer<S>> {
    const url = `${base}/${path}?${new URLSearchParams({ property: settings.property, ...query })}`
    const what = `GET /${path}`
    let text: string
    let status: number
    try {
      const res = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
        },
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      status = res.status
      text = await res.text()
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new ChannelManagerError(
          'timeout',
          `${label} did not answer ${what} within ${seconds(settings.timeoutMs)}.`,
        )
      }
      throw new ChannelManagerError(
        'unreachable',
        `${label} could not be reached at ${base} (${what}): ${causeOf(error)}.`,
      )
    }
    if (status < 200 || status > 299) {
      const why = status === 401 || status === 403 ? ': the key was refused' : ''
      throw new ChannelManagerError('refused', `${label} answered ${status} to ${what}${why}.`)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new ChannelManagerError('bad_reply', `${label} answered ${what} with no JSON.`)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new ChannelManagerError(
        'bad_reply',
        `${label} answered ${what} with an unexpected body (${describeIssue(parsed.error)}).`,
      )
    }
    return parsed.data
  }

  return {
    integration: settings.integration,
    label,
    async listRooms() {
      const reply = await read('rooms', {}, RoomsReply)
      return reply.rooms.map(roomFromWire)
    },
    async listBookings(from, to) {
      const out: ChannelBooking[] = []
      let cursor: string | null | undefined = null
      for (let page = 0; page < MAX_BOOKING_PAGES; page += 1) {
        const query: Record<string, string> = { from, to, ...(cursor ? { cursor } : {}) }
        const reply: z.infer<typeof BookingsReply> = await read('bookings', query, BookingsReply)
        out.push(...reply.bookings.map(bookingFromWire))
        cursor = reply.next
        if (!cursor) return out
      }
      throw new ChannelManagerError(
        'bad_reply',
        `${label} kept paging GET /bookings past ${MAX_BOOKING_PAGES} pages.`,
      )
    },
  }
}
