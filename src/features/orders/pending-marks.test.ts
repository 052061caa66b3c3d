import { describe, expect, it } from 'vitest'
import {
  heldOrderIds,
  isWaitingToSync,
  ordersWaitingToSync,
  outboxMarks,
  refusedOf,
  type QueuedAction,
} from './pending-marks.ts'

let n = 0
const row = (state: QueuedAction['state'], table: string, id: string): QueuedAction => ({
  id: `row-${++n}`,
  type: 'order.accept',
  state,
  entity: { table, id },
  error: state === 'failed' ? { status: 409, code: 'conflict', message: 'x' } : null,
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

describe('outboxMarks', () => {
  it('marks refused orders with their failed rows, oldest first, and holds both kinds', () => {
    const first = row('failed', 'orders', 'o3')
    const second = row('failed', 'orders', 'o3')
    const marks = outboxMarks([
      row('pending', 'orders', 'o1'),
      first,
      second,
      row('failed', 'rooms', 'r1'),
    ])
    expect([...marks.waiting]).toEqual(['o1'])
    expect([...marks.refused.keys()]).toEqual(['o3'])
    expect(marks.refused.get('o3')).toEqual([first, second])
    expect([...heldOrderIds(marks, ['o9'])].sort()).toEqual(['o1', 'o3', 'o9'])
    expect(refusedOf(['o1', 'o3'], marks.refused)).toEqual([first, second])
    expect(refusedOf(['o1'], marks.refused)).toEqual([])
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
