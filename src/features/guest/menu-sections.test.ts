import { describe, expect, it } from 'vitest'
import type { Article, ArticleCategory } from '../../../sync/protocol/menu.ts'
import { limitedCategories, menuSections } from './menu-sections.ts'

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
