import { z } from 'zod'
import { Id, Versioned } from './common.ts'

export const SERVICE_TYPES = [
  'roomservice',
  'restaurant',
  'pool',
  'amenities',
  'spa',
  'reception',
  'kitchen',
  'eventplanning',
  'info',
  'chat',
  'manage',
] as const
export const ServiceType = z.enum(SERVICE_TYPES)
export type ServiceType = z.infer<typeof ServiceType>

/** Services whose orders appear on the hotel orders board (spec section 2). */
export const ORDER_BOARD_TYPES: readonly ServiceType[] = ['restaurant', 'roomservice', 'amenities']
/** Services a guest can order from. */
export const ORDERING_TYPES: readonly ServiceType[] = [
  'restaurant',
  'roomservice',
  'amenities',
  'pool',
]

export const HourMinute = z.object({
  h: z.number().int().min(0).max(24),
  m: z.number().int().min(0).max(59),
})
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export const DayHours = z.object({ start: HourMinute, end: HourMinute })
export const WorkingHours = z.partialRecord(z.enum(DAYS), DayHours)
export type WorkingHours = z.infer<typeof WorkingHours>

export const Shift = z.object({ id: Id, start_time: z.string(), end_time: z.string() })

/** Service options (spec section 3); unknown keys are kept for later areas. */
export const ServiceOptions = z.looseObject({
  active: z.boolean().optional(),
  reservations: z.boolean().optional(),
  isBookable: z.boolean().optional(),
  iconType: z.string().optional(),
  positional: z.boolean().optional(),
  connectedRestaurantID: Id.nullable().optional(),
  connectedToPoolID: Id.nullable().optional(),
  ordering: z.boolean().optional(),
  instantFinishOrder: z.boolean().optional(),
  operatingPrice: z.number().int().nonnegative().optional(),
  servedAtArrival: z.boolean().optional(),
  openToPublic: z.boolean().optional(),
  connectedServices: z.array(Id).optional(),
})
export type ServiceOptions = z.infer<typeof ServiceOptions>

export const Service = Versioned.extend({
  _id: Id,
  business_id: Id,
  name: z.string(),
  type: ServiceType,
  description: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  options: ServiceOptions,
  workingHours: WorkingHours.nullable(),
  shifts: z.array(Shift),
})
export type Service = z.infer<typeof Service>

/** Services whose accepted orders a kitchen service shows. */
export function kitchenSourceIds(kitchen: Service): string[] {
  return kitchen.type === 'kitchen' ? (kitchen.options.connectedServices ?? []) : []
}

/**
 * The services whose orders a session may see and handle: those it has ordersRead on, plus the
 * services connected to a kitchen it has ordersRead on.
 */
export function readableOrderServiceIds(
  permissions: Record<string, { ordersRead: boolean }>,
  services: readonly Pick<Service, '_id' | 'type' | 'options'>[],
): Set<string> {
  const ids = new Set<string>()
  for (const service of services) {
    if (permissions[service._id]?.ordersRead !== true) continue
    ids.add(service._id)
    if (service.type === 'kitchen')
      for (const id of service.options.connectedServices ?? []) ids.add(id)
  }
  return ids
}
