import * as z from 'zod/mini'
import { ClientId, Id } from './common.ts'
import { TABLE_TYPES } from './rules/tables.ts'
export * from './rules/tables.ts'
export * from './tables-rows.ts'
import { DiningTable } from './tables-rows.ts'

export const TablePlacement = z.object({
  _id: Id,
  coordinate_x: z.number().check(z.gte(0), z.lte(1)),
  coordinate_y: z.number().check(z.gte(0), z.lte(1)),
  rotation: z.optional(z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)])),
})
export type TablePlacement = z.infer<typeof TablePlacement>

/** PUT updateTableMany/ {tables}: every table moved in one save, all or nothing. */
export const UpdateTableManyBody = z.object({
  tables: z.array(TablePlacement).check(
    z.minLength(1),
    z.maxLength(500),
    z.refine((list) => new Set(list.map((t) => t._id)).size === list.length, {
      message: 'each table may appear once',
    }),
  ),
})
export type UpdateTableManyBody = z.infer<typeof UpdateTableManyBody>

/** The reply of updateTableMany: the tables as saved. */
export const TablesReply = z.object({ tables: z.array(DiningTable) })
export type TablesReply = z.infer<typeof TablesReply>

const Rotation = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)])
const Fraction = z.number().check(z.gte(0), z.lte(1))
const TableLength = z.object({
  h: z.int().check(z.gte(0), z.lte(24)),
  m: z.int().check(z.gte(0), z.lte(59)),
})

/** POST createTable: a table on a service's floor plan; the id may be the desk's own. */
export const CreateTableBody = z.object({
  _id: z.optional(ClientId),
  service_id: Id,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  capacity: z.int().check(z.gte(1), z.lte(100)),
  type: z.enum(TABLE_TYPES),
  rotation: z.optional(Rotation),
  active: z.optional(z.boolean()),
  coordinate_x: z.optional(Fraction),
  coordinate_y: z.optional(Fraction),
  length: z.optional(z.nullable(TableLength)),
})
export type CreateTableBody = z.infer<typeof CreateTableBody>

/** PUT editTable/{id}: the table form's fields (length only through addLength). */
export const EditTableBody = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  capacity: z.optional(z.int().check(z.gte(1), z.lte(100))),
  type: z.optional(z.enum(TABLE_TYPES)),
  rotation: z.optional(Rotation),
  active: z.optional(z.boolean()),
  coordinate_x: z.optional(Fraction),
  coordinate_y: z.optional(Fraction),
})
export type EditTableBody = z.infer<typeof EditTableBody>

/** The push payload of editTable/{id}: the table's id with the form. */
export const TableEditPayload = z.extend(EditTableBody, { _id: Id })
export type TableEditPayload = z.infer<typeof TableEditPayload>

/** PUT addLength {table_id, hours, minutes}: how long a reservation holds the table. */
export const AddLengthBody = z.object({
  table_id: Id,
  hours: z.int().check(z.gte(0), z.lte(24)),
  minutes: z.int().check(z.gte(0), z.lte(59)),
})
export type AddLengthBody = z.infer<typeof AddLengthBody>

/** The push payload of createTable: the id is the desk's. */
export const TableCreatePayload = z.extend(CreateTableBody, { _id: ClientId })
export type TableCreatePayload = z.infer<typeof TableCreatePayload>
