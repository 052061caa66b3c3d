/** localStorage key of the order sound setting (spec section 9); set to 'true' for employees. */
export const NOTIFY_SOUND_KEY = 'notifySound'

export function isOrderSoundOn(storage: Pick<Storage, 'getItem'>): boolean {
  const value = storage.getItem(NOTIFY_SOUND_KEY)
  return value !== null && value !== 'false' && value !== ''
}

export function setOrderSound(storage: Pick<Storage, 'setItem' | 'removeItem'>, on: boolean) {
  if (on) storage.setItem(NOTIFY_SOUND_KEY, 'true')
  else storage.removeItem(NOTIFY_SOUND_KEY)
}

/** Order events that mean "a new order arrived" (spec section 4: created, update pending). */
export function isNewOrderEvent(type: string): boolean {
  return type === 'orderCreated' || type === 'orderUpdatePending'
}

/** Browser notifications only with permission; never ask again once denied. */
export function canNotify(permission: NotificationPermission | 'unsupported'): boolean {
  return permission === 'granted'
}

export function shouldOfferNotifications(permission: NotificationPermission | 'unsupported') {
  return permission === 'default'
}
