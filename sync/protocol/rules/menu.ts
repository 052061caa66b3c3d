import type { ServiceType } from '../service.ts'

/**
 * The three staff menu screens and the service types each allows (spec section 9, "Type
 * restrictions per screen"): Hotelmenu /app/h/menu/{service}, HotelAmenities
 * /app/h/amenities/{service} (cleaning and repair requests are menu items too), Hotelmicemenu
 * /app/h/mice_menu/{service}.
 */
export const MENU_SCREENS = {
  menu: ['roomservice', 'restaurant', 'pool'],
  amenities: ['amenities'],
  mice_menu: ['eventplanning'],
} as const satisfies Record<string, readonly ServiceType[]>
export type MenuScreen = keyof typeof MENU_SCREENS

/** Every service type that has a menu of categories and items. */
export const MENU_SERVICE_TYPES: readonly ServiceType[] = Object.values(MENU_SCREENS).flat()

export function isMenuServiceType(type: ServiceType): boolean {
  return MENU_SERVICE_TYPES.includes(type)
}
