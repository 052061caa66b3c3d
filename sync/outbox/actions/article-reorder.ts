import { ARTICLE_BASE } from '../../protocol/rules/index.ts'
import { ArticlePositionsBody } from '../../protocol/action-schemas.ts'
import { manyAction } from './kinds.ts'

/** A drag in the item list: PUT updateArticlePositions {articles} -> {articles}. */
export const reorderArticles = manyAction({
  type: 'article.reorder',
  table: 'articles',
  payload: ArticlePositionsBody,
  items: (p) => p.articles,
  id: (a) => a._id,
  patch: (a) => ({ position: a.position }),
  request: (p) => ({ method: 'PUT', path: `${ARTICLE_BASE}/updateArticlePositions`, json: p }),
  replyRows: (body) => {
    const rows = (body as { articles?: unknown } | null)?.articles
    return Array.isArray(rows) ? (rows as unknown[]) : []
  },
})
