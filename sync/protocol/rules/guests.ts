import type { Guest } from '../guests.ts'
import { compareRoomNames } from './rooms.ts'
import { textMatcher } from './text-search.ts'

/** The guest paths (spec section 7, "History, guests and other"). */
export const GUEST_BASE = '/api/v2/guest'
export const GUEST_REPORT_PATH = `${GUEST_BASE}/report`

/**
 * A business whose `security` is `roomnumber` loads guest history strictly: only through
 * getPrivateHistoriesForGuest (docs/api.md, Guests).
 */
export const STRICT_SECURITY = 'roomnumber'
export const isStrictBusiness = (business: { security: string | null }): boolean =>
  business.security === STRICT_SECURITY

/**
 * How two spellings of a guest's name on stays are taken for one guest: trimmed, inner spaces
 * collapsed, lower case (letters with diacritics stay as they are: Petrović is not Petrovic).
 */
export function guestNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase()
}

/** The columns of the guests table a list may be sorted by. */
export const GUEST_SORT_FIELDS = [
  'name',
  'country',
  'email',
  'gender',
  'createdAt',
  'rooms',
  'stays',
  'last_stay',
] as const
export type GuestSortField = (typeof GUEST_SORT_FIELDS)[number]
export type SortOrder = 'asc' | 'desc'

type Sortable = Pick<Guest, 'name' | 'country' | 'email' | 'gender' | 'createdAt' | 'last_stay'> & {
  rooms: readonly string[]
  stays: readonly unknown[]
}

const text = (value: string | null): string => value ?? ''

/** One comparison per field; empty values sort last whatever the order. */
function compareBy(field: GuestSortField, a: Sortable, b: Sortable): number {
  switch (field) {
    case 'rooms':
      return compareRoomNames(a.rooms[0] ?? '', b.rooms[0] ?? '')
    case 'stays':
      return a.stays.length - b.stays.length
    case 'name':
      return a.name.localeCompare(b.name)
    default:
      return text(a[field]).localeCompare(text(b[field]))
  }
}

const isEmpty = (field: GuestSortField, g: Sortable): boolean => {
  if (field === 'rooms' || field === 'stays') return g[field].length === 0
  const value = g[field]
  return value === null || value === ''
}

/**
 * The guests table's order: by one field (ties by name, then id), ascending or descending.
 * Guests without a value for the field come last either way.
 */
export function sortGuests<T extends Sortable & { _id: string }>(
  guests: readonly T[],
  field: GuestSortField = 'name',
  order: SortOrder = 'asc',
): T[] {
  const sign = order === 'asc' ? 1 : -1
  return [...guests].sort((a, b) => {
    const emptyA = isEmpty(field, a)
    const emptyB = isEmpty(field, b)
    if (emptyA !== emptyB) return emptyA ? 1 : -1
    const primary = emptyA ? 0 : sign * compareBy(field, a, b)
    if (primary !== 0) return primary
    return a.name.localeCompare(b.name) || a._id.localeCompare(b._id)
  })
}

/** Spec section 5: search filters by name containing the text (case and accents aside). */
export function searchGuests<T extends { name: string }>(guests: readonly T[], query: string): T[] {
  const matches = textMatcher(query)
  return guests.filter((g) => matches(g.name))
}

/** Report data-type codes (spec section 9). */
export const REPORT_DATA_TYPES = { orders: 0, revenue: 1, reservations: 2 } as const
export type ReportDataType = (typeof REPORT_DATA_TYPES)[keyof typeof REPORT_DATA_TYPES]
/** How a report groups its rows in time (the analytics' Daily / Monthly). */
export const REPORT_TYPES = ['daily', 'monthly'] as const
export type ReportType = (typeof REPORT_TYPES)[number]
/** The longest period one report covers (two years, end day included). */
export const REPORT_MAX_DAYS = 731

/** Order statuses that count as revenue: served (Finished), paid, or on the room bill. */
export const REVENUE_STATUSES = ['Finished', 'Paid', 'Room'] as const

/**
 * Spec section 5: a report is generated only when type, data type, service, business and both
 * dates are set. The first missing field, as the request names it, or null when all are set.
 */
export function missingReportField(form: {
  type?: unknown
  dataType?: unknown
  service_id?: unknown
  business_id?: unknown
  startDate?: unknown
  endDate?: unknown
}): 'type' | 'dataType' | 'service_id' | 'business_id' | 'startDate' | 'endDate' | null {
  const order = ['type', 'dataType', 'service_id', 'business_id', 'startDate', 'endDate'] as const
  for (const field of order) {
    const value = form[field]
    if (value === undefined || value === null || value === '') return field
  }
  return null
}
