import { z } from 'zod'
import { Id, Versioned } from './common.ts'

export const TABLE_TYPES = ['round', 'square', 'sunbed', 'couch', 'corner_couch'] as const

export const DiningTable = Versioned.extend({
  _id: Id,
  business_id: Id,
  service_id: Id,
  name: z.string(),
  active: z.boolean(),
  type: z.enum(TABLE_TYPES),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  coordinate_x: z.number().min(0).max(1),
  coordinate_y: z.number().min(0).max(1),
  capacity: z.number().int().positive(),
  length: z.object({ h: z.number().int().min(0), m: z.number().int().min(0).max(59) }).nullable(),
})
export type DiningTable = z.infer<typeof DiningTable>
