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

/** A closed-between range (spec §3): first and last closed day, `YYYY-MM-DD` (rules/slots.ts). */
export const ClosedBetween = z.object({ start: z.string(), end: z.string() })

/**
 * Service options (spec 001 §3), typed so no screen casts them; unknown keys are kept for later
 * areas. Spelling as in the contract (`therapiestDriven`, `emailReqeustEnabled`).
 */
export const ServiceOptions = z.looseObject({
  /** The service is on (a chat service: chat activated). */
  active: z.optional(z.boolean()),
  reservations: z.optional(z.boolean()),
  isBookable: z.optional(z.boolean()),
  iconType: z.optional(z.string()),
  positional: z.optional(z.boolean()),
  automatic: z.optional(z.boolean()),
  connectedRestaurantID: z.optional(z.nullable(Id)),
  connectedToPoolID: z.optional(z.nullable(Id)),
  ordering: z.optional(z.boolean()),
  instantFinishOrder: z.optional(z.boolean()),
  /** Room service: the operating price added to an order (an integer). */
  operatingPrice: z.optional(z.int().check(z.nonnegative())),
  /** Restaurant and pool: what a public reservation costs, in the business currency (integer). */
  reservationPublicCost: z.optional(z.int().check(z.nonnegative())),
  servedAtArrival: z.optional(z.boolean()),
  spaFreeable: z.optional(z.boolean()),
  therapiestDriven: z.optional(z.boolean()),
  /** Spa: a break each day (breakHours) when breakSet. */
  breakSet: z.optional(z.boolean()),
  breakHours: z.optional(z.nullable(DayHours)),
  openToPublic: z.optional(z.boolean()),
  /** Event planning: the currency of its menus. */
  currency: z.optional(z.string()),
  closedBetween: z.optional(z.nullable(ClosedBetween)),
  emailReqeustEnabled: z.optional(z.boolean()),
  /** Info: the view its guest page shows (text, menuSingle, mapsSingle, menuCategory, external). */
  type: z.optional(z.string()),
  employeeChatroomEnabled: z.optional(z.boolean()),
  guestBotChatroomEnabled: z.optional(z.boolean()),
  /** Chat: the employee who answers guest chat, or null. */
  selectedEmployeeGuestChatroom: z.optional(z.nullable(Id)),
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
