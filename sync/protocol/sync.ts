import * as z from 'zod/mini'
import { Id } from './common.ts'
import { Business } from './business.ts'
import { Service } from './service.ts'
import { Room, Stay } from './rooms-rows.ts'
import { DiningTable } from './tables-rows.ts'
import { Article, ArticleCategory } from './menu-rows.ts'
import { Employee } from './employees.ts'
import { Order } from './orders.ts'
import { Ticket } from './tickets-rows.ts'
import { Guest } from './guests.ts'
import { Reservation } from './reservations-rows.ts'
import { Info, Offer, Store } from './info-rows.ts'
import { EmployeeShift, SpaAppointment, SpaRoom, SpaTreatment } from './spa-rows.ts'
import { Discount, Promotion } from './promotions.ts'
import { Survey } from './surveys-rows.ts'
import {
  SERVER_ONLY_TABLE_NAMES,
  SYNC_TABLE_NAMES,
  type ServerTableName,
  type SyncTableName as TableName,
} from './rules/sync.ts'

export * from './rules/sync.ts'

/** Every synced table and the schema of its rows. Later areas append here and to SYNC_TABLE_NAMES. */
export const SYNC_TABLES = {
  businesses: Business,
  services: Service,
  employees: Employee,
  rooms: Room,
  stays: Stay,
  tables: DiningTable,
  categories: ArticleCategory,
  articles: Article,
  orders: Order,
  tickets: Ticket,
  guests: Guest,
  reservations: Reservation,
  appointments: SpaAppointment,
  spaRooms: SpaRoom,
  treatments: SpaTreatment,
  employeeShifts: EmployeeShift,
  discounts: Discount,
  promotions: Promotion,
  infos: Info,
  stores: Store,
  offers: Offer,
  surveys: Survey,
} as const satisfies Record<TableName, z.ZodMiniType>
export const SyncTableName = z.enum(SYNC_TABLE_NAMES)
export type SyncTableName = z.infer<typeof SyncTableName>
export type SyncRow<T extends SyncTableName> = z.infer<(typeof SYNC_TABLES)[T]>

/** One changed row: the row itself, or a tombstone (`deleted`, no row). */
export const Change = z.object({
  table: SyncTableName,
  id: Id,
  version: z.int().check(z.positive()),
  deleted: z.boolean(),
  row: z.nullable(z.record(z.string(), z.unknown())),
})
export type Change = z.infer<typeof Change>

/** The rows of SERVER_ONLY_TABLE_NAMES (rules/sync.ts): moved into SYNC_TABLES with their store. */
export const SERVER_ONLY_TABLES = {} as const satisfies Record<
  Exclude<ServerTableName, TableName>,
  z.ZodMiniType
>
/** Every table the server sends, with the schema of its rows (the server's tests check them). */
export const SERVER_TABLES = { ...SYNC_TABLES, ...SERVER_ONLY_TABLES }

/** A change as the server sends it: of a synced table, or of one clients do not store yet. */
export const ServerChange = z.extend(Change, {
  table: z.enum([...SYNC_TABLE_NAMES, ...SERVER_ONLY_TABLE_NAMES]),
})
export type ServerChange = z.infer<typeof ServerChange>

export const PullQuery = z.object({
  cursor: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(2000)), 500),
})
export type PullQuery = z.infer<typeof PullQuery>

/**
 * GET /api/v2/sync/pull?cursor=N&limit=L: changes with version > cursor, in version order.
 * `cursor` is the version to ask from next; `more` says another page is waiting. `scope` names
 * what this session may read (business, services, permissions): when it changes, the client
 * drops its copy and pulls from 0.
 */
export const PullPage = z.object({
  changes: z.array(Change),
  cursor: z.int().check(z.nonnegative()),
  more: z.boolean(),
  scope: z.string(),
})
export type PullPage = z.infer<typeof PullPage>

/** A pull page as the server sends it: it may hold changes of SERVER_ONLY_TABLE_NAMES. */
export const ServerPullPage = z.extend(PullPage, { changes: z.array(ServerChange) })
export type ServerPullPage = z.infer<typeof ServerPullPage>
