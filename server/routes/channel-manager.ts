import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { Id, OTASYNC_BASE } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { synchronizeRooms, synchronizeStays } from '../integrations/channel-manager/sync.ts'

const IdParams = z.object({ id: Id })

export function channelManagerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${OTASYNC_BASE}/synchronizeRooms/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return synchronizeRooms(ctx, staff, id, request.log)
  })

  app.get(`${OTASYNC_BASE}/synchronizeStays/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return synchronizeStays(ctx, staff, id, request.log)
  })
}
