import { isMenuServiceType } from '../../../sync/protocol/index.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'

/**
 * The services a menu row is written for: each must be the business's, have a menu (roomservice,
 * restaurant, pool, amenities, eventplanning) and the staff member needs itemsWrite on it.
 */
export function menuServices(staff: StaffContext, ids: readonly string[], field = 'service_ids') {
  return ids.map((id) => {
    const service = staff.services.find((s) => s._id === id)
    if (!service) throw notFound(`Service ${id}`)
    if (!isMenuServiceType(service.type)) {
      throw badRequest(field, `Service ${service.name} (${service.type}) has no menu.`)
    }
    assertPermission(staff, id, 'itemsWrite')
    return service
  })
}

/** Of a row's services, those of this business the staff member must be allowed to write. */
export function assertMenuWrite(staff: StaffContext, serviceIds: readonly string[]): void {
  for (const id of serviceIds) {
    if (staff.services.some((s) => s._id === id)) assertPermission(staff, id, 'itemsWrite')
  }
}
