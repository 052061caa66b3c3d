import { CATEGORY_BASE } from '../../protocol/rules/index.ts'
import { CategoryIdBody } from '../../protocol/action-schemas.ts'
import { deleteAction } from './kinds.ts'

/**
 * Delete a menu category: DELETE deleteArticleCategory/{id} -> {_id, version, deleted}. The
 * server deletes its items with it; their tombstones arrive by event and pull.
 */
export const deleteCategory = deleteAction({
  type: 'category.delete',
  table: 'categories',
  payload: CategoryIdBody,
  id: (p) => p.category_id,
  request: (p) => ({
    method: 'DELETE',
    path: `${CATEGORY_BASE}/deleteArticleCategory/${p.category_id}`,
  }),
})
