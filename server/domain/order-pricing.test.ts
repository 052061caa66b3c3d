import { describe, expect, it } from 'vitest'
import type { Article, Modifier, OrderLineRequest, Service } from '../../sync/protocol/index.ts'
import { HttpError } from '../http/errors.ts'
import { OPERATING_PRICE_NAME, priceLines } from './order-pricing.ts'

const service = (type: Service['type'], options: Service['options'] = {}, id = 'svc'): Service => ({
  _id: id,
  business_id: 'biz',
  name: type,
  type,
  description: '',
  email: '',
  image: null,
  options,
  workingHours: null,
  shifts: [],
  version: 1,
})

const answer = (en: string, price = 0) => ({ name: { en }, price })
const EGGS: Modifier = {
  name: { en: 'Eggs' },
  price: 0,
  answers: [answer('Scrambled'), answer('Fried')],
  max: 1,
  required: true,
}
const EXTRAS: Modifier = {
  name: { en: 'Extras' },
  price: 0,
  answers: [answer('Cheese', 1), answer('Bacon', 1.5), answer('Egg', 1)],
  max: 2,
  required: false,
}

const article = (id: string, price: number, extra: Partial<Article> = {}): Article => ({
  _id: id,
  business_id: 'biz',
  service_id: 'svc',
  category_id: 'cat',
  name: { en: id, srb: `${id}-srb` },
  description: { en: '' },
  price,
  availability: true,
  count: null,
  modifiers: [],
  position: 0,
  image: null,
  version: 1,
  ...extra,
})

const menu = new Map<string, Article>([
  ['water', article('water', 3)],
  ['eggs', article('eggs', 7.5, { modifiers: [EGGS] })],
  ['burger', article('burger', 13.5, { modifiers: [EXTRAS] })],
  ['gone', article('gone', 5, { availability: false })],
  ['foreign', article('foreign', 5, { service_id: 'other-service' })],
  ['odd', article('odd', 2.345)],
])

const req = (
  article_id: string,
  count = 1,
  modifiers: OrderLineRequest['modifiers'] = [],
): OrderLineRequest => ({
  article_id,
  count,
  modifiers,
})

function refusal(run: () => unknown): HttpError {
  try {
    run()
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('priced without complaint')
}

describe('priceLines', () => {
  const restaurant = service('restaurant')

  it('takes name, price and category from the menu, never from the client', () => {
    const client = {
      ...req('water', 2),
      price: 0.01,
      name: { en: 'free water' },
    } as OrderLineRequest
    expect(priceLines([client], menu, restaurant)).toEqual([
      {
        article_id: 'water',
        name: { en: 'water', srb: 'water-srb' },
        price: 3,
        count: 2,
        modifiers: [],
        operatingPrice: false,
        category_id: 'cat',
      },
    ])
  })

  it('rounds the menu price to 2 decimals', () => {
    expect(priceLines([req('odd')], menu, restaurant)[0]!.price).toBe(2.35)
  })

  it.each([
    ['unknown', 'nope'],
    ['of another service', 'foreign'],
  ])('refuses an item %s, naming the line', (_what, id) => {
    const error = refusal(() => priceLines([req('water'), req(id)], menu, restaurant))
    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('validation')
    expect(error.extra.field).toBe('content.1.article_id')
  })

  it('refuses an unavailable item', () => {
    const error = refusal(() => priceLines([req('gone')], menu, restaurant))
    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('order.article_unavailable')
    expect(error.extra.field).toBe('content.0.article_id')
    expect(error.message).toContain('gone')
  })

  it('refuses a line without an answer to a required modifier: "This is required."', () => {
    const error = refusal(() => priceLines([req('eggs')], menu, restaurant))
    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('order.modifier_required')
    expect(error.extra.field).toBe('content.0.modifiers')
    expect(error.message).toContain('This is required.')
    const empty = refusal(() =>
      priceLines([req('eggs', 1, [{ index: 0, answers: [] }])], menu, restaurant),
    )
    expect(empty.code).toBe('order.modifier_required')
  })

  it('refuses more answers than the modifier allows', () => {
    const error = refusal(() =>
      priceLines([req('burger', 1, [{ index: 0, answers: [0, 1, 2] }])], menu, restaurant),
    )
    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('order.modifier_too_many')
    expect(error.extra.field).toBe('content.0.modifiers')
  })

  it('counts a repeated answer once', () => {
    const [line] = priceLines(
      [req('burger', 1, [{ index: 0, answers: [1, 1, 1] }])],
      menu,
      restaurant,
    )
    expect(line!.modifiers).toEqual([{ name: { en: 'Extras' }, answers: [answer('Bacon', 1.5)] }])
  })

  it('refuses a modifier or answer the item does not have', () => {
    expect(
      refusal(() => priceLines([req('water', 1, [{ index: 0, answers: [0] }])], menu, restaurant))
        .extra.field,
    ).toBe('content.0.modifiers')
    expect(
      refusal(() => priceLines([req('eggs', 1, [{ index: 0, answers: [7] }])], menu, restaurant))
        .extra.field,
    ).toBe('content.0.modifiers')
  })

  it('snapshots the chosen answers with their menu prices', () => {
    const [eggs, burger] = priceLines(
      [
        req('eggs', 1, [{ index: 0, answers: [1] }]),
        req('burger', 2, [{ index: 0, answers: [0, 1] }]),
      ],
      menu,
      restaurant,
    )
    expect(eggs!.modifiers).toEqual([{ name: { en: 'Eggs' }, answers: [answer('Fried')] }])
    expect(burger!.modifiers).toEqual([
      { name: { en: 'Extras' }, answers: [answer('Cheese', 1), answer('Bacon', 1.5)] },
    ])
    expect(burger!.price).toBe(13.5)
  })

  it('adds the operating-price fee line to room-service orders', () => {
    const lines = priceLines([req('water')], menu, service('roomservice', { operatingPrice: 2 }))
    expect(lines).toHaveLength(2)
    expect(lines[1]).toEqual({
      article_id: null,
      name: OPERATING_PRICE_NAME,
      price: 2,
      count: 1,
      modifiers: [],
      operatingPrice: true,
      category_id: null,
    })
  })

  it('adds no fee line without an operating price, or outside room service', () => {
    expect(priceLines([req('water')], menu, service('roomservice'))).toHaveLength(1)
    expect(
      priceLines([req('water')], menu, service('roomservice', { operatingPrice: 0 })),
    ).toHaveLength(1)
    expect(
      priceLines([req('water')], menu, service('restaurant', { operatingPrice: 2 })),
    ).toHaveLength(1)
  })
})
