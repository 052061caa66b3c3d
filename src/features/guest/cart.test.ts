import { describe, expect, it } from 'vitest'
import type { Article } from '../../../sync/protocol/menu.ts'
import { lineTotal as protocolLineTotal } from '../../../sync/protocol/rules/index.ts'
import {
  addToCart,
  cartCount,
  cartTotal,
  changeCount,
  lineBreakdown,
  lineKey,
  MAX_LINE_COUNT,
  reconcileCart,
  removeLine,
  serviceFee,
} from './cart.ts'
import { makeArticle } from './test-article.ts'

function article(overrides: Partial<Article> = {}): Article {
  return makeArticle({
    _id: 'burger',
    business_id: 'b1',
    service_id: 's1',
    name: { en: 'Burger', srb: 'Pljeskavica' },
    price: 9.99,
    modifiers: [
      {
        name: { en: 'Side' },
        price: 0,
        required: true,
        max: 1,
        answers: [
          { name: { en: 'Fries' }, price: 1.1 },
          { name: { en: 'Salad' }, price: 0.7 },
        ],
      },
      {
        name: { en: 'Extras' },
        price: 0,
        required: false,
        max: 3,
        answers: [
          { name: { en: 'Cheese' }, price: 0.35 },
          { name: { en: 'Bacon' }, price: 1.15 },
          { name: { en: 'Egg' }, price: 0.5 },
        ],
      },
    ],
    ...overrides,
  })
}

const fries = { index: 0, answers: [0] }
const salad = { index: 0, answers: [1] }

describe('adding to the cart', () => {
  it('merges the same item with the same modifiers into one line', () => {
    let cart = addToCart([], article(), [fries, { index: 1, answers: [1, 0] }])
    cart = addToCart(cart, article(), [{ index: 1, answers: [0, 1] }, fries], 2)
    expect(cart).toHaveLength(1)
    expect(cart[0]?.count).toBe(3)
  })

  it('keeps the same item with other modifiers on its own line', () => {
    let cart = addToCart([], article(), [fries])
    cart = addToCart(cart, article(), [salad])
    cart = addToCart(cart, article(), [fries, { index: 1, answers: [2] }])
    expect(cart.map((l) => l.count)).toEqual([1, 1, 1])
    expect(new Set(cart.map((l) => l.key)).size).toBe(3)
  })

  it('ignores modifiers without answers when comparing lines', () => {
    expect(lineKey('a', [fries, { index: 1, answers: [] }])).toBe(lineKey('a', [fries]))
  })

  it('snapshots the chosen answers with their names and prices', () => {
    const [line] = addToCart([], article(), [fries, { index: 1, answers: [2, 0] }])
    expect(line?.modifiers).toEqual([
      { name: { en: 'Side' }, answers: [{ name: { en: 'Fries' }, price: 1.1 }] },
      {
        name: { en: 'Extras' },
        answers: [
          { name: { en: 'Cheese' }, price: 0.35 },
          { name: { en: 'Egg' }, price: 0.5 },
        ],
      },
    ])
    expect(line?.picks).toEqual([fries, { index: 1, answers: [0, 2] }])
  })

  it('never puts more than the server accepts on one line', () => {
    const cart = addToCart(addToCart([], article(), [fries], 98), article(), [fries], 5)
    expect(cart[0]?.count).toBe(MAX_LINE_COUNT)
  })
})

describe('changing counts', () => {
  it('decrements and deletes the line at 0', () => {
    let cart = addToCart([], article(), [fries], 2)
    const key = cart[0]!.key
    cart = changeCount(cart, key, -1)
    expect(cart[0]?.count).toBe(1)
    cart = changeCount(cart, key, -1)
    expect(cart).toEqual([])
  })

  it('increments one line only and removes a line outright', () => {
    let cart = addToCart(addToCart([], article(), [fries]), article(), [salad])
    cart = changeCount(cart, cart[1]!.key, +1)
    expect(cart.map((l) => l.count)).toEqual([1, 2])
    cart = removeLine(cart, cart[0]!.key)
    expect(cart.map((l) => l.picks)).toEqual([[salad]])
  })
})

describe('totals', () => {
  it('adds modifier answer prices to each item and rounds to 2 decimals', () => {
    // (9.99 + 1.10 + 0.35 + 1.15) * 3 = 37.77 ; (9.99 + 0.70) * 1 = 10.69
    let cart = addToCart([], article(), [fries, { index: 1, answers: [0, 1] }], 3)
    cart = addToCart(cart, article(), [salad])
    expect(cartTotal(cart)).toBe(48.46)
    expect(cartCount(cart)).toBe(4)
  })

  it('rounds away floating point noise', () => {
    const cart = addToCart([], article({ price: 0.1, modifiers: [] }), [], 3)
    expect(cartTotal(cart)).toBe(0.3)
  })

  it('explains a line: the item’s price, each extra with its price, one of it with its extras', () => {
    const [line] = addToCart([], article(), [fries, { index: 1, answers: [0, 1] }], 3)
    const { itemPrice, extras, unit } = lineBreakdown(line!)
    expect(itemPrice).toBe(9.99)
    expect(extras).toEqual([
      { name: { en: 'Fries' }, price: 1.1 },
      { name: { en: 'Cheese' }, price: 0.35 },
      { name: { en: 'Bacon' }, price: 1.15 },
    ])
    expect(unit).toBe(12.59)
    expect(cartTotal([line!])).toBe(37.77)
  })

  it('prices a line exactly as the shared order rules price the ordered line', () => {
    const cart = addToCart([], article(), [salad, { index: 1, answers: [0, 1, 2] }], 7)
    expect(cartTotal(cart)).toBe(protocolLineTotal(cart[0]!))
  })

  it('adds the room-service fee once, as the server does, but not to an empty cart', () => {
    const cart = addToCart([], article({ price: 4.5, modifiers: [] }), [], 2)
    const fee = serviceFee({ type: 'roomservice', options: { operatingPrice: 2 } })
    expect(fee).toBe(2)
    expect(cartTotal(cart, fee)).toBe(11)
    expect(cartTotal([], fee)).toBe(0)
    expect(serviceFee({ type: 'restaurant', options: { operatingPrice: 2 } })).toBe(0)
    expect(serviceFee({ type: 'roomservice', options: {} })).toBe(0)
  })

  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0)
    expect(cartCount([])).toBe(0)
  })
})

describe('a kept cart against a changed menu', () => {
  it('drops unavailable or vanished items and re-prices the rest', () => {
    const cart = addToCart(
      addToCart([], article(), [fries], 2),
      article({ _id: 'soup', modifiers: [] }),
      [],
    )
    const next = reconcileCart(cart, [article({ price: 11 })])
    expect(next).toHaveLength(1)
    expect(next[0]?.price).toBe(11)
    expect(cartTotal(next)).toBe(24.2)
    expect(reconcileCart(cart, [article({ availability: false })])).toEqual([])
  })

  it('drops lines whose answers no longer exist', () => {
    const cart = addToCart([], article(), [fries, { index: 1, answers: [2] }])
    const fewerExtras = article()
    fewerExtras.modifiers[1]!.answers.pop()
    expect(reconcileCart(cart, [fewerExtras])).toEqual([])
  })
})
