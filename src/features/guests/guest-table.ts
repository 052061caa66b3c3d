import { searchGuests, sortGuests } from '../../../sync/protocol/rules/index.ts'
import type { Guest, GuestSortField, Me, Service, SortOrder } from '../../../sync/protocol/index.ts'

/** How the guests table is sorted (a column and a direction). */
export interface GuestSort {
  field: GuestSortField
  order: SortOrder
}

export const DEFAULT_SORT: GuestSort = { field: 'name', order: 'asc' }

/** Columns whose first click shows the most first: the newest dates, the most stays. */
const NEWEST_FIRST: readonly GuestSortField[] = ['createdAt', 'last_stay', 'stays']

/** A click on a column header: the same column turns around, another starts in its natural order. */
export function nextSort(current: GuestSort, field: GuestSortField): GuestSort {
  if (current.field === field) {
    return { field, order: current.order === 'asc' ? 'desc' : 'asc' }
  }
  return { field, order: NEWEST_FIRST.includes(field) ? 'desc' : 'asc' }
}

/** The header's aria-sort for a column. */
export function ariaSort(sort: GuestSort, field: GuestSortField) {
  if (sort.field !== field) return 'none' as const
  return sort.order === 'asc' ? ('ascending' as const) : ('descending' as const)
}

/** How many rows the table shows at first, and how many more each "Show more" adds. */
export const ROWS_STEP = 200

type TableGuest = Pick<
  Guest,
  '_id' | 'name' | 'country' | 'email' | 'gender' | 'createdAt' | 'last_stay'
> & { rooms: readonly string[]; stays: readonly unknown[] }

/** The guests the table lists: searched by name (spec section 5), sorted, the first `limit`. */
export function guestRows<T extends TableGuest>(
  guests: readonly T[],
  query: string,
  sort: GuestSort,
  limit: number,
): { rows: T[]; matching: number } {
  const sorted = sortGuests(searchGuests(guests, query), sort.field, sort.order)
  return { rows: sorted.slice(0, limit), matching: sorted.length }
}

/**
 * Reception: owners, managers and staff with a permission on a reception service. Only they are
 * sent the guests (server/domain/reception-access.ts).
 */
export function isReceptionStaff(
  me: Pick<Me, 'manager' | 'permissions'>,
  services: readonly Pick<Service, '_id' | 'type'>[],
): boolean {
  return me.manager || services.some((s) => s.type === 'reception' && me.permissions[s._id])
}

/** The route's {service} (a name, or an id) among the reception services, else the first one. */
export function receptionService<T extends Pick<Service, '_id' | 'name' | 'type'>>(
  param: string | undefined,
  services: readonly T[],
): T | undefined {
  const reception = services.filter((s) => s.type === 'reception')
  const wanted = param?.toLowerCase()
  return reception.find((s) => s._id === param || s.name.toLowerCase() === wanted) ?? reception[0]
}

/** The path of a guest's history, opened from a reception service (its name, as the sidebar). */
export function guestHistoryPath(guestId: string, service: string): string {
  return `/app/h/guest-history/${encodeURIComponent(guestId)}/${encodeURIComponent(service)}`
}

/** The path of the guests screen of a reception service. */
export const guestsPath = (service: string): string =>
  `/app/h/guests/${encodeURIComponent(service)}`
