import type { ActionType } from '../types.ts'
import type { ActionDefinition } from './definition.ts'

/**
 * The outbox's actions by area. Only the orders area is in the staff shell: every tablet needs
 * it on its first screen. Each other area's definitions are a lazy chunk, loaded when a screen
 * of that area queues one, or when the queue or a rebase meets one (index.ts: `loadActions`,
 * `withActionsLoaded`), so an area's screens and rules add nothing to the shell.
 */
export type ActionArea =
  'orders' | 'menu' | 'tables' | 'reception' | 'reservations' | 'spa' | 'manage' | 'info'

/** Every action type and its area: a new action adds its line here (docs/sync.md). */
export const ACTION_AREAS = {
  'order.accept': 'orders',
  'order.decline': 'orders',
  'order.finish': 'orders',
  'order.roomServiceFinished': 'orders',
  'order.pay': 'orders',
  // The kitchen's "ready" for a room-service order (the kitchen display is in the shell too).
  'order.lineState': 'orders',
  // The floor plan's and the locked tablet's: lazy, with the tables screens.
  'order.createForTable': 'tables',
  'room.setActive': 'reception',
  'room.setInactive': 'reception',
  'category.create': 'menu',
  'category.delete': 'menu',
  'category.update': 'menu',
  'category.reorder': 'menu',
  'article.create': 'menu',
  'article.update': 'menu',
  'article.delete': 'menu',
  'article.reorder': 'menu',
  'image.upload': 'menu',
  'table.updateMany': 'tables',
  'room.create': 'reception',
  'room.update': 'reception',
  'room.delete': 'reception',
  'room.serviceLink.add': 'reception',
  'room.serviceLink.update': 'reception',
  'stay.checkIn': 'reception',
  'stay.checkOut': 'reception',
  'stay.updateCheckout': 'reception',
  'stay.add': 'reception',
  'stay.fastInput': 'reception',
  'ticket.create': 'reception',
  'ticket.addTask': 'reception',
  'ticket.setTaskDone': 'reception',
  'ticket.close': 'reception',
  'table.create': 'tables',
  'table.edit': 'tables',
  'table.addLength': 'tables',
  'reservation.create': 'reservations',
  'reservation.accept': 'reservations',
  'reservation.decline': 'reservations',
  'reservation.active': 'reservations',
  'reservation.noshow': 'reservations',
  'reservation.cancel': 'reservations',
  'reservation.nowAvailable': 'reservations',
  'reservation.changeStatus': 'reservations',
  'reservation.moveTables': 'reservations',
  'reservation.delete': 'reservations',
  'spaAppointment.create': 'spa',
  'spaAppointment.accept': 'spa',
  'spaAppointment.decline': 'spa',
  'spaAppointment.arrived': 'spa',
  'spaAppointment.finishCleaning': 'spa',
  'spaAppointment.update': 'spa',
  'spaAppointment.delete': 'spa',
  'shift.saveWeek': 'spa',
  'spaRoom.create': 'spa',
  'spaRoom.update': 'spa',
  'spaRoom.delete': 'spa',
  'spaTreatment.create': 'spa',
  'spaTreatment.update': 'spa',
  'spaTreatment.delete': 'spa',
  // The manager's section (workers, settings …).
  'employee.create': 'manage',
  'employee.update': 'manage',
  'employee.delete': 'manage',
  'discount.create': 'manage',
  'discount.update': 'manage',
  'discount.delete': 'manage',
  'promotion.create': 'manage',
  'promotion.update': 'manage',
  'promotion.delete': 'manage',
  // The info pages' screen (HotelInfo).
  'info.create': 'info',
  'info.update': 'info',
  'info.delete': 'info',
  'info.reorder': 'info',
  'store.create': 'info',
  'store.update': 'info',
  'store.delete': 'info',
  'offer.create': 'info',
  'offer.update': 'info',
  'offer.delete': 'info',
  'survey.create': 'manage',
  'survey.update': 'manage',
  'survey.delete': 'manage',
  'business.update': 'manage',
  'service.add': 'manage',
  'service.update': 'manage',
  'service.setWorkingHours': 'manage',
} as const satisfies { [K in ActionType]: ActionArea }

/** The definitions an area's module exports: exactly the action types of that area. */
export type AreaActions<A extends ActionArea> = {
  [K in ActionType as (typeof ACTION_AREAS)[K] extends A ? K : never]: ActionDefinition<K>
}
