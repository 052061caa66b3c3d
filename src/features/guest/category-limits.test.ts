import { describe, expect, it } from 'vitest'
import type { Article } from '../../../sync/protocol/menu.ts'
import { addToCart } from './cart.ts'
import {
  distinctLinesIn,
  isInLimits,
  limitViolations,
  type LimitedCategory,
} from './category-limits.ts'
import { makeArticle } from './test-article.ts'

function item(id: string, category: string): Article {
  return makeArticle({
    _id: id,
    category_id: category,
    name: { en: id },
    modifiers: [
      {
        name: { en: 'Size' },
        price: 0,
        required: false,
        max: 1,
        answers: [
          { name: { en: 'S' }, price: 0 },
          { name: { en: 'L' }, price: 1 },
        ],
      },
    ],
  })
}
const category = (
  id: string,
  position: number,
  min: number | null,
  max: number | null,
): LimitedCategory => ({
  _id: id,
  position,
  min,
  max,
})

describe('category limits', () => {
  it('a category without min and max is always in limits', () => {
    const cart = addToCart([], item('wine', 'drinks'), [], 40)
    expect(isInLimits(category('drinks', 0, null, null), cart)).toBe(true)
    expect(isInLimits(category('drinks', 0, null, null), [])).toBe(true)
  })

  it('counts distinct cart lines, not the number of items', () => {
    let cart = addToCart([], item('soup', 'starters'), [], 5)
    expect(distinctLinesIn(cart, 'starters')).toBe(1)
    expect(isInLimits(category('starters', 0, 1, 1), cart)).toBe(true)
    // the same item with another answer is a second line
    cart = addToCart(cart, item('soup', 'starters'), [{ index: 0, answers: [1] }])
    expect(distinctLinesIn(cart, 'starters')).toBe(2)
    expect(isInLimits(category('starters', 0, 1, 1), cart)).toBe(false)
  })

  it('is in limits between min and max inclusive', () => {
    const one = addToCart([], item('a', 'set'), [])
    const two = addToCart(one, item('b', 'set'), [])
    const three = addToCart(two, item('c', 'set'), [])
    const set = category('set', 0, 1, 2)
    expect([[], one, two, three].map((cart) => isInLimits(set, cart))).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it('treats a missing bound as open', () => {
    const two = addToCart(addToCart([], item('a', 'set'), []), item('b', 'set'), [])
    expect(isInLimits(category('set', 0, 3, null), two)).toBe(false)
    expect(isInLimits(category('set', 0, 2, null), two)).toBe(true)
    expect(isInLimits(category('set', 0, null, 1), two)).toBe(false)
    expect(isInLimits(category('set', 0, null, 2), two)).toBe(true)
  })

  it('lists violations in menu order so the first one is where to scroll', () => {
    const cart = addToCart(addToCart([], item('a', 'desserts'), []), item('b', 'desserts'), [])
    const categories = [
      category('desserts', 3, null, 1),
      category('mains', 1, null, null),
      category('starters', 2, 1, 2),
    ]
    expect(limitViolations(categories, cart)).toEqual([
      { category_id: 'starters', kind: 'min', count: 0, min: 1, max: 2 },
      { category_id: 'desserts', kind: 'max', count: 2, min: null, max: 1 },
    ])
    expect(limitViolations(categories, addToCart([], item('s', 'starters'), []))).toEqual([])
  })
})
