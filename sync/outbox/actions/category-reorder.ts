import { CATEGORY_BASE } from '../../protocol/rules/index.ts'
import { CategoryPositionsBody } from '../../protocol/action-schemas.ts'
import { manyAction } from './kinds.ts'

/** A drag in the category list: PUT updateArticleCategoryPositions {categories} -> {categories}. */
export const reorderCategories = manyAction({
  type: 'category.reorder',
  table: 'categories',
  payload: CategoryPositionsBody,
  items: (p) => p.categories,
  id: (c) => c._id,
  patch: (c) => ({ position: c.position }),
  request: (p) => ({
    method: 'PUT',
    path: `${CATEGORY_BASE}/updateArticleCategoryPositions`,
    json: p,
  }),
  replyRows: (body) => {
    const rows = (body as { categories?: unknown } | null)?.categories
    return Array.isArray(rows) ? (rows as unknown[]) : []
  },
})
