import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  ARTICLE_BASE,
  ArticlePositionsBody,
  CATEGORY_BASE,
  CategoryPositionsBody,
  CreateArticleBody,
  CreateArticleCategoryBody,
  Id,
  OLD_TABLE_BASE,
  ROOM_BASE,
  UpdateArticleBody,
  UpdateArticleCategoryBody,
  UpdateTableManyBody,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { STAFF_WRITES } from '../domain/writes/index.ts'
import { createCategory } from '../domain/writes/categories.ts'
import { createArticle } from '../domain/writes/articles.ts'
import { updateTableMany } from '../domain/writes/tables.ts'
import { bodyWrite, bodyWriteRoutes } from './body-writes.ts'

const IdParams = z.object({ id: Id })

/**
 * The staff writes the outbox also sends through the push (server/domain/writes): each route
 * parses, authorizes and runs the same write the push runs, so both answer alike.
 */
export function staffWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const roomStatus = [
    ['setRoomToActive', STAFF_WRITES['room.setActive']],
    ['setRoomToInactive', STAFF_WRITES['room.setInactive']],
  ] as const
  for (const [path, write] of roomStatus) {
    app.put(`${ROOM_BASE}/${path}/:id`, async (request) => {
      const { id } = parse(IdParams, request.params, 'params')
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) => write.run(tx, staff, { room_id: id }))
    })
  }

  app.post(`${CATEGORY_BASE}/createArticleCategory`, async (request) => {
    const body = parse(CreateArticleCategoryBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createCategory(tx, staff, body))
  })

  app.delete(`${CATEGORY_BASE}/deleteArticleCategory/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    const write = STAFF_WRITES['category.delete']
    return commitWrite(ctx, staff, (tx) => write.run(tx, staff, { category_id: id }))
  })

  bodyWriteRoutes(app, ctx, [
    bodyWrite(
      'PUT',
      `${CATEGORY_BASE}/updateArticleCategory`,
      UpdateArticleCategoryBody,
      'category.update',
    ),
    bodyWrite(
      'PUT',
      `${CATEGORY_BASE}/updateArticleCategoryPositions`,
      CategoryPositionsBody,
      'category.reorder',
    ),
    bodyWrite('PUT', `${ARTICLE_BASE}/updateArticle`, UpdateArticleBody, 'article.update'),
    bodyWrite(
      'PUT',
      `${ARTICLE_BASE}/updateArticlePositions`,
      ArticlePositionsBody,
      'article.reorder',
    ),
  ])

  app.post(`${ARTICLE_BASE}/createArticle`, async (request) => {
    const body = parse(CreateArticleBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createArticle(tx, staff, body))
  })

  app.delete(`${ARTICLE_BASE}/deleteArticle/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    const write = STAFF_WRITES['article.delete']
    return commitWrite(ctx, staff, (tx) => write.run(tx, staff, { article_id: id }))
  })

  app.put(`${OLD_TABLE_BASE}/updateTableMany/`, async (request) => {
    const body = parse(UpdateTableManyBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateTableMany(tx, staff, body))
  })
}
