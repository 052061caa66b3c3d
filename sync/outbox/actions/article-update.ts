import {
  ALLERGENS,
  ARTICLE_BASE,
  canonicalList,
  DIETS,
  roundMoney,
} from '../../protocol/rules/index.ts'
import { UpdateArticleBody } from '../../protocol/action-schemas.ts'
import { updateAction } from './kinds.ts'

/** Edit a menu item (any subset of fields): PUT updateArticle -> Article. */
export const updateArticle = updateAction({
  type: 'article.update',
  table: 'articles',
  payload: UpdateArticleBody,
  id: (p) => p._id,
  patch: ({ _id: _, ...fields }) => {
    const patch: Record<string, unknown> = { ...fields }
    if (fields.price !== undefined) patch.price = roundMoney(fields.price)
    if (fields.allergens) patch.allergens = canonicalList(ALLERGENS, fields.allergens)
    if (fields.diets) patch.diets = canonicalList(DIETS, fields.diets)
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
    return patch
  },
  request: (p) => ({ method: 'PUT', path: `${ARTICLE_BASE}/updateArticle`, json: p }),
})
