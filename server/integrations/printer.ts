import type { FastifyBaseLogger } from 'fastify'
import {
  DEFAULT_TIME_ZONE,
  dayIn,
  hhmmIn,
  localized,
  type Order,
} from '../../sync/protocol/index.ts'

/*
 * The local print endpoint (spec section 7, "A local print endpoint receives order text for new
 * orders"): a small peer in the hotel's network that prints kitchen and bar tickets. It cannot be
 * reached from here, so it sits behind this adapter with a configurable URL (env PRINT_URL). A new
 * order is sent fire-and-forget: the order reply never waits for the printer, and a slow, dead or
 * refusing printer is only logged (spec section 8: most failures are only logged).
 */

/** What the print endpoint receives: POST `${PRINT_URL}` with this JSON body. */
export interface PrintRequest {
  order_id: string
  /** The service's name, e.g. "Room service". */
  service: string
  /** Stay orders: the room's name. */
  room_number?: string
  /** Table orders: the table's name. */
  table?: string
  /** The plain ticket, lines separated by "\n". */
  text: string
}

export interface TicketPlace {
  serviceName: string
  tableName: string | null
  /** The business's time zone: the ticket's time is the hotel's wall clock (default UTC). */
  zone?: string
}

export interface Printer {
  /**
   * Sends a new order to the printer without waiting for it. Returns the send's outcome (true when
   * the printer answered 2xx) for tests; it never rejects. Null when no printer is configured.
   */
  newOrder(order: Order, place: TicketPlace): Promise<boolean> | null
}

export const PRINT_TIMEOUT_MS = 3000

type Log = Pick<FastifyBaseLogger, 'warn'>

/** "YYYY-MM-DD HH:MM" on the hotel's wall clock. */
function hotelTime(iso: string, zone: string): string {
  const at = Date.parse(iso)
  return `${dayIn(at, zone)} ${hhmmIn(at, zone)}`
}

/** The readable ticket: time, place, one line per item with count and modifiers, then the note. */
export function ticketText(order: Order, place: TicketPlace): string {
  const where =
    order.room_number !== null
      ? `Room ${order.room_number}`
      : place.tableName !== null
        ? `Table ${place.tableName}`
        : 'Table'
  const out = [
    `${place.serviceName} - ${where}`,
    hotelTime(order.time, place.zone ?? DEFAULT_TIME_ZONE),
    `Order ${order._id.slice(0, 8)}`,
    '',
  ]
  for (const line of order.content) {
    if (line.operatingPrice) continue // a service fee, nothing to prepare
    out.push(`${line.count} x ${localized(line.name, 'en')}`)
    for (const modifier of line.modifiers) {
      const answers = modifier.answers.map((a) => localized(a.name, 'en')).join(', ')
      out.push(`    ${localized(modifier.name, 'en')}: ${answers}`)
    }
  }
  if (order.note.trim() !== '') out.push('', `Note: ${order.note.trim()}`)
  out.push('', `Payment: ${order.payment}`)
  return out.join('\n')
}

export function printRequest(order: Order, place: TicketPlace): PrintRequest {
  return {
    order_id: order._id,
    service: place.serviceName,
    ...(order.room_number !== null
      ? { room_number: order.room_number }
      : { table: place.tableName ?? order.table_id ?? '' }),
    text: ticketText(order, place),
  }
}

export function createPrinter(
  url: string | undefined,
  log: Log,
  timeoutMs = PRINT_TIMEOUT_MS,
  /** The business's time zone (the ticket's clock); UTC without it. */
  zoneOf: (businessId: string) => Promise<string> = () => Promise.resolve(DEFAULT_TIME_ZONE),
): Printer {
  return {
    newOrder(order, place) {
      if (!url) return null
      return zoneOf(order.business_id)
        .then((zone) =>
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(printRequest(order, { ...place, zone })),
            signal: AbortSignal.timeout(timeoutMs),
          }),
        )
        .then(async (res) => {
          await res.body?.cancel()
          if (res.ok) return true
          log.warn({ order_id: order._id, status: res.status }, 'print endpoint refused the order')
          return false
        })
        .catch((error: unknown) => {
          log.warn({ order_id: order._id, err: error }, 'print endpoint unreachable')
          return false
        })
    },
  }
}
