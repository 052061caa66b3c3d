import type { QrGroup } from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'

/** Services whose tables get codes (the spec's "Restaurants"): restaurant and pool. */
const TABLE_SERVICE_TYPES: readonly Service['type'][] = ['restaurant', 'pool']

/** The restaurant and pool services to choose from, by name. */
export function tableServices<T extends Pick<Service, 'name' | 'type'>>(
  services: readonly T[],
): T[] {
  return services
    .filter((s) => TABLE_SERVICE_TYPES.includes(s.type))
    .sort((a, b) => a.name.localeCompare(b.name))
}

export interface QrChoice {
  group: QrGroup
  /** With `tables`: the chosen service's id ('' while none is chosen). */
  serviceId: string
}

/**
 * What the screen starts on: the tables of the route's service when it is a restaurant or pool
 * (`{service}` is the service name), else the rooms; with tables, the first service is chosen.
 */
export function initialChoice(
  routeService: string | undefined,
  services: readonly Pick<Service, '_id' | 'name' | 'type'>[],
): QrChoice {
  const choices = tableServices(services)
  const own = choices.find((s) => s.name === routeService)
  if (own) return { group: 'tables', serviceId: own._id }
  return { group: 'rooms', serviceId: choices[0]?._id ?? '' }
}

/** Whether the choice names everything the server needs (tables need a service). */
export const choiceComplete = (choice: QrChoice): boolean =>
  choice.group === 'rooms' || choice.serviceId !== ''

/** Lowercase ASCII words joined by '-': "Hotel Adriatič · Pool" -> "hotel-adriatic-pool". */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The downloaded file's name: the business, the service (tables) and the group, e.g.
 * `qr-hotel-adriatic-rooms.pdf`, `qr-hotel-adriatic-terrace-restaurant-tables.pdf`.
 */
export function qrFileName(business: string, group: QrGroup, serviceName?: string): string {
  const parts = [business, group === 'tables' ? (serviceName ?? '') : '', group]
    .map(slug)
    .filter((p) => p !== '')
  return `qr-${parts.join('-')}.pdf`
}
