import { describe, expect, it } from 'vitest'
import type { Article, ArticleCategory } from '../../../sync/protocol/index.ts'
import { menuView } from './menu-view.ts'

const category = (id: string, position: number, en: string, serviceIds = ['s1']) =>
  ({ _id: id, position, name: { en }, service_ids: serviceIds }) as unknown as ArticleCategory
const item = (id: string, categoryId: string, position: number, en: string, serviceId = 's1') =>
  ({
    _id: id,
    position,
    name: { en },
    category_id: categoryId,
    service_id: serviceId,
  }) as unknown as Article

const rows = {
  categories: [
    category('drinks', 1, 'Drinks'),
    category('breakfast', 0, 'Breakfast'),
    category('other', 0, 'Other', ['s2']),
  ],
  articles: [
    item('juice', 'drinks', 0, 'Orange juice'),
    item('water', 'drinks', 1, 'Water'),
    item('eggs', 'breakfast', 0, 'Eggs'),
    item('tea', 'drinks', 0, 'Tea', 's2'),
  ],
}
const ids = (list: readonly { _id: string }[] | undefined) => list?.map((r) => r._id)

describe('menu view', () => {
  it('without a search: the service categories, the first or the chosen one selected', () => {
    const first = menuView('s1', rows, ' ', null)
    expect(first.searching).toBe(false)
    expect(ids(first.categories)).toEqual(['breakfast', 'drinks'])
    expect(first.selected?._id).toBe('breakfast')
    expect(ids(first.items)).toEqual(['eggs'])
    const chosen = menuView('s1', rows, '', 'drinks')
    expect(chosen.selected?._id).toBe('drinks')
    expect(ids(chosen.items)).toEqual(['juice', 'water'])
    expect(ids(chosen.itemsIn('drinks'))).toEqual(['juice', 'water'])
  })

  it('a search lists the categories matching by name or by an item, and only matching items', () => {
    const view = menuView('s1', rows, 'juice', 'breakfast')
    expect(view.searching).toBe(true)
    expect(ids(view.categories)).toEqual(['drinks'])
    expect(ids(view.allCategories)).toEqual(['breakfast', 'drinks'])
    // The chosen category is not listed: the first listed one is shown.
    expect(view.selected?._id).toBe('drinks')
    expect(ids(view.items)).toEqual(['juice'])
    // A category whose own name matches shows all its items.
    expect(ids(menuView('s1', rows, 'drink', null).items)).toEqual(['juice', 'water'])
  })

  it('nothing matches: no category selected, no items', () => {
    const view = menuView('s1', rows, 'pizza', null)
    expect(view.categories).toEqual([])
    expect(view.selected).toBeUndefined()
    expect(view.items).toEqual([])
  })
})
