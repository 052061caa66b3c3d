import type { FastifyInstance } from 'fastify'
import { PULL_PATH, PullQuery } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { pullPage } from '../domain/pull.ts'

export function syncRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(PULL_PATH, async (request) => {
    const query = parse(PullQuery, request.query, 'query')
    const staff = await requireStaff(ctx, request)
    return pullPage(ctx, staff, query.cursor, query.limit)
  })
}
