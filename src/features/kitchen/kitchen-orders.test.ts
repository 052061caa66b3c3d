import { describe, expect, it } from 'vitest'

import type { Order, Service } from '../../../sync/protocol/index.ts'
import {
  dishesOf,
  findKitchen,
  kitchenCards,
  kitchenDone,
  pendingForKitchen,
  waitedMinutes,
} from './kitchen-orders.ts'

const service = (
  _id: string,
  type: Service['type'],
  name: string,
  connectedServices?: string[],
): Service => ({
  _id,
  type,
  name,
  version: 1,
  business_id: 'b1',
  description: '',
  email: '',
  image: null,
  options: connectedServices ? { connectedServices } : {},
  workingHours: null,
  shifts: [],
})

let n = 0
const order = (
  status: Order['status'],
  service_id: string,
  base_order_id: string | null = null,
) => {
  n += 1
  const o: Order = {
    _id: `o${n}`,
    version: n,
    business_id: 'b1',
    service_id,
    status,
    time: `2026-11-21T12:${String(n).padStart(2, '0')}:00.000Z`,
    table_id: 't1',
    stay_id: null,
    room_number: null,
    reservation_id: null,
    base_order_id,
    user_id: null,
    note: '',
    source: null,
    origin: 'External',
    content: [],
    payment: 'card',
    decline_reason: null,
    updated_at: '2026-11-21T12:00:00.000Z',
  }
  return o
}

const kitchen = service('k1', 'kitchen', 'Main kitchen', ['rest', 'rs'])
const services = [service('rest', 'restaurant', 'Restaurant'), kitchen]

describe('findKitchen', () => {
  it('finds a kitchen by name or id, never another service type', () => {
    expect(findKitchen(services, 'Main kitchen')?._id).toBe('k1')
    expect(findKitchen(services, 'k1')?._id).toBe('k1')
    expect(findKitchen(services, 'Restaurant')).toBeUndefined()
    expect(findKitchen(services, undefined)).toBeUndefined()
  })
})

describe('kitchenCards', () => {
  it('shows accepted orders of connected services only, newest first', () => {
    const a = order('Accepted', 'rest')
    const b = order('Pending', 'rest')
    const c = order('Accepted', 'pool')
    const d = order('Accepted', 'rs')
    const e = order('Finished', 'rs')
    expect(kitchenCards([a, b, c, d, e], kitchen).map((card) => card.order._id)).toEqual([
      d._id,
      a._id,
    ])
  })
  it('merges additions into the base order with all member ids', () => {
    const base = order('Accepted', 'rest')
    const more = order('Accepted', 'rest', base._id)
    const cards = kitchenCards([base, more], kitchen)
    expect(cards).toHaveLength(1)
    expect(cards[0]?.memberIds).toEqual([base._id, more._id])
  })
  it('keeps an order finished here while it waits to sync or was refused, not after', () => {
    const cooking = order('Accepted', 'rest')
    const finished = order('Finished', 'rest')
    const charged = order('Room', 'rs')
    const pending = order('Pending', 'rest')
    const all = [cooking, finished, charged, pending]
    const held = new Set([finished._id, charged._id, pending._id])
    expect(kitchenCards(all, kitchen, held).map((c) => [c.order._id, c.order.status])).toEqual([
      [charged._id, 'Room'],
      [finished._id, 'Finished'],
      [cooking._id, 'Accepted'],
    ])
    expect(kitchenCards(all, kitchen).map((c) => c.order._id)).toEqual([cooking._id])
  })

  it('lets a room-service order go once every dish is ready (the waiter delivers it), held while its ready waits to sync', () => {
    const dish = {
      article_id: 'a',
      name: { en: 'Soup' },
      price: 5,
      count: 1,
      modifiers: [],
      operatingPrice: false,
      category_id: null,
    }
    const fee = { ...dish, article_id: null, operatingPrice: true }
    const cooking = {
      ...order('Accepted', 'rs'),
      content: [{ ...dish, state: 'ready' as const }, dish],
    }
    const ready = {
      ...order('Accepted', 'rs'),
      content: [{ ...dish, state: 'ready' as const }, fee],
    }
    // A restaurant order with every dish ready still waits for the kitchen's Finished.
    const table = { ...order('Accepted', 'rest'), content: [{ ...dish, state: 'ready' as const }] }
    const delivered = new Set(['rs'])
    const ids = (held: Set<string>) =>
      kitchenCards([cooking, ready, table], kitchen, held, delivered).map((c) => c.order._id)
    expect(ids(new Set())).toEqual([table._id, cooking._id])
    expect(ids(new Set([ready._id]))).toEqual([table._id, ready._id, cooking._id])
    expect(kitchenDone(ready, delivered)).toBe(true)
    expect(kitchenDone(ready, new Set())).toBe(false)
    expect(kitchenDone(cooking, delivered)).toBe(false)
  })

  it('shows nothing for an unknown kitchen or a kitchen without connections', () => {
    expect(kitchenCards([order('Accepted', 'rest')], undefined)).toEqual([])
    expect(kitchenCards([order('Accepted', 'rest')], service('k2', 'kitchen', 'K2'))).toEqual([])
  })
})

describe('dishesOf', () => {
  it('leaves fee lines out of what the kitchen prepares', () => {
    const dish = {
      article_id: 'a',
      name: { en: 'Soup' },
      price: 5,
      count: 2,
      modifiers: [],
      operatingPrice: false,
      category_id: null,
    }
    const fee = {
      ...dish,
      article_id: null,
      name: { en: 'Room service fee' },
      count: 1,
      operatingPrice: true,
    }
    expect(dishesOf({ content: [dish, fee] })).toEqual([dish])
  })
})

describe('what the kitchen will get, and how long each order has waited', () => {
  it('counts the pending orders of its services only, an addition with its base order', () => {
    const base = order('Pending', 'rest')
    const addition = order('Pending', 'rest', base._id)
    const other = order('Pending', 'rs')
    const pool = order('Pending', 'pool')
    const accepted = order('Accepted', 'rest')
    expect(pendingForKitchen([base, addition, other, pool, accepted], kitchen)).toBe(2)
    expect(pendingForKitchen([base], undefined)).toBe(0)
  })

  it('whole minutes since the order was placed', () => {
    const placed = '2026-11-21T12:00:00.000Z'
    expect(waitedMinutes(placed, Date.parse('2026-11-21T12:00:59.000Z'))).toBe(0)
    expect(waitedMinutes(placed, Date.parse('2026-11-21T12:25:00.000Z'))).toBe(25)
    // A clock behind the server's: never a negative wait.
    expect(waitedMinutes(placed, Date.parse('2026-11-21T11:59:00.000Z'))).toBe(0)
  })
})
