import { and, eq, isNull } from 'drizzle-orm'
import { mergeServiceNames, type ServiceNames } from '../../../sync/protocol/index.ts'
import type { BusinessLegalBody, ServiceLegalBody } from '../../../sync/protocol/settings-legal.ts'
import type { Tx } from '../../db/client.ts'
import { businesses, services } from '../../db/schema.ts'
import { forbidden, notFound } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { businessToWire, serviceToWire } from '../serialize.ts'
import { changedFields, nextVersionSql } from '../versioning.ts'
import { changeOf, type WriteResult } from './types.ts'

/*
 * The columns of a service's names per language and VAT rate, and of the business's legal data
 * (sync/protocol/settings-legal.ts). updateService, addService and updateBusiness spread them
 * into what they write: `...serviceLegalColumns(body, current.names)`,
 * `...businessLegalColumns(body)`. A field left out of the body is left out here too.
 */

/** The service's `names` after the body's (a blank translation is removed) and `vatRate`. */
export function serviceLegalColumns(
  body: Pick<ServiceLegalBody, 'names' | 'vat_rate'>,
  current: ServiceNames = {},
): { names?: ServiceNames; vatRate?: number } {
  const columns: { names?: ServiceNames; vatRate?: number } = {}
  if (body.names !== undefined) columns.names = mergeServiceNames(current, body.names)
  if (body.vat_rate !== undefined) columns.vatRate = Math.round(body.vat_rate * 100) / 100
  return columns
}

/** The business's legal name, address and tax number as the body gives them. */
export function businessLegalColumns(body: BusinessLegalBody): {
  legalName?: string
  address?: string
  taxNumber?: string
} {
  return {
    ...(body.legal_name !== undefined ? { legalName: body.legal_name } : {}),
    ...(body.address !== undefined ? { address: body.address } : {}),
    ...(body.tax_number !== undefined ? { taxNumber: body.tax_number } : {}),
  }
}

function assertManager(staff: StaffContext): void {
  if (!staff.manager) throw forbidden('Only the owner or a manager can change the settings.')
}

/**
 * updateService with only the fields above (until the settings' full updateService, which
 * spreads serviceLegalColumns, replaces it at merge).
 */
export async function updateServiceLegal(
  tx: Tx,
  staff: StaffContext,
  body: ServiceLegalBody,
): Promise<WriteResult> {
  assertManager(staff)
  const [current] = await tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.id, body.service_id),
        eq(services.businessId, staff.businessId),
        isNull(services.deletedAt),
      ),
    )
    .for('update')
  if (!current) throw notFound('Service')
  const patch = changedFields(current, serviceLegalColumns(body, current.names))
  if (patch === null) return { status: 200, body: serviceToWire(current), changes: [] }
  const [row] = await tx
    .update(services)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(services.id, current.id))
    .returning()
  const wire = serviceToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('services', wire, staff.businessId)] }
}

/** updateBusiness with only the legal fields (as updateServiceLegal). */
export async function updateBusinessLegal(
  tx: Tx,
  staff: StaffContext,
  body: BusinessLegalBody,
): Promise<WriteResult> {
  assertManager(staff)
  const [current] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, staff.businessId))
    .for('update')
  if (!current) throw notFound('Business')
  const patch = changedFields(current, businessLegalColumns(body))
  if (patch === null) return { status: 200, body: businessToWire(current), changes: [] }
  const [row] = await tx
    .update(businesses)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(businesses.id, current.id))
    .returning()
  const wire = businessToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('businesses', wire, staff.businessId)] }
}
