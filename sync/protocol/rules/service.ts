import type { Service, ServiceType } from '../service.ts'

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

/** Services whose orders appear on the hotel orders board (spec section 2). */
export const ORDER_BOARD_TYPES: readonly ServiceType[] = ['restaurant', 'roomservice', 'amenities']
/** Services a guest can order from. */
export const ORDERING_TYPES: readonly ServiceType[] = [
  'restaurant',
  'roomservice',
  'amenities',
  'pool',
]

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

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
