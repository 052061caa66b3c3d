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

type NamedService = {
  name: string
  type: string
  options: Pick<Service['options'], 'ordering' | 'active'>
}

/** The services a guest orders from now: an ordering type, ordering not switched off, active. */
export function orderingServices<S extends NamedService>(services: readonly S[]): S[] {
  return services.filter(
    (s) =>
      (ORDERING_TYPES as readonly string[]).includes(s.type) &&
      s.options.ordering !== false &&
      s.options.active !== false,
  )
}

/**
 * The ordering service a guest link names (links carry the service name): the exact name, else
 * the same name in other letter case. The guest page and getMenuByRoomID pick the same one.
 */
export function serviceByName<S extends NamedService>(
  services: readonly S[],
  name: string,
): S | null {
  const ordering = orderingServices(services)
  return (
    ordering.find((s) => s.name === name) ??
    ordering.find((s) => s.name.toLowerCase() === name.toLowerCase()) ??
    null
  )
}

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
