import type { FastifyInstance } from 'fastify'
import { BusinessLegalBody, ServiceLegalBody } from '../../sync/protocol/settings-legal.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { updateBusinessLegal, updateServiceLegal } from '../domain/writes/settings-legal.ts'

/**
 * PUT updateService and PUT updateBusiness for the names per language, VAT rate and legal data
 * only (docs/api.md "Service names, VAT and legal data"). INTERIM: the settings' routes answer
 * these paths with every field once merged; then this file goes, their bodies spread
 * SERVICE_LEGAL_FIELDS / BUSINESS_LEGAL_FIELDS and their writes serviceLegalColumns /
 * businessLegalColumns (server/domain/writes/settings-legal.ts).
 */
export function settingsLegalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const BASE = '/api/v2/business'
  app.put(`${BASE}/updateService`, async (request) => {
    const body = parse(ServiceLegalBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateServiceLegal(tx, staff, body))
  })
  app.put(`${BASE}/updateBusiness`, async (request) => {
    const body = parse(BusinessLegalBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateBusinessLegal(tx, staff, body))
  })
}
