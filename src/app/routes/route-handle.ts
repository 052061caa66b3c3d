import type { MessageDescriptor } from '@lingui/core'
import type { CatalogName } from '../locale.ts'

/** What a route tells the root layout: the catalog its texts live in, a placeholder's name. */
export interface RouteHandle {
  catalog?: CatalogName
  /** Catalogs of another area whose parts the screen shows (the floor plan's booking form). */
  borrows?: readonly CatalogName[]
  comingSoon?: MessageDescriptor
}

/** Every catalog a route's handle names: its own and the ones it borrows. */
export function handleCatalogs(handle: unknown): CatalogName[] {
  if (!isRouteHandle(handle)) return []
  return [...(handle.catalog ? [handle.catalog] : []), ...(handle.borrows ?? [])]
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null
}
