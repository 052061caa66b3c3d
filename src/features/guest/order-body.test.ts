import { describe, expect, it } from 'vitest'
import type { Article } from '../../../sync/protocol/menu.ts'
import { CreateOrderBody } from '../../../sync/protocol/orders.ts'
import { addToCart } from './cart.ts'
import { buildCreateOrderBody, placementFor } from './order-body.ts'
import { makeArticle } from './test-article.ts'

const pizza: Article = makeArticle({
  _id: 'pizza',
  service_id: 'room-service',
  name: { en: 'Pizza' },
  price: 12,
  modifiers: [
    {
      name: { en: 'Size' },
      price: 0,
      required: true,
      max: 1,
      answers: [
        { name: { en: 'S' }, price: 0 },
        { name: { en: 'L' }, price: 3 },
      ],
    },
    {
      name: { en: 'Toppings' },
      price: 0,
      required: false,
      max: 3,
      answers: [
        { name: { en: 'Olives' }, price: 1 },
        { name: { en: 'Ham' }, price: 2 },
        { name: { en: 'Egg' }, price: 1 },
      ],
    },
  ],
})

describe('the createOrder body', () => {
  const cart = addToCart(
    addToCart(
      [],
      pizza,
      [
        { index: 1, answers: [2, 0] },
        { index: 0, answers: [1] },
      ],
      2,
    ),
    pizza,
    [{ index: 0, answers: [0] }],
  )

  it('sends article ids, counts and modifier/answer indexes, never prices', () => {
    const body = buildCreateOrderBody({
      serviceId: 'room-service',
      stayId: 'stay-7',
      note: '  no onions ',
      payment: 'room',
      cart,
    })
    expect(body).toEqual({
      service_id: 'room-service',
      stay_id: 'stay-7',
      note: 'no onions',
      payment: 'room',
      content: [
        {
          article_id: 'pizza',
          count: 2,
          modifiers: [
            { index: 0, answers: [1] },
            { index: 1, answers: [0, 2] },
          ],
        },
        { article_id: 'pizza', count: 1, modifiers: [{ index: 0, answers: [0] }] },
      ],
    })
    expect(JSON.stringify(body)).not.toContain('price')
  })

  it('is accepted by the wire schema the server validates with', () => {
    for (const payment of ['cash', 'card', 'room'] as const) {
      const body = buildCreateOrderBody({ serviceId: 's', stayId: 'stay', note: '', payment, cart })
      expect(CreateOrderBody.safeParse(body).success).toBe(true)
    }
  })

  it('cuts the note to what the server accepts', () => {
    const body = buildCreateOrderBody({
      serviceId: 's',
      stayId: 'st',
      note: 'x'.repeat(600),
      payment: 'cash',
      cart,
    })
    expect(body.note).toHaveLength(500)
    expect(CreateOrderBody.safeParse(body).success).toBe(true)
  })
})

describe('the Idempotency-Key of a placement', () => {
  const body = (note: string) =>
    buildCreateOrderBody({
      serviceId: 's',
      stayId: 'st',
      note,
      payment: 'cash',
      cart: addToCart([], pizza, [{ index: 0, answers: [0] }]),
    })
  let n = 0
  const newKey = () => `key-${++n}`

  it('is reused when the same cart is placed again (double tap, retry)', () => {
    const first = placementFor(null, body('a'), newKey)
    const retry = placementFor(first, body('a'), newKey)
    expect(retry.key).toBe(first.key)
  })

  it('is new once the cart or note changed', () => {
    const first = placementFor(null, body('a'), newKey)
    const changed = placementFor(first, body('b'), newKey)
    expect(changed.key).not.toBe(first.key)
  })
})

describe('a table order', () => {
  const cart = addToCart([], pizza, [{ index: 0, answers: [0] }])
  const table = { tableId: 'table-4', userId: 'device-0123456789abcdef' }

  it('names the table and the phone, not a stay', () => {
    const body = buildCreateOrderBody({
      serviceId: 'restaurant',
      table,
      note: '',
      payment: 'cash',
      cart,
    })
    expect(body).toMatchObject({ table_id: 'table-4', user_id: 'device-0123456789abcdef' })
    expect(body).not.toHaveProperty('stay_id')
    expect(body).not.toHaveProperty('password')
    expect(CreateOrderBody.safeParse(body).success).toBe(true)
  })

  it('on the room bill it carries the room number and code; with cash it never does', () => {
    const roomBill = { roomNumber: ' 104 ', code: ' 4821 ' }
    const billed = buildCreateOrderBody({
      serviceId: 'restaurant',
      table: { ...table, roomBill },
      note: '',
      payment: 'room',
      cart,
    })
    expect(billed).toMatchObject({ payment: 'room', room_number: '104', password: '4821' })
    const cash = buildCreateOrderBody({
      serviceId: 'restaurant',
      table: { ...table, roomBill },
      note: '',
      payment: 'cash',
      cart,
    })
    expect(cash).not.toHaveProperty('password')
  })
})

describe('an order ahead for a table reservation', () => {
  const cart = addToCart([], pizza, [{ index: 0, answers: [0] }])

  it('carries the reservation with the stay; a plain room order does not', () => {
    const ahead = buildCreateOrderBody({
      serviceId: 'restaurant',
      stayId: 'stay',
      reservationId: 'res-1',
      note: '',
      payment: 'cash',
      cart,
    })
    expect(ahead).toMatchObject({ stay_id: 'stay', reservation_id: 'res-1' })
    expect(CreateOrderBody.safeParse(ahead).success).toBe(true)
    const plain = buildCreateOrderBody({
      serviceId: 'restaurant',
      stayId: 'stay',
      note: '',
      payment: 'cash',
      cart,
    })
    expect(plain).not.toHaveProperty('reservation_id')
  })
})
