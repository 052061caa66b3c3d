import { describe, expect, it } from 'vitest'
import type { Order } from '../../../sync/protocol/orders.ts'
import {
  applyOrderChange,
  hasOpenOrders,
  mergeFetched,
  ordersById,
  visibleOrders,
  type OrderChange,
  type OrdersById,
} from './order-list.ts'

function order(id: string, overrides: Partial<Order> = {}): Order {
  return {
    _id: id,
    business_id: 'b',
    service_id: 's',
    status: 'Pending',
    time: '2026-11-21T10:00:00.000Z',
    table_id: null,
    stay_id: 'stay-1',
    room_number: '101',
    reservation_id: null,
    base_order_id: null,
    user_id: null,
    note: '',
    source: null,
    origin: 'Room',
    content: [],
    payment: 'cash',
    decline_reason: null,
    updated_at: '2026-11-21T10:00:00.000Z',
    version: 5,
    ...overrides,
  }
}
const change = (row: Order, deleted = false): OrderChange => ({
  table: 'orders',
  id: row._id,
  version: row.version,
  deleted,
  row: deleted ? null : row,
})

describe('live order status', () => {
  it('applies a newer status from an event', () => {
    const held = ordersById([order('o1')])
    const next = applyOrderChange(
      held,
      change(order('o1', { status: 'Accepted', version: 6 })),
      'stay-1',
    )
    expect(next.get('o1')?.status).toBe('Accepted')
  })

  it('ignores an event older than or equal to what is held', () => {
    const held = ordersById([order('o1', { status: 'Finished', version: 9 })])
    const late = applyOrderChange(
      held,
      change(order('o1', { status: 'Accepted', version: 7 })),
      'stay-1',
    )
    expect(late.get('o1')?.status).toBe('Finished')
    expect(late).toBe(held)
  })

  it('keeps a decline reason and adds new orders of this stay only', () => {
    let held: OrdersById = ordersById([])
    held = applyOrderChange(
      held,
      change(order('o2', { status: 'Declined', decline_reason: 'Kitchen closed', version: 8 })),
      'stay-1',
    )
    held = applyOrderChange(held, change(order('o3', { stay_id: 'stay-2', version: 9 })), 'stay-1')
    expect([...held.keys()]).toEqual(['o2'])
    expect(held.get('o2')?.decline_reason).toBe('Kitchen closed')
  })

  it('removes a deleted order and ignores other tables and malformed rows', () => {
    const held = ordersById([order('o1')])
    expect(applyOrderChange(held, change(order('o1', { version: 6 }), true), 'stay-1').size).toBe(0)
    expect(
      applyOrderChange(held, { ...change(order('o1', { version: 6 })), table: 'stays' }, 'stay-1'),
    ).toBe(held)
    expect(
      applyOrderChange(
        held,
        { ...change(order('o1', { version: 6 })), row: { _id: 'o1' } },
        'stay-1',
      ),
    ).toBe(held)
  })

  it('a refetch after reconnect replaces the list but keeps rows an event made newer', () => {
    const held = ordersById([order('o1', { status: 'Accepted', version: 7 }), order('gone')])
    const next = mergeFetched(held, [order('o1', { version: 5 }), order('new', { version: 6 })])
    expect([...next.keys()].sort()).toEqual(['new', 'o1'])
    expect(next.get('o1')?.status).toBe('Accepted')
  })

  it('needs live updates only while an order can still change', () => {
    expect(hasOpenOrders([])).toBe(false)
    const final = [
      order('a', { status: 'Declined' }),
      order('b', { status: 'Room' }),
      order('c', { status: 'Paid' }),
    ]
    expect(hasOpenOrders(final)).toBe(false)
    for (const status of ['Pending', 'Accepted', 'Finished'] as const) {
      expect(hasOpenOrders([...final, order('d', { status })])).toBe(true)
    }
  })

  it('shows follow-up orders merged into their base order, newest first', () => {
    const line = {
      article_id: 'a',
      name: { en: 'Tea' },
      price: 2,
      count: 1,
      modifiers: [],
      operatingPrice: false,
      category_id: null,
    }
    const shown = visibleOrders(
      ordersById([
        order('base', { content: [line], note: 'hot' }),
        order('more', {
          base_order_id: 'base',
          time: '2026-11-21T10:05:00.000Z',
          content: [line],
          note: 'lemon',
        }),
        order('later', { time: '2026-11-21T11:00:00.000Z' }),
      ]),
    )
    expect(shown.map((o) => o._id)).toEqual(['later', 'base'])
    expect(shown[1]?.content).toHaveLength(2)
    expect(shown[1]?.note).toBe('hot / lemon')
  })
})
