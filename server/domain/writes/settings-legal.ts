import { mergeServiceNames, type ServiceNames } from '../../../sync/protocol/index.ts'
import type { BusinessLegalBody, ServiceLegalBody } from '../../../sync/protocol/settings-legal.ts'

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
