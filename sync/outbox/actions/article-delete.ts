import { ARTICLE_BASE } from '../../protocol/rules/index.ts'
import { ArticleIdBody } from '../../protocol/action-schemas.ts'
import { deleteAction } from './kinds.ts'

/** Delete a menu item: DELETE deleteArticle/{id} -> {_id, version, deleted}. */
export const deleteArticle = deleteAction({
  type: 'article.delete',
  table: 'articles',
  payload: ArticleIdBody,
  id: (p) => p.article_id,
  request: (p) => ({ method: 'DELETE', path: `${ARTICLE_BASE}/deleteArticle/${p.article_id}` }),
})
