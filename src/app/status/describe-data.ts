import type { I18n } from '@lingui/core'
import { db, type AnySyncRow, type LocalDb, type RefusalRow } from '../../../sync/index.ts'
import type { Article, ArticleCategory, Reservation, Room } from '../../../sync/protocol/index.ts'
import { parseLocale } from '../locale.ts'
import type { DescribableRow, DescribeContext } from './describe/index.ts'

/** The local rows describing some outbox rows needs (everything but the language). */
export type DescribeData = Omit<DescribeContext, 'i18n' | 'language'>

const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r) => r !== undefined)

/** Ids of the rows of one table the outbox rows are about. */
function idsOf(rows: readonly DescribableRow[], table: string): string[] {
  const ids = new Set<string>()
  for (const row of rows) {
    for (const e of row.entities ?? [row.entity]) if (e.table === table) ids.add(e.id)
  }
  return [...ids]
}

/**
 * Reads, in one live query, the local rows the descriptions name: the rows' orders (and their
 * services and tables), rooms, tables, categories, items, stays and tickets. A row deleted on
 * this device by a pending action (a category, an item or a room being deleted) is read from the
 * last server copy (its shadow). `database` is the page's own unless given (tests).
 */
export async function loadDescribeData(
  rows: readonly DescribableRow[],
  database: LocalDb = db,
): Promise<DescribeData> {
  const categoryIds = idsOf(rows, 'categories')
  const articleIds = idsOf(rows, 'articles')
  const roomIds = idsOf(rows, 'rooms')
  const reservationIds = idsOf(rows, 'reservations')
  const [
    orders,
    services,
    tables,
    rooms,
    categories,
    articles,
    stays,
    tickets,
    reservations,
    shadows,
  ] = await Promise.all([
    database.orders.bulkGet(idsOf(rows, 'orders')),
    database.services.toArray(),
    database.diningTables.toArray(),
    database.rooms.toArray(),
    database.categories.bulkGet(categoryIds),
    database.articles.bulkGet(articleIds),
    database.stays.bulkGet(idsOf(rows, 'stays')),
    database.tickets.bulkGet(idsOf(rows, 'tickets')),
    database.reservations.bulkGet(reservationIds),
    database.shadows.bulkGet([
      ...categoryIds.map((id) => `categories:${id}`),
      ...articleIds.map((id) => `articles:${id}`),
      ...roomIds.map((id) => `rooms:${id}`),
      ...reservationIds.map((id) => `reservations:${id}`),
    ]),
  ])
  const shadowRows = (table: string) =>
    present(shadows).flatMap((s) => (s.row && s.table === table ? [s.row] : []))
  const categoryRows = [
    ...(shadowRows('categories') as (AnySyncRow & ArticleCategory)[]),
    ...present(categories),
  ]
  const articleRows = [
    ...(shadowRows('articles') as (AnySyncRow & Article)[]),
    ...present(articles),
  ]
  const roomRows = [...(shadowRows('rooms') as (AnySyncRow & Room)[]), ...rooms]
  const reservationRows = [
    ...(shadowRows('reservations') as (AnySyncRow & Reservation)[]),
    ...present(reservations),
  ]
  return {
    orders: new Map(present(orders).map((o) => [o._id, o])),
    services: new Map(services.map((s) => [s._id, s])),
    tables: new Map(tables.map((t) => [t._id, t])),
    rooms: new Map(roomRows.map((r) => [r._id, r])),
    categories: new Map(categoryRows.map((c) => [c._id, c])),
    articles: new Map(articleRows.map((a) => [a._id, a])),
    stays: new Map(present(stays).map((s) => [s._id, s])),
    tickets: new Map(present(tickets).map((t) => [t._id, t])),
    reservations: new Map(reservationRows.map((r) => [r._id, r])),
  }
}

/** The data in the staff member's language. */
export function describeContext(data: DescribeData, i18n: I18n): DescribeContext {
  return { ...data, i18n, language: parseLocale(i18n.locale) }
}

/**
 * The same data with the server's row from a refusal in place of the local copy (the local row
 * may carry other pending actions re-applied on top of it). The row goes to its own table, which
 * need not be the action's (a room delete refused with the stay checked into it).
 */
export function withServerRow(data: DescribeData, current: RefusalRow | null): DescribeData {
  if (!current) return data
  const { table, row: server } = current
  const row = server as never
  const id = server._id
  switch (table) {
    case 'orders':
      return { ...data, orders: new Map(data.orders).set(id, row) }
    case 'rooms':
      return { ...data, rooms: new Map(data.rooms).set(id, row) }
    case 'tables':
      return { ...data, tables: new Map(data.tables).set(id, row) }
    case 'categories':
      return { ...data, categories: new Map(data.categories).set(id, row) }
    case 'articles':
      return { ...data, articles: new Map(data.articles).set(id, row) }
    case 'stays':
      return { ...data, stays: new Map(data.stays).set(id, row) }
    case 'tickets':
      return { ...data, tickets: new Map(data.tickets).set(id, row) }
    case 'reservations':
      return { ...data, reservations: new Map(data.reservations).set(id, row) }
    default:
      return data
  }
}
