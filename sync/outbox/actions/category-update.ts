import { CATEGORY_BASE } from '../../protocol/rules/index.ts'
import { UpdateArticleCategoryBody } from '../../protocol/action-schemas.ts'
import { updateAction } from './kinds.ts'

/** Edit a menu category (any subset of fields): PUT updateArticleCategory -> ArticleCategory. */
export const updateCategory = updateAction({
  type: 'category.update',
  table: 'categories',
  payload: UpdateArticleCategoryBody,
  id: (p) => p._id,
  patch: ({ _id: _, ...fields }) => {
    const patch: Record<string, unknown> = { ...fields }
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
    return patch
  },
  request: (p) => ({ method: 'PUT', path: `${CATEGORY_BASE}/updateArticleCategory`, json: p }),
})
