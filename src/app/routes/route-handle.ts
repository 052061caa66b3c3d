import type { MessageDescriptor } from '@lingui/core'
import type { CatalogName } from '../locale.ts'

/** What a route tells the root layout: the catalog its texts live in, a placeholder's name. */
export interface RouteHandle {
  catalog?: CatalogName
  comingSoon?: MessageDescriptor
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null
}
