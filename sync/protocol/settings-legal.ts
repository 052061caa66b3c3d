import * as z from 'zod/mini'
import { Id } from './common.ts'
import { TAX_NUMBER_PATTERN, vatRateProblem } from './rules/vat.ts'

/*
 * The settings' fields for service names per language, the VAT rate of a service and the
 * business's legal data (issue 18). Each is a set of optional fields the settings' write bodies
 * spread in (`...SERVICE_LEGAL_FIELDS` in updateService and addService, `...BUSINESS_LEGAL_FIELDS`
 * in updateBusiness); a field left out keeps its value. Not re-exported by index.ts (the server
 * and the settings import this file), so nothing else bundles these schemas.
 */

const NameText = z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters'))

/** The service's name in srb and cro; '' removes a translation (the default name shows). */
export const ServiceNamesInput = z.object({ srb: z.optional(NameText), cro: z.optional(NameText) })
export type ServiceNamesInput = z.infer<typeof ServiceNamesInput>

/** A VAT rate in percent, 0 to 100 with up to 2 decimals (rules/vat.ts). */
export const VatRate = z.number().check(
  z.superRefine((value, ctx) => {
    const problem = vatRateProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: `vat_rate ${problem}`, input: value })
  }),
)

export const SERVICE_LEGAL_FIELDS = {
  names: z.optional(ServiceNamesInput),
  vat_rate: z.optional(VatRate),
}

export const BUSINESS_LEGAL_FIELDS = {
  legal_name: z.optional(
    z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters')),
  ),
  address: z.optional(
    z.string().check(z.trim(), z.maxLength(300, 'must be at most 300 characters')),
  ),
  tax_number: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(30, 'must be at most 30 characters'),
        z.regex(TAX_NUMBER_PATTERN, 'may hold only letters, digits, spaces, "-" and "/"'),
      ),
  ),
}

/** PUT updateService, the fields of this file: the service and what changes. */
export const ServiceLegalBody = z.object({ service_id: Id, ...SERVICE_LEGAL_FIELDS })
export type ServiceLegalBody = z.infer<typeof ServiceLegalBody>

/** PUT updateBusiness, the fields of this file. */
export const BusinessLegalBody = z.object({ ...BUSINESS_LEGAL_FIELDS })
export type BusinessLegalBody = z.infer<typeof BusinessLegalBody>
