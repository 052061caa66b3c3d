/**
 * What a guest without a room can do with each of the hotel's services (spec section 2: public
 * pages are reachable only when the service is open to the public). Room service and amenities
 * need a room; restaurant and pool orders come from the table's own code.
 */
import type { Service } from '../../../sync/protocol/service.ts'
import { openForTableBooking } from '../../../sync/protocol/rules/reservable.ts'
import { takesSpaBookings } from '../guest-spa/spa-service.ts'
import { publicMicePath, publicReservationPath, publicSpaPath } from './paths.ts'

export type RoomlessAction =
  | { kind: 'reserve' | 'book' | 'plan'; path: string }
  | { kind: 'scanTable' }
  | { kind: 'needsRoom' }

const SHOWN = ['restaurant', 'pool', 'spa', 'roomservice', 'amenities', 'eventplanning'] as const

export function roomlessServices(services: readonly Service[]): Service[] {
  return services.filter(
    (s) => (SHOWN as readonly string[]).includes(s.type) && s.options.active !== false,
  )
}

export function roomlessActions(service: Service): RoomlessAction[] {
  const open = service.options.openToPublic === true
  const at = (path: (b: string, s: string) => string) => path(service.business_id, service.name)
  switch (service.type) {
    case 'restaurant':
    case 'pool': {
      const actions: RoomlessAction[] = []
      if (openForTableBooking(service, 'public'))
        actions.push({ kind: 'reserve', path: at(publicReservationPath) })
      if (service.options.ordering !== false) actions.push({ kind: 'scanTable' })
      return actions
    }
    case 'spa':
      return takesSpaBookings(service, 'public')
        ? [{ kind: 'book', path: at(publicSpaPath) }]
        : [{ kind: 'needsRoom' }]
    case 'eventplanning':
      return open ? [{ kind: 'plan', path: at(publicMicePath) }] : []
    default:
      return [{ kind: 'needsRoom' }]
  }
}
