import * as z from 'zod/mini'
import { Id, Versioned } from './common.ts'
import { TABLE_TYPES } from './rules/tables.ts'

export * from './rules/tables.ts'

export const DiningTable = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  service_id: Id,
  name: z.string(),
  active: z.boolean(),
  type: z.enum(TABLE_TYPES),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  coordinate_x: z.number().check(z.gte(0), z.lte(1)),
  coordinate_y: z.number().check(z.gte(0), z.lte(1)),
  capacity: z.int().check(z.positive()),
  length: z.nullable(
    z.object({ h: z.int().check(z.gte(0)), m: z.int().check(z.gte(0), z.lte(59)) }),
  ),
})
export type DiningTable = z.infer<typeof DiningTable>

/** One table's new place on the floor plan (move mode); rotation only when it changed. */
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
