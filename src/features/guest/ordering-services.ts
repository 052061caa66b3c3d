/** Which services a room guest can order from (spec: roomservice, restaurant, amenities, pool). */
import type { Service, ServiceType } from '../../../sync/protocol/service.ts'

const ORDERING: readonly ServiceType[] = ['roomservice', 'restaurant', 'amenities', 'pool']

export function orderingServices(services: readonly Service[]): Service[] {
  return services.filter(
    (s) => ORDERING.includes(s.type) && s.options.ordering !== false && s.options.active !== false,
  )
}

/** The service a menu link names (the link carries the service name, URL-decoded by the router). */
export function serviceByName(services: readonly Service[], name: string): Service | null {
  const ordering = orderingServices(services)
  return (
    ordering.find((s) => s.name === name) ??
    ordering.find((s) => s.name.toLowerCase() === name.toLowerCase()) ??
    null
  )
}
