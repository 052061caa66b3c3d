import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { QR_GROUPS, QR_PATH } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { publicBaseUrl } from '../http/public-base.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { DOCUMENT_LANGS } from '../documents/texts.ts'
import { renderQrSheet } from '../domain/qr-sheet.ts'

const Params = z.object({ id: z.string().min(1).max(64) })
const Query = z.object({
  group: z.enum(QR_GROUPS).default('rooms'),
  service_id: z.string().min(1).max(64).optional(),
  lang: z.enum(DOCUMENT_LANGS).default('en'),
})

/** Where guests open the app: never the request's Host (server/http/public-base.ts). */
function publicBase(ctx: AppContext, request: FastifyRequest): string {
  const address = request.server.server.address()
  return publicBaseUrl({
    publicUrl: ctx.env.PUBLIC_URL,
    trustProxy: ctx.env.TRUST_PROXY,
    forwardedHost: request.headers['x-forwarded-host'],
    protocol: request.protocol,
    listen: address && typeof address === 'object' ? address : null,
  })
}

/** GET api/qrcode/qr/{businessId}?group&service_id&lang: the QR sheet, a base64 PDF (spec §7). */
export function qrRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${QR_PATH}/:id`, async (request, reply) => {
    const { id } = parse(Params, request.params, 'params')
    const query = parse(Query, request.query, 'query')
    const staff = await requireStaff(ctx, request)
    const pdf = await renderQrSheet(ctx.db, staff, {
      businessId: id,
      group: query.group,
      serviceId: query.service_id,
      lang: query.lang,
      baseUrl: publicBase(ctx, request),
    })
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf).toString('base64'))
  })
}
