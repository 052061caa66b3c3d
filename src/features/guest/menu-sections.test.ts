import { describe, expect, it } from 'vitest'
import type { Article, ArticleCategory } from '../../../sync/protocol/menu.ts'
import { firstPaintSections, limitedCategories, menuSections } from './menu-sections.ts'

const category = (id: string, position: number): ArticleCategory => ({
  _id: id,
  business_id: 'b',
  name: { en: id },
  image: null,
  position,
  min: null,
  max: null,
  timeAvailable: null,
  service_name: 'Room service',
  service_ids: ['s'],
  capacity: null,
  version: 1,
})
const article = (
  id: string,
  categoryId: string,
  position: number,
  availability = true,
): Article => ({
  _id: id,
  business_id: 'b',
  service_id: 's',
  category_id: categoryId,
  name: { en: id },
  description: { en: '' },
  price: 1,
  availability,
  count: null,
  modifiers: [],
  position,
  image: null,
  version: 1,
})

describe('the guest menu', () => {
  it('orders categories and their items by position, unavailable items included', () => {
    const sections = menuSections(
      [category('drinks', 2), category('mains', 1)],
      [
        article('cola', 'drinks', 2),
        article('water', 'drinks', 1),
        article('steak', 'mains', 1, false),
        article('pasta', 'mains', 0),
      ],
    )
    expect(sections.map((s) => [s.category?._id, s.articles.map((a) => a._id)])).toEqual([
      ['mains', ['pasta', 'steak']],
      ['drinks', ['water', 'cola']],
    ])
  })

  it('leaves out categories without items and puts items of unknown categories last', () => {
    const sections = menuSections(
      [category('desserts', 0), category('mains', 1), category('empty', 2)],
      [
        article('cake', 'desserts', 0, false),
        article('soup', 'mains', 0),
        article('tea', 'gone', 0),
      ],
    )
    expect(sections.map((s) => s.category?._id ?? null)).toEqual(['desserts', 'mains', null])
  })

  it('only categories with an orderable item hold an order back with their limits', () => {
    const sections = menuSections(
      [category('desserts', 0), category('mains', 1)],
      [article('cake', 'desserts', 0, false), article('soup', 'mains', 0)],
    )
    const limited = limitedCategories(sections, (a) => a.availability)
    expect(limited.map((c) => c._id)).toEqual(['mains'])
  })
})

describe('the first paint of a long menu', () => {
  const sectionOf = (id: string, items: number) => ({
    category: category(id, 0),
    articles: Array.from({ length: items }, (_, i) => article(`${id}-${i}`, id, i)),
  })

  it('shows sections until about a screen and a half of items, at least one', () => {
    const tens = Array.from({ length: 15 }, (_, i) => sectionOf(`c${i}`, 10))
    expect(firstPaintSections(tens)).toBe(3)
    expect(firstPaintSections(tens, 10)).toBe(1)
    expect(firstPaintSections([sectionOf('big', 150)])).toBe(1)
    expect(firstPaintSections([sectionOf('a', 2), sectionOf('b', 3)])).toBe(2)
    expect(firstPaintSections([])).toBe(0)
  })
})
