import type { FastifyInstance } from 'fastify'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { Id } from '../../sync/protocol/index.ts'
import { serviceByName } from '../../sync/protocol/rules/index.ts'
import type { AppContext } from '../context.ts'
import { articleCategories, articles, rooms, services } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { articleToWire, categoryToWire } from '../domain/serialize.ts'
import { withDiscounts } from '../domain/promotions/pricing.ts'

const IdParams = z.object({ id: Id })
export const ServiceIdsQuery = z.object({
  service_ids: z
    .string()
    .max(2000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(Id).min(1, 'service_ids needs at least one id').max(50)),
})
const BusinessServiceParams = z.object({ bId: Id, service: z.string().min(1).max(100) })

/**
 * Menu reads. They are public on purpose: a menu is shown to anyone holding a room or table link,
 * and holds nothing private. Deleted rows are never returned.
 */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const categoriesWhere = (...conditions: Parameters<typeof and>) =>
    ctx.db
      .select()
      .from(articleCategories)
      .where(and(isNull(articleCategories.deletedAt), ...conditions))
      .orderBy(asc(articleCategories.position))
  const articlesWhere = (...conditions: Parameters<typeof and>) =>
    ctx.db
      .select()
      .from(articles)
      .where(and(isNull(articles.deletedAt), ...conditions))
      .orderBy(asc(articles.position))

  /** Items at the hotel's today's price: a running discount's, with `full_price` (docs/api.md). */
  const priced = (rows: (typeof articles.$inferSelect)[]) =>
    withDiscounts(ctx.db, 'menu', rows.map(articleToWire))

  async function serviceIdByName(businessId: string, name: string): Promise<string> {
    const [row] = await ctx.db
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          eq(services.businessId, businessId),
          eq(services.name, name),
          isNull(services.deletedAt),
        ),
      )
    if (!row) throw notFound('Service')
    return row.id
  }

  app.get(
    '/api/v2/restaraunt-bar/articleCategory/getArticleCategoriesByServiceIDs',
    async (request) => {
      const { service_ids } = parse(ServiceIdsQuery, request.query, 'query')
      const rows = await categoriesWhere(
        sql`${articleCategories.serviceIds} ?| array[${sql.join(
          service_ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`,
      )
      return rows.map(categoryToWire)
    },
  )

  app.get(
    '/api/restaraunt-bar/articleCategory/getArticleCategoryByBusinessID/:id',
    async (request) => {
      const { id } = parse(IdParams, request.params, 'params')
      return (await categoriesWhere(eq(articleCategories.businessId, id))).map(categoryToWire)
    },
  )

  app.get(
    '/api/restaraunt-bar/articleCategory/getArticleCategoryByBusinessIDandServiceName/:bId/:service',
    async (request) => {
      const { bId, service } = parse(BusinessServiceParams, request.params, 'params')
      const serviceId = await serviceIdByName(bId, service)
      const rows = await categoriesWhere(
        eq(articleCategories.businessId, bId),
        sql`${articleCategories.serviceIds} ? ${serviceId}`,
      )
      return rows.map(categoryToWire)
    },
  )

  /**
   * The guest menu page in one read: the service a room link names (by name as the link carries
   * it; an ordering service of the room's hotel), its categories and its items. The page starts
   * it with its other reads, before its scripts have arrived (src/features/guest/early-reads.ts).
   */
  app.get('/api/v2/restaraunt-bar/article/getMenuByRoomID/:rId/:service', async (request) => {
    const params = parse(
      z.object({ rId: Id, service: z.string().min(1).max(100) }),
      request.params,
      'params',
    )
    const [room] = await ctx.db
      .select({ businessId: rooms.businessId })
      .from(rooms)
      .where(and(eq(rooms.id, params.rId), isNull(rooms.deletedAt)))
    if (!room) throw notFound('Room')
    const candidates = await ctx.db
      .select()
      .from(services)
      .where(and(eq(services.businessId, room.businessId), isNull(services.deletedAt)))
    const service = serviceByName(candidates, params.service)
    if (!service) throw notFound('Service')
    const [categoryRows, articleRows] = await Promise.all([
      categoriesWhere(sql`${articleCategories.serviceIds} ? ${service.id}`),
      articlesWhere(eq(articles.serviceId, service.id)),
    ])
    return {
      service_id: service.id,
      categories: categoryRows.map(categoryToWire),
      articles: await priced(articleRows),
    }
  })

  app.get('/api/v2/restaraunt-bar/article/getArticleByServiceIDs', async (request) => {
    const { service_ids } = parse(ServiceIdsQuery, request.query, 'query')
    return priced(await articlesWhere(inArray(articles.serviceId, service_ids)))
  })

  app.get('/api/v2/restaraunt-bar/article/getArticleByBusinessID/:id', async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    return priced(await articlesWhere(eq(articles.businessId, id)))
  })

  app.get(
    '/api/restaraunt-bar/article/getArticleByBusinessIDAndService/:businessId/:service',
    async (request) => {
      const params = parse(
        z.object({ businessId: Id, service: z.string().min(1).max(100) }),
        request.params,
        'params',
      )
      const serviceId = await serviceIdByName(params.businessId, params.service)
      return priced(await articlesWhere(eq(articles.serviceId, serviceId)))
    },
  )

  app.get('/api/v2/restaraunt-bar/article/getArcticlesByCategoryID/:id', async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    return priced(await articlesWhere(eq(articles.categoryId, id)))
  })

  app.get('/api/v2/restaraunt-bar/article/getArticleByID/:id', async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const [row] = await articlesWhere(eq(articles.id, id))
    if (!row) throw notFound('Article')
    const [one] = await priced([row])
    return one
  })
}
