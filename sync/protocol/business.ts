import { z } from 'zod'
import { Id, Language, Versioned } from './common.ts'

export const CURRENCIES = ['RSD', 'EUR', '$', '€', 'USD', '£', 'GBP', '₹', 'INR'] as const
export const INTEGRATIONS = ['none', 'prosoft', 'opera', 'otasync'] as const

export const Business = Versioned.extend({
  _id: Id,
  business_id: Id,
  name: z.string(),
  email: z.string(),
  currency: z.string(),
  security: z.string().nullable(),
  integration: z.enum(INTEGRATIONS),
  logo: z.string().nullable(),
  languages: z.array(Language),
})
export type Business = z.infer<typeof Business>
