import { describe, expect, it } from 'vitest'
import { isWaitingToSync, ordersWaitingToSync, type QueuedAction } from './pending-marks.ts'

const row = (state: QueuedAction['state'], table: string, id: string): QueuedAction => ({
  state,
  entity: { table, id },
})

describe('ordersWaitingToSync', () => {
  it('collects orders with pending or sending actions, not failed ones or other tables', () => {
    const waiting = ordersWaitingToSync([
      row('pending', 'orders', 'o1'),
      row('sending', 'orders', 'o2'),
      row('failed', 'orders', 'o3'),
      row('pending', 'stays', 'o4'),
    ])
    expect([...waiting].sort()).toEqual(['o1', 'o2'])
  })
})

describe('isWaitingToSync', () => {
  it('marks a merged card when any of its orders waits', () => {
    const waiting = new Set(['o2'])
    expect(isWaitingToSync(['o1', 'o2'], waiting)).toBe(true)
    expect(isWaitingToSync(['o1'], waiting)).toBe(false)
    expect(isWaitingToSync([], waiting)).toBe(false)
  })
})
