import { describe, expect, it } from 'vitest'
import { canDo, targetStatus, transition, type OrderAction } from './order-rules.ts'
import { mergeByBaseOrder, sortNewestFirst } from './order-merge.ts'
import { lineTotal, orderTotal } from './order-totals.ts'
import { ORDER_STATUSES } from './orders.ts'
import type { Order, OrderLine, OrderStatus, Payment } from '../orders.ts'

const ACTIONS: OrderAction[] = [
  'accept',
  'decline',
  'finish',
  'roomServiceFinished',
  'pay',
  'billToRoom',
]

/** Spec section 4: every legal move; anything else is illegal. */
const LEGAL: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  accept: { Pending: 'Accepted' },
  decline: { Pending: 'Declined' },
  finish: { Pending: 'Finished', Accepted: 'Finished' },
  roomServiceFinished: { Pending: 'Finished', Accepted: 'Finished' },
  pay: { Finished: 'Paid' },
  billToRoom: { Pending: 'Room', Accepted: 'Room', Finished: 'Room' },
}

describe('order state machine (spec section 4)', () => {
  for (const action of ACTIONS) {
    for (const status of ORDER_STATUSES) {
      const to = LEGAL[action][status]
      it(`${action} from ${status}: ${to ?? 'illegal'}`, () => {
        const result = transition({ status, payment: 'cash' }, action)
        if (to) {
          expect(result).toEqual({ ok: true, status: to })
          expect(canDo({ status, payment: 'cash' }, action)).toBe(true)
        } else {
          expect(result).toEqual({
            ok: false,
            code: 'order.illegal_transition',
            from: status,
            action,
          })
          expect(canDo({ status, payment: 'cash' }, action)).toBe(false)
        }
      })
    }
  }

  it('room service finished charges the room when paid on the room bill, else waits for payment', () => {
    for (const from of ['Pending', 'Accepted'] as const) {
      expect(transition({ status: from, payment: 'room' }, 'roomServiceFinished')).toEqual({
        ok: true,
        status: 'Room',
      })
      expect(transition({ status: from, payment: 'card' }, 'roomServiceFinished')).toEqual({
        ok: true,
        status: 'Finished',
      })
      expect(transition({ status: from, payment: 'cash' }, 'roomServiceFinished')).toEqual({
        ok: true,
        status: 'Finished',
      })
    }
  })

  it('targetStatus names where an action leads whatever the current status', () => {
    const expected: Record<OrderAction, OrderStatus> = {
      accept: 'Accepted',
      decline: 'Declined',
      finish: 'Finished',
      roomServiceFinished: 'Finished',
      pay: 'Paid',
      billToRoom: 'Room',
    }
    for (const payment of ['cash', 'card'] as Payment[]) {
      for (const action of ACTIONS) expect(targetStatus({ payment }, action)).toBe(expected[action])
    }
    expect(targetStatus({ payment: 'room' }, 'roomServiceFinished')).toBe('Room')
    expect(targetStatus({ payment: 'room' }, 'finish')).toBe('Finished')
  })
})

const name = (en: string) => ({ en })
const orderLine = (en: string, price = 1, extras: number[] = [], count = 1): OrderLine => ({
  article_id: `a-${en}`,
  name: name(en),
  price,
  count,
  modifiers: extras.length
    ? [{ name: name('m'), answers: extras.map((p, i) => ({ name: name(`x${i}`), price: p })) }]
    : [],
  operatingPrice: false,
  category_id: null,
})

function order(id: string, minute: number, extra: Partial<Order> = {}): Order {
  const time = new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString()
  return {
    _id: id,
    business_id: 'b',
    service_id: 's',
    status: 'Pending',
    time,
    table_id: 't',
    stay_id: null,
    room_number: null,
    reservation_id: null,
    base_order_id: null,
    user_id: null,
    note: '',
    source: 't',
    origin: 'External',
    content: [orderLine(id)],
    payment: 'cash',
    decline_reason: null,
    updated_at: time,
    version: minute + 1,
    ...extra,
  }
}

describe('mergeByBaseOrder', () => {
  it('appends the lines of later orders to their base, in time order', () => {
    const base = order('base', 0)
    const second = order('second', 5, { base_order_id: 'base' })
    const third = order('third', 9, { base_order_id: 'base' })
    const [merged, ...rest] = mergeByBaseOrder([third, base, second])
    expect(rest).toEqual([])
    expect(merged!._id).toBe('base')
    expect(merged!.time).toBe(base.time)
    expect(merged!.content.map((l) => l.name.en)).toEqual(['base', 'second', 'third'])
  })

  it('joins non-empty notes with " / "', () => {
    const merged = mergeByBaseOrder([
      order('base', 0, { note: 'no onions' }),
      order('b', 1, { base_order_id: 'base', note: '  ' }),
      order('c', 2, { base_order_id: 'base', note: 'extra bread' }),
      order('d', 3, { base_order_id: 'base', note: '' }),
      order('e', 4, { base_order_id: 'base', note: 'quickly' }),
    ])
    expect(merged[0]!.note).toBe('no onions / extra bread / quickly')
  })

  it('keeps a base with an empty note from leading with a slash', () => {
    const merged = mergeByBaseOrder([
      order('base', 0),
      order('b', 1, { base_order_id: 'base', note: 'ice' }),
    ])
    expect(merged[0]!.note).toBe('ice')
  })

  it('unites the allergies of every guest who added to the order', () => {
    const merged = mergeByBaseOrder([
      order('base', 0, { allergies: ['Peanuts'] }),
      order('b', 1, { base_order_id: 'base' }),
      order('c', 2, { base_order_id: 'base', allergies: ['Fish', 'Peanuts'] }),
    ])
    expect(merged[0]!.allergies).toEqual(['Peanuts', 'Fish'])
    expect(mergeByBaseOrder([order('alone', 0)])[0]!.allergies).toBeUndefined()
  })

  it('keeps orders whose base is not in the list on their own', () => {
    const orphan = order('orphan', 3, { base_order_id: 'gone' })
    const merged = mergeByBaseOrder([orphan, order('other', 1)])
    expect(merged.map((o) => o._id)).toEqual(['orphan', 'other'])
    expect(merged[0]!.content).toEqual(orphan.content)
  })

  it('sorts the result newest first and does not change its input', () => {
    const list = [
      order('a', 1),
      order('c', 30),
      order('b', 10, { base_order_id: 'a' }),
      order('d', 20),
    ]
    const before = structuredClone(list)
    expect(mergeByBaseOrder(list).map((o) => o._id)).toEqual(['c', 'd', 'a'])
    expect(list).toEqual(before)
  })

  it('sortNewestFirst orders by time descending', () => {
    expect(
      sortNewestFirst([order('a', 1), order('c', 3), order('b', 2)]).map((o) => o._id),
    ).toEqual(['c', 'b', 'a'])
  })
})

describe('order totals', () => {
  it('adds the answer prices of modifiers to each unit and multiplies by the count', () => {
    expect(lineTotal(orderLine('x', 13.5, [1, 1.5], 2))).toBe(32)
  })

  it('rounds to 2 decimals', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(orderTotal({ content: [orderLine('a', 0.1), orderLine('b', 0.2)] })).toBe(0.3)
    expect(orderTotal({ content: [orderLine('c', 2.2, [0.5], 3)] })).toBe(8.1)
    expect(
      orderTotal({ content: [orderLine('d', 1.005, [], 1), orderLine('e', 0.333, [], 3)] }),
    ).toBe(2)
    expect(orderTotal({ content: [] })).toBe(0)
  })
})
