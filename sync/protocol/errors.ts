import * as z from 'zod/mini'
import { Change } from './sync.ts'
import { ERROR_CODES } from './rules/errors.ts'

export * from './rules/errors.ts'
export * from './rules/http.ts'

export const ErrorBody = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** The field at fault, dotted path (validation errors). */
  field: z.optional(z.string()),
  /** The server's current row, for conflicts: the client restores it. */
  current: z.optional(Change),
  /** 429: seconds until the next attempt may be made (also the Retry-After header). */
  retry_after: z.optional(z.int()),
  /** reservation.service_closed: the day the service opens again (spec 001 §2). */
  reopens: z.optional(z.iso.date()),
})
export type ErrorBody = z.infer<typeof ErrorBody>
