import { describe, expect, it } from 'vitest'
import type { Service } from '../../../sync/protocol/index.ts'
import { defaultSlot, lockedServices, lockedSlots } from './slot-choice.ts'

const service = (id: string, name: string, options: Partial<Service['options']> = {}) =>
  ({ _id: id, name, type: 'restaurant', options }) as Service

describe('lockedServices', () => {
  it('the route restaurant first, then its connected pool, from either side', () => {
    const all = [
      service('p', 'Pool', { connectedRestaurantID: 'r' }),
      service('r', 'Restaurant', { connectedToPoolID: 'p' }),
      service('x', 'Bar'),
    ]
    expect(lockedServices(all, 'Restaurant').map((s) => s._id)).toEqual(['r', 'p'])
    expect(lockedServices(all, 'Pool').map((s) => s._id)).toEqual(['p', 'r'])
    expect(lockedServices(all, 'Bar').map((s) => s._id)).toEqual(['x'])
    expect(lockedServices(all, 'Nope')).toEqual([])
  })
})

describe('lockedSlots and defaultSlot', () => {
  const day = '2026-11-24' // a Tuesday
  const at = (clock: string) => Date.parse(`${day}T${clock}:00.000Z`)
  it('quarter hours inside the working hours, past ones too', () => {
    const slots = lockedSlots({ tue: { start: { h: 12, m: 0 }, end: { h: 14, m: 0 } } }, day, 'UTC')
    expect(slots[0]).toBe(at('12:00'))
    expect(slots.at(-1)).toBe(at('13:45'))
    expect(slots).toHaveLength(8)
  })
  it('the whole day when the service has no hours or is closed that day', () => {
    expect(lockedSlots(null, day, 'UTC')).toHaveLength(96)
    const closed = { mon: { start: { h: 8, m: 0 }, end: { h: 9, m: 0 } } }
    expect(lockedSlots(closed, day, 'UTC')).toHaveLength(96)
  })
  it("the hotel's day in its zone: 92 quarter hours the night the clocks go forward", () => {
    const zone = 'Europe/Belgrade'
    const slots = lockedSlots({ tue: { start: { h: 12, m: 0 }, end: { h: 14, m: 0 } } }, day, zone)
    expect(new Date(slots[0]!).toISOString()).toBe('2026-11-24T11:00:00.000Z')
    expect(lockedSlots(null, '2026-03-29', zone)).toHaveLength(92)
    expect(lockedSlots(null, '2026-10-25', zone)).toHaveLength(100)
  })
  it("now's quarter hour, else the next slot, else the first", () => {
    const slots = [at('12:00'), at('12:15'), at('12:30')]
    expect(defaultSlot(slots, at('12:20'))).toBe(at('12:15'))
    expect(defaultSlot(slots, at('11:00'))).toBe(at('12:00'))
    expect(defaultSlot(slots, at('20:00'))).toBe(at('12:00'))
    expect(defaultSlot([], at('20:00'))).toBeNull()
  })
})
