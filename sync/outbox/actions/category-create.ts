import { CATEGORY_BASE } from '../../protocol/rules/index.ts'
import { CategoryCreatePayload } from '../../protocol/action-schemas.ts'
import { createAction } from './kinds.ts'

/** New menu category with the client's id: POST createArticleCategory -> ArticleCategory. */
export const createCategory = createAction({
  type: 'category.create',
  table: 'categories',
  payload: CategoryCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id,
    name: p.name,
    image: null,
    position: p.position ?? 0,
    min: p.min ?? null,
    max: p.max ?? null,
    timeAvailable: p.timeAvailable ?? null,
    service_name: p.service_name ?? '',
    service_ids: p.service_ids,
    capacity: p.capacity ?? null,
  }),
  request: (p) => ({ method: 'POST', path: `${CATEGORY_BASE}/createArticleCategory`, json: p }),
})
