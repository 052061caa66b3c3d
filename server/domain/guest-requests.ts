/**
 * Requests that are not purchases (sync/protocol/rules/requests.ts) on the server: a cleaning
 * needs the window the guest chose; a repair opens a ticket on the stay's room, which reception
 * sees on the repair screen (and the amenities staff on their board, as the order).
 */
import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import {
  articleKind,
  localized,
  windowProblem,
  type Article,
  type ArticleKind,
  type CreateOrderBody,
  type Order,
} from '../../sync/protocol/index.ts'
import type { Tx } from '../db/client.ts'
import { rooms, stays, tickets } from '../db/schema.ts'
import { badRequest } from '../http/errors.ts'
import type { ChangeNotice } from './writes/types.ts'
import { ticketNotice, ticketWire } from './writes/reception-rows.ts'
import { nextVersionSql } from './versioning.ts'

/** The kinds of the items an order's lines name. */
export const kindsOf = (
  lines: CreateOrderBody['content'],
  items: ReadonlyMap<string, Article>,
): Set<ArticleKind> => new Set(lines.map((line) => articleKind(items.get(line.article_id) ?? {})))

/** 400 naming `window` when it is wrong, or missing while an item is a cleaning. */
export function assertRequestWindow(
  body: CreateOrderBody,
  kinds: ReadonlySet<ArticleKind>,
  now: number = Date.now(),
): void {
  if (body.window) {
    const problem = windowProblem(body.window, now)
    if (problem) throw badRequest('window', problem)
  } else if (kinds.has('cleaning')) {
    throw badRequest('window', 'window: choose when the room may be cleaned')
  }
}

/**
 * A ticket on the stay's room for each repair line of a guest's order: the item's name and the
 * guest's note, the room not taken out of service (the desk decides). None for a table order.
 */
export async function openRepairTickets(
  tx: Tx,
  order: Order,
  items: ReadonlyMap<string, Article>,
): Promise<ChangeNotice[]> {
  if (!order.stay_id) return []
  const repairs = order.content.filter(
    (line) => line.article_id && articleKind(items.get(line.article_id) ?? {}) === 'repair',
  )
  if (repairs.length === 0) return []
  const [place] = await tx
    .select({ roomId: rooms.id, roomName: rooms.name })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.id, order.stay_id), isNull(rooms.deletedAt)))
  if (!place) return []
  const now = new Date().toISOString()
  const note = order.note.trim()
  const notices: ChangeNotice[] = []
  for (const line of repairs) {
    const what = localized(line.name, 'en')
    const [row] = await tx
      .insert(tickets)
      .values({
        id: randomUUID(),
        businessId: order.business_id,
        version: nextVersionSql(),
        roomId: place.roomId,
        description: `${what} (guest)${note ? `: ${note}` : ''}`.slice(0, 1000),
        status: 'open',
        outOfService: false,
        tasks: [],
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (row) notices.push(ticketNotice(ticketWire(row, place.roomName), order.business_id))
  }
  return notices
}
