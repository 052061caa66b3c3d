import { describe, expect, it } from 'vitest'
import type { Order } from '../../../sync/protocol/index.ts'
import { linkedOrders } from './linked-orders.ts'
import { heldIds, newPendingIds, reservationMarks, type QueuedAction } from './marks.ts'

const order = (_id: string, reservation_id: string | null, time: string) =>
  ({ _id, reservation_id, time }) as Order

describe('reservation-linked orders', () => {
  it('keeps those of the last hour or later, by reservation, oldest first', () => {
    const now = new Date('2026-11-24T18:00:00.000Z')
    const byRes = linkedOrders(
      [
        order('late', 'r1', '2026-11-24T18:30:00.000Z'),
        order('recent', 'r1', '2026-11-24T17:10:00.000Z'),
        order('edge', 'r2', '2026-11-24T17:00:00.000Z'),
        order('old', 'r1', '2026-11-24T16:59:59.000Z'),
        order('none', null, '2026-11-24T18:00:00.000Z'),
      ],
      now,
    )
    expect(byRes.get('r1')?.map((o) => o._id)).toEqual(['recent', 'late'])
    expect(byRes.get('r2')?.map((o) => o._id)).toEqual(['edge'])
    expect([...byRes.keys()].sort()).toEqual(['r1', 'r2'])
  })
})

const row = (id: string, entityId: string, state: QueuedAction['state'], table = 'reservations') =>
  ({ id, type: 'reservation.accept', state, entity: { table, id: entityId }, error: null }) as const

describe('reservation marks', () => {
  it('tell waiting and refused reservations apart, ignoring other tables', () => {
    const marks = reservationMarks([
      row('a', 'r1', 'pending'),
      row('b', 'r2', 'failed'),
      row('c', 'r2', 'failed'),
      row('d', 'r3', 'sending'),
      row('e', 'o1', 'pending', 'orders'),
    ])
    expect([...marks.waiting]).toEqual(['r1', 'r3'])
    expect(marks.refused.get('r2')?.map((r) => r.id)).toEqual(['b', 'c'])
    expect([...heldIds(marks)].sort()).toEqual(['r1', 'r2', 'r3'])
  })

  it('name new pending reservations, not on the first look', () => {
    const rows = [
      { _id: 'r1', status: 'Pending' },
      { _id: 'r2', status: 'Pending' },
      { _id: 'r3', status: 'Accepted' },
    ]
    expect(newPendingIds(null, rows)).toEqual([])
    expect(newPendingIds(new Set(['r1']), rows)).toEqual(['r2'])
    expect(newPendingIds(new Set(['r1', 'r2']), rows)).toEqual([])
  })
})
