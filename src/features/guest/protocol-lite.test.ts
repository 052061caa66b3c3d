import { describe, expect, it } from 'vitest'
import * as protocol from '../../../sync/protocol/index.ts'
import type { Order } from '../../../sync/protocol/orders.ts'
import * as lite from './protocol-lite.ts'

describe('the zod-free copies match sync/protocol', () => {
  it('has the same constants', () => {
    expect(lite.ORDER_EVENTS).toEqual(protocol.ORDER_EVENTS)
    expect(lite.INIT_EVENT).toBe(protocol.INIT_EVENT)
    expect(lite.INIT_ACK_EVENT).toBe(protocol.INIT_ACK_EVENT)
    expect(lite.IDEMPOTENCY_HEADER).toBe(protocol.IDEMPOTENCY_HEADER)
    expect(lite.TRIAL_EXPIRED_TEXT).toBe(protocol.TEXT.trialExpired)
  })

  it('localizes and rounds the same way', () => {
    for (const lang of protocol.LANGUAGES) {
      for (const text of [
        { en: 'Tea', srb: 'Čaj' },
        { en: 'Tea', srb: '', cro: 'Čaj' },
      ]) {
        expect(lite.localized(text, lang)).toBe(protocol.localized(text, lang))
      }
    }
    for (const v of [0.1 + 0.2, 1.005, 2.675, 10.499999, 1e6 / 3]) {
      expect(lite.roundMoney(v)).toBe(protocol.roundMoney(v))
    }
  })

  it('totals and merges orders the same way', () => {
    const line = (price: number, count: number, extra: number) => ({
      article_id: 'a',
      name: { en: 'x' },
      price,
      count,
      operatingPrice: false,
      category_id: null,
      modifiers: [{ name: { en: 'm' }, answers: [{ name: { en: 'y' }, price: extra }] }],
    })
    const base = {
      business_id: 'b',
      service_id: 's',
      status: 'Pending',
      table_id: null,
      stay_id: 'st',
      room_number: null,
      reservation_id: null,
      user_id: null,
      source: null,
      origin: 'Room',
      payment: 'cash',
      decline_reason: null,
      updated_at: '2026-01-01T00:00:00Z',
      version: 1,
    } as const
    const orders: Order[] = [
      {
        ...base,
        _id: '1',
        base_order_id: null,
        time: '2026-01-01T10:00:00Z',
        note: 'a',
        content: [line(1.1, 3, 0.35)],
      },
      {
        ...base,
        _id: '2',
        base_order_id: '1',
        time: '2026-01-01T10:01:00Z',
        note: '',
        content: [line(2.2, 1, 0.1)],
      },
      {
        ...base,
        _id: '3',
        base_order_id: '1',
        time: '2026-01-01T10:02:00Z',
        note: 'c',
        content: [line(0.7, 2, 0)],
      },
      {
        ...base,
        _id: '4',
        base_order_id: 'x',
        time: '2026-01-01T09:00:00Z',
        note: 'd',
        content: [],
      },
    ]
    expect(lite.mergeByBaseOrder(orders)).toEqual(protocol.mergeByBaseOrder(orders))
    for (const o of orders) expect(lite.orderTotal(o)).toBe(protocol.orderTotal(o))
  })
})
