import { describe, expect, it } from 'vitest'
import type { FreeSlot } from '../../../sync/protocol/reservations.ts'
import { clockLabel, keepSlot, slotChoices, wireClock } from './slot-list.ts'

const slot = (at: string, available = true): FreeSlot => {
  const d = new Date(at)
  return { at, time: { h: d.getUTCHours(), m: d.getUTCMinutes() }, available }
}

describe('slot list', () => {
  const now = Date.parse('2026-11-24T10:07:00.000Z')
  const slots = [
    slot('2026-11-24T10:30:00.000Z', false),
    slot('2026-11-24T10:00:00.000Z'),
    slot('2026-11-24T10:15:00.000Z'),
  ]
  it('labels HH:MM, in time order, from the next quarter hour on', () => {
    expect(slotChoices(slots, now)).toEqual([
      { at: '2026-11-24T10:15:00.000Z', label: '10:15', available: true },
      { at: '2026-11-24T10:30:00.000Z', label: '10:30', available: false },
    ])
  })
  it('keeps a chosen slot only while it is offered and free', () => {
    const choices = slotChoices(slots, now)
    expect(keepSlot(choices, '2026-11-24T10:15:00.000Z')).toBe('2026-11-24T10:15:00.000Z')
    expect(keepSlot(choices, '2026-11-24T10:30:00.000Z')).toBeNull()
    expect(keepSlot(choices, '2026-11-24T10:00:00.000Z')).toBeNull()
    expect(keepSlot(choices, null)).toBeNull()
  })
  it('writes clocks with two digits', () => {
    expect(clockLabel({ h: 7, m: 0 })).toBe('07:00')
    expect(wireClock('2026-11-24T09:45:00.000Z')).toBe('09:45')
  })
})
