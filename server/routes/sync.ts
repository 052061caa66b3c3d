import type { FastifyInstance } from 'fastify'
import { PULL_PATH, PUSH_PATH, PullQuery, PushBody } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { pullPage } from '../domain/pull.ts'
import { pushActions } from '../domain/push.ts'
import { FAST_INPUT_BODY_LIMIT } from './reception-fast-input.ts'

/** A push may carry fast-input imports (`stay.fastInput`, up to ~6 MB of JSON each). */
const PUSH_BODY_LIMIT = 2 * FAST_INPUT_BODY_LIMIT

export function syncRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(PULL_PATH, async (request) => {
    const query = parse(PullQuery, request.query, 'query')
    const staff = await requireStaff(ctx, request)
    return pullPage(ctx, staff, query.cursor, query.limit)
  })

  /** Queued staff actions, batched: one result per action processed, in order (docs/api.md). */
  app.post(PUSH_PATH, { bodyLimit: PUSH_BODY_LIMIT }, async (request) => {
    const body = parse(PushBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    const { results, failures } = await pushActions(ctx, staff, body.actions)
    for (const { id, type, error } of failures)
      request.log.error({ err: error, action: { id, type } }, 'push action failed')
    return { results }
  })
}
