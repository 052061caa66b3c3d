import * as z from 'zod/mini'
import { Id, Language, Versioned } from './common.ts'
import { INTEGRATIONS } from './rules/business.ts'

export * from './rules/business.ts'

export const Business = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: z.string(),
  email: z.string(),
  currency: z.string(),
  security: z.nullable(z.string()),
  integration: z.enum(INTEGRATIONS),
  logo: z.nullable(z.string()),
  languages: z.array(Language),
  /** The IANA time zone of the hotel's wall clock (hotel-clock.ts). */
  time_zone: z.string(),
  /** The business's legal name, address and tax number (PIB), printed on the invoice. */
  legal_name: z.optional(z.string()),
  address: z.optional(z.string()),
  tax_number: z.optional(z.string()),
})
export type Business = z.infer<typeof Business>
