import { describe, expect, it } from 'vitest'
import {
  canNotify,
  isNewOrderEvent,
  isOrderSoundOn,
  setOrderSound,
  shouldOfferNotifications,
} from './alert-settings.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('order sound setting', () => {
  it('is off until stored, on when stored, off again when removed', () => {
    const storage = memoryStorage()
    expect(isOrderSoundOn(storage)).toBe(false)
    setOrderSound(storage, true)
    expect(storage.getItem('notifySound')).toBe('true')
    expect(isOrderSoundOn(storage)).toBe(true)
    setOrderSound(storage, false)
    expect(isOrderSoundOn(storage)).toBe(false)
  })
  it('treats an explicit false as off', () => {
    const storage = memoryStorage()
    storage.setItem('notifySound', 'false')
    expect(isOrderSoundOn(storage)).toBe(false)
  })
})

describe('new order events', () => {
  it('are created and update-pending, not status changes', () => {
    expect(isNewOrderEvent('orderCreated')).toBe(true)
    expect(isNewOrderEvent('orderUpdatePending')).toBe(true)
    expect(isNewOrderEvent('orderAccepted')).toBe(false)
    expect(isNewOrderEvent('orderPaid')).toBe(false)
  })
})

describe('browser notifications', () => {
  it('are shown only with permission and offered only while undecided', () => {
    expect(canNotify('granted')).toBe(true)
    expect(canNotify('denied')).toBe(false)
    expect(canNotify('default')).toBe(false)
    expect(shouldOfferNotifications('default')).toBe(true)
    expect(shouldOfferNotifications('denied')).toBe(false)
    expect(shouldOfferNotifications('unsupported')).toBe(false)
  })
})
