import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import {
  ChangeOrderInfoBody,
  CreateInfoBody,
  CreateOfferBody,
  CreateStoreBody,
  INFO_BASE,
  Id,
  UpdateInfoBody,
  UpdateOfferBody,
  UpdateStoreBody,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { infoOffers, infoStores, infos } from '../db/schema.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { commitWrite } from '../domain/writes/run.ts'
import type { StaffContext } from '../domain/permissions.ts'
import type { Tx } from '../db/client.ts'
import type { WriteResult } from '../domain/writes/types.ts'
import * as catalog from '../domain/info/catalog.ts'
import { infoToWire, offerToWire, storeToWire } from '../domain/info/wire.ts'

const IdParams = z.object({ id: Id })

/**
 * Info pages (spec 001 §7 "Info, offers, stores", docs/api.md "Info"): the reads are public by
 * the service's id, like the menus (the guest info page shows them); the writes need itemsWrite
 * on the info service and are push actions too.
 */
export function infoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${INFO_BASE}/getInfosByServiceID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const rows = await ctx.db
      .select()
      .from(infos)
      .where(and(eq(infos.serviceId, id), isNull(infos.deletedAt)))
      .orderBy(asc(infos.position), asc(infos.id))
    return rows.map(infoToWire)
  })

  app.get(`${INFO_BASE}/getOffersByServiceID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const rows = await ctx.db
      .select()
      .from(infoOffers)
      .where(and(eq(infoOffers.serviceId, id), isNull(infoOffers.deletedAt)))
      .orderBy(asc(infoOffers.id))
    return rows.map(offerToWire)
  })

  app.get(`${INFO_BASE}/getStoresByServiceID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const rows = await ctx.db
      .select()
      .from(infoStores)
      .where(and(eq(infoStores.serviceId, id), isNull(infoStores.deletedAt)))
      .orderBy(asc(infoStores.id))
    return rows.map(storeToWire)
  })

  const write =
    <B>(
      schema: z.core.$ZodType<B>,
      from: 'body' | 'params',
      run: (tx: Tx, staff: StaffContext, input: B) => Promise<WriteResult>,
    ) =>
    async (request: FastifyRequest) => {
      const input: B = parse(schema, from === 'body' ? request.body : request.params, from)
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) => run(tx, staff, input))
    }
  const byId = (run: (tx: Tx, staff: StaffContext, id: string) => Promise<WriteResult>) =>
    write(IdParams, 'params', (tx, staff, p: { id: string }) => run(tx, staff, p.id))

  app.post(`${INFO_BASE}/createInfo`, write(CreateInfoBody, 'body', catalog.createInfo))
  app.put(`${INFO_BASE}/updateInfo`, write(UpdateInfoBody, 'body', catalog.updateInfo))
  app.put(
    `${INFO_BASE}/changeOrderInfoObjects`,
    write(ChangeOrderInfoBody, 'body', catalog.changeOrderInfos),
  )
  app.delete(`${INFO_BASE}/deleteInfo/:id`, byId(catalog.deleteInfo))
  app.post(`${INFO_BASE}/createOffer`, write(CreateOfferBody, 'body', catalog.createOffer))
  app.put(`${INFO_BASE}/updateOffer`, write(UpdateOfferBody, 'body', catalog.updateOffer))
  app.delete(`${INFO_BASE}/deleteOffer/:id`, byId(catalog.deleteOffer))
  app.post(`${INFO_BASE}/createStore`, write(CreateStoreBody, 'body', catalog.createStore))
  app.put(`${INFO_BASE}/updateStore`, write(UpdateStoreBody, 'body', catalog.updateStore))
  app.delete(`${INFO_BASE}/deleteStore/:id`, byId(catalog.deleteStore))
}
