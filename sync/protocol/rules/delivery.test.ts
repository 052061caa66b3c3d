import { describe, expect, it } from 'vitest'
import { deliveryStage, dishesReady } from './delivery.ts'
import type { OrderLine, OrderStatus } from '../orders.ts'

const line = (state?: OrderLine['state'], operatingPrice = false): OrderLine => ({
  article_id: null,
  name: { en: 'Soup' },
  price: 5,
  count: 1,
  modifiers: [],
  operatingPrice,
  category_id: null,
  ...(state ? { state } : {}),
})

const order = (status: OrderStatus, content: OrderLine[]) => ({ status, content })

describe('room-service delivery stage', () => {
  it('is nothing until the order is accepted, and for a declined one', () => {
    expect(deliveryStage(order('Pending', [line('ready')]))).toBeNull()
    expect(deliveryStage(order('Declined', [line('ready')]))).toBeNull()
  })

  it('is preparing while any dish is not ready, ready once every dish is', () => {
    expect(deliveryStage(order('Accepted', [line(), line('ready')]))).toBe('preparing')
    expect(deliveryStage(order('Accepted', [line('preparing')]))).toBe('preparing')
    expect(deliveryStage(order('Accepted', [line('ready'), line('served')]))).toBe('ready')
  })

  it('ignores the operating price line, which the kitchen does not prepare', () => {
    expect(deliveryStage(order('Accepted', [line('ready'), line(undefined, true)]))).toBe('ready')
    // Only the fee: nothing to prepare, never "ready".
    expect(dishesReady(order('Accepted', [line('ready', true)]))).toBe(false)
  })

  it('is delivered once the waiter finished it, whatever the payment step after', () => {
    for (const status of ['Finished', 'Room', 'Paid'] as const)
      expect(deliveryStage(order(status, [line()]))).toBe('delivered')
  })
})
