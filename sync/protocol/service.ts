import * as z from 'zod/mini'
import { Id, Versioned } from './common.ts'
import { DAYS, SERVICE_TYPES } from './rules/service.ts'

export * from './rules/service.ts'

export const ServiceType = z.enum(SERVICE_TYPES)
export type ServiceType = z.infer<typeof ServiceType>

export const HourMinute = z.object({
  h: z.int().check(z.gte(0), z.lte(24)),
  m: z.int().check(z.gte(0), z.lte(59)),
})
export const DayHours = z.object({ start: HourMinute, end: HourMinute })
export const WorkingHours = z.partialRecord(z.enum(DAYS), DayHours)
export type WorkingHours = z.infer<typeof WorkingHours>

export const Shift = z.object({ id: Id, start_time: z.string(), end_time: z.string() })

/** Service options (spec section 3); unknown keys are kept for later areas. */
export const ServiceOptions = z.looseObject({
  active: z.optional(z.boolean()),
  reservations: z.optional(z.boolean()),
  isBookable: z.optional(z.boolean()),
  iconType: z.optional(z.string()),
  positional: z.optional(z.boolean()),
  connectedRestaurantID: z.optional(z.nullable(Id)),
  connectedToPoolID: z.optional(z.nullable(Id)),
  ordering: z.optional(z.boolean()),
  instantFinishOrder: z.optional(z.boolean()),
  operatingPrice: z.optional(z.int().check(z.nonnegative())),
  servedAtArrival: z.optional(z.boolean()),
  openToPublic: z.optional(z.boolean()),
  connectedServices: z.optional(z.array(Id)),
})
export type ServiceOptions = z.infer<typeof ServiceOptions>

export const Service = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: z.string(),
  type: ServiceType,
  description: z.string(),
  email: z.string(),
  image: z.nullable(z.string()),
  /** The floor plan's background image (restaurant, pool), or null; set by its upload. */
  table_background: z.optional(z.nullable(z.string())),
  options: ServiceOptions,
  workingHours: z.nullable(WorkingHours),
  shifts: z.array(Shift),
  /** The name in srb and cro (rules/service-names.ts); `name` is the default, English, one. */
  names: z.optional(z.object({ srb: z.optional(z.string()), cro: z.optional(z.string()) })),
  /** The VAT rate in percent its prices include (rules/vat.ts); 0 when not set. */
  vat_rate: z.optional(z.number()),
})
export type Service = z.infer<typeof Service>
