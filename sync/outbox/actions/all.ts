import type { ActionType } from '../types.ts'
import type { ActionDefinition } from './definition.ts'
import { ORDER_ACTIONS } from './orders-actions.ts'
import { MENU_ACTIONS } from './menu-actions.ts'
import { TABLE_ACTIONS } from './tables-actions.ts'
import { RECEPTION_ACTIONS } from './reception-actions.ts'
import { RESERVATION_ACTIONS } from './reservations-actions.ts'
import { SPA_ACTIONS } from './spa-actions.ts'
import { MANAGE_ACTIONS } from './manage-actions.ts'
import { INFO_ACTIONS } from './info-actions.ts'

/**
 * Every action's definition at once, for tests and tools that look at all of them (the app loads
 * the areas lazily through index.ts, and must not import this module).
 */
export const ACTIONS: { [K in ActionType]: ActionDefinition<K> } = {
  ...ORDER_ACTIONS,
  ...MENU_ACTIONS,
  ...TABLE_ACTIONS,
  ...RECEPTION_ACTIONS,
  ...RESERVATION_ACTIONS,
  ...SPA_ACTIONS,
  ...MANAGE_ACTIONS,
  ...INFO_ACTIONS,
}
