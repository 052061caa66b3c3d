import { describe, expect, it } from 'vitest'
import type { Order } from '../../../sync/protocol/index.ts'
import { shiftEarnings } from './shift-earnings.ts'

let seq = 0
function order(partial: Partial<Order>): Order {
  seq += 1
  return {
    _id: `o${seq}`,
    version: 1,
    business_id: 'b1',
    service_id: 's1',
    status: 'Paid',
    time: '2026-11-24T08:00:00.000Z',
    table_id: 't1',
    stay_id: null,
    room_number: null,
    reservation_id: null,
    base_order_id: null,
    user_id: null,
    note: '',
    source: null,
    origin: 'External',
    content: [
      {
        article_id: 'a1',
        name: { en: 'Espresso' },
        price: 2.5,
        count: 2,
        modifiers: [],
        operatingPrice: false,
        category_id: null,
      },
    ],
    payment: 'cash',
    decline_reason: null,
    updated_at: '2026-11-24T09:00:00.000Z',
    ...partial,
  }
}

const since = new Date('2026-11-24T06:00:00.000Z')
const now = new Date('2026-11-24T14:00:00.000Z')

describe('shiftEarnings', () => {
  it('totals count times price (with modifier answers) over orders paid since the start', () => {
    const withMilk = order({
      content: [
        {
          article_id: 'a2',
          name: { en: 'Latte' },
          price: 3,
          count: 3,
          modifiers: [{ name: { en: 'Milk' }, answers: [{ name: { en: 'Oat' }, price: 0.5 }] }],
          operatingPrice: false,
          category_id: null,
        },
      ],
    })
    const result = shiftEarnings([order({}), withMilk], since, now)
    expect(result).toEqual({ total: 5 + 10.5, orders: 2, partial: false })
  })

  it('leaves out orders not paid, and those paid before the shift started', () => {
    const orders = [
      order({ status: 'Finished' }),
      order({ status: 'Declined' }),
      order({ status: 'Room' }),
      order({ updated_at: '2026-11-24T05:59:59.999Z' }),
      order({ updated_at: '2026-11-24T06:00:00.000Z' }),
    ]
    expect(shiftEarnings(orders, since, now)).toEqual({ total: 5, orders: 1, partial: false })
  })

  it('counts an order held twice (board and history page) once', () => {
    const paid = order({})
    expect(shiftEarnings([paid, { ...paid }], since, now).orders).toBe(1)
  })

  it('says when the shift began before the paid orders a device keeps (48 hours)', () => {
    const later = new Date(since.getTime() + 48 * 3_600_000 + 1)
    expect(shiftEarnings([], since, later)).toEqual({ total: 0, orders: 0, partial: true })
  })
})
