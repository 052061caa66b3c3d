import {
  ALLERGENS,
  ARTICLE_BASE,
  canonicalList,
  DIETS,
  roundMoney,
} from '../../protocol/rules/index.ts'
import { ArticleCreatePayload } from '../../protocol/action-schemas.ts'
import { createAction } from './kinds.ts'

/** New menu item with the client's id: POST createArticle -> Article. */
export const createArticle = createAction({
  type: 'article.create',
  table: 'articles',
  payload: ArticleCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id,
    service_id: p.service_id,
    category_id: p.category_id,
    name: p.name,
    description: p.description ?? { en: '' },
    price: roundMoney(p.price),
    availability: p.availability ?? true,
    count: p.count ?? null,
    modifiers: p.modifiers ?? [],
    position: p.position ?? 0,
    image: null,
    // An amenities request (a cleaning, a repair) is one on this device at once, offline too.
    kind: p.kind ?? 'item',
    allergens: canonicalList(ALLERGENS, p.allergens ?? []),
    diets: canonicalList(DIETS, p.diets ?? []),
  }),
  request: (p) => ({ method: 'POST', path: `${ARTICLE_BASE}/createArticle`, json: p }),
})
