import { describe, expect, it } from 'vitest'
import { NO_PERMISSIONS } from '../../../sync/protocol/rules/index.ts'
import type { Order, Service } from '../../../sync/protocol/index.ts'
import { boardServices, columnCards, columnOf, readableServiceIds, resolveFilter } from './board.ts'

let seq = 0
function order(partial: Partial<Order> & Pick<Order, 'status' | 'service_id'>): Order {
  seq += 1
  return {
    _id: `o${seq}`,
    version: seq,
    business_id: 'b1',
    time: `2026-11-21T10:${String(seq).padStart(2, '0')}:00.000Z`,
    table_id: null,
    stay_id: 'st1',
    room_number: '101',
    reservation_id: null,
    base_order_id: null,
    user_id: null,
    note: '',
    source: null,
    origin: 'Room',
    content: [
      {
        article_id: 'a1',
        name: { en: 'Soup' },
        price: 5,
        count: 1,
        modifiers: [],
        operatingPrice: false,
        category_id: null,
      },
    ],
    payment: 'cash',
    decline_reason: null,
    updated_at: '2026-11-21T10:00:00.000Z',
    ...partial,
  }
}

const ids = new Set(['rest', 'rs'])

describe('columnOf', () => {
  it('puts pending in Pending, accepted and finished-unpaid in Active, the rest nowhere', () => {
    expect(columnOf('Pending')).toBe('pending')
    expect(columnOf('Accepted')).toBe('active')
    expect(columnOf('Finished')).toBe('active')
    expect(columnOf('Paid')).toBeNull()
    expect(columnOf('Declined')).toBeNull()
    expect(columnOf('Room')).toBeNull()
  })

  it('keeps a held order (waiting to sync, or refused) in the column it left', () => {
    expect(columnOf('Declined', true)).toBe('pending')
    expect(columnOf('Paid', true)).toBe('active')
    expect(columnOf('Room', true)).toBe('active')
    expect(columnOf('Pending', true)).toBe('pending')
    expect(columnOf('Accepted', true)).toBe('active')
  })
})

describe('columnCards', () => {
  it('filters by column and by the column service filter, newest first', () => {
    const a = order({ status: 'Pending', service_id: 'rest' })
    const b = order({ status: 'Pending', service_id: 'rs' })
    const c = order({ status: 'Accepted', service_id: 'rs' })
    const d = order({ status: 'Finished', service_id: 'rest' })
    const e = order({ status: 'Paid', service_id: 'rest' })
    const all = [a, b, c, d, e]
    expect(columnCards(all, 'pending', ids, 'all').map((c) => c.order._id)).toEqual([b._id, a._id])
    expect(columnCards(all, 'pending', ids, 'rest').map((c) => c.order._id)).toEqual([a._id])
    expect(columnCards(all, 'active', ids, 'all').map((c) => c.order._id)).toEqual([d._id, c._id])
    expect(columnCards(all, 'active', ids, 'rs').map((c) => c.order._id)).toEqual([c._id])
  })

  it('shows a declined or paid order until its action is confirmed, in the column it left', () => {
    const declined = order({ status: 'Declined', service_id: 'rs' })
    const paid = order({ status: 'Paid', service_id: 'rest' })
    const charged = order({ status: 'Room', service_id: 'rs' })
    const done = order({ status: 'Declined', service_id: 'rs' })
    const all = [declined, paid, charged, done]
    const held = new Set([declined._id, paid._id, charged._id])
    expect(columnCards(all, 'pending', ids, 'all', held).map((c) => c.order._id)).toEqual([
      declined._id,
    ])
    expect(columnCards(all, 'active', ids, 'all', held).map((c) => c.order._id)).toEqual([
      charged._id,
      paid._id,
    ])
    // Confirmed (no longer held): gone from the board.
    expect(columnCards(all, 'pending', ids, 'all')).toEqual([])
    expect(columnCards(all, 'active', ids, 'all')).toEqual([])
  })

  it('leaves out orders of services the board does not show (pool, unreadable)', () => {
    const pool = order({ status: 'Pending', service_id: 'pool' })
    expect(columnCards([pool], 'pending', ids, 'all')).toEqual([])
  })

  it('merges additions into their base order and remembers every member', () => {
    const base = order({ status: 'Accepted', service_id: 'rest', note: 'no salt' })
    const addition = order({
      status: 'Accepted',
      service_id: 'rest',
      base_order_id: base._id,
      note: 'extra bread',
    })
    const cards = columnCards([base, addition], 'active', ids, 'all')
    expect(cards).toHaveLength(1)
    expect(cards[0]?.order._id).toBe(base._id)
    expect(cards[0]?.order.content).toHaveLength(2)
    expect(cards[0]?.order.note).toBe('no salt / extra bread')
    expect(cards[0]?.memberIds).toEqual([base._id, addition._id])
  })

  it('keeps a pending addition on its own in Pending while its base is active', () => {
    const base = order({ status: 'Accepted', service_id: 'rest' })
    const addition = order({ status: 'Pending', service_id: 'rest', base_order_id: base._id })
    const all = [base, addition]
    expect(columnCards(all, 'pending', ids, 'all').map((c) => c.memberIds)).toEqual([
      [addition._id],
    ])
    expect(columnCards(all, 'active', ids, 'all').map((c) => c.memberIds)).toEqual([[base._id]])
  })
})

describe('boardServices', () => {
  const svc = (_id: string, type: Service['type'], name: string) => ({ _id, type, name })
  it('lists restaurant, room service and amenities services the user may read, by name', () => {
    const list = [
      svc('rs', 'roomservice', 'Room service'),
      svc('pool', 'pool', 'Pool'),
      svc('am', 'amenities', 'Amenities'),
      svc('rest', 'restaurant', 'Restaurant'),
      svc('spa', 'spa', 'Spa'),
      svc('kit', 'kitchen', 'Kitchen'),
    ]
    const readable = new Set(['rs', 'pool', 'rest', 'spa', 'kit'])
    expect(boardServices(list, readable).map((s) => s._id)).toEqual(['rest', 'rs'])
  })
})

describe('resolveFilter', () => {
  const list = [
    { _id: 'rs', name: 'Room service' },
    { _id: 'rest', name: 'Restaurant' },
  ]
  it('accepts a service name or id from the route, else all services', () => {
    expect(resolveFilter('Restaurant', list)).toBe('rest')
    expect(resolveFilter('rs', list)).toBe('rs')
    expect(resolveFilter(undefined, list)).toBe('all')
    expect(resolveFilter('Spa', list)).toBe('all')
  })
})

describe('readableServiceIds', () => {
  const services: Pick<Service, '_id' | 'type' | 'options'>[] = [
    { _id: 'rest', type: 'restaurant', options: {} },
    { _id: 'rs', type: 'roomservice', options: {} },
    { _id: 'kit', type: 'kitchen', options: { connectedServices: ['rest'] } },
  ]
  it('gives owners every service', () => {
    expect([...readableServiceIds({ role: 'business', permissions: {} }, services)]).toEqual([
      'rest',
      'rs',
      'kit',
    ])
  })
  it('gives employees services with ordersRead and those connected to a kitchen they read', () => {
    const ids = readableServiceIds(
      { role: 'employee', permissions: { kit: { ...NO_PERMISSIONS, ordersRead: true } } },
      services,
    )
    expect([...ids].sort()).toEqual(['kit', 'rest'])
    const none = readableServiceIds(
      { role: 'employee', permissions: { rs: { ...NO_PERMISSIONS, shiftsRead: true } } },
      services,
    )
    expect(none.size).toBe(0)
  })
})
