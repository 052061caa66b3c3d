/*
 * The synced rows of tables.ts: in the staff shell with SYNC_TABLES (sync.ts); the bodies and
 * payloads stay in tables.ts, which the lazy action areas, the screens and the server load.
 */
import * as z from 'zod/mini'
import { Id, Versioned } from './common.ts'
import { TABLE_TYPES } from './rules/tables.ts'

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
