import type { Article } from '../../../sync/protocol/menu.ts'

/** A menu item for tests: neutral defaults, the test names what matters to it. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    _id: 'item',
    business_id: 'b',
    service_id: 's',
    category_id: 'mains',
    name: { en: 'Item' },
    description: { en: '' },
    price: 5,
    availability: true,
    count: null,
    position: 0,
    image: null,
    version: 1,
    modifiers: [],
    ...overrides,
  }
}
