import * as z from 'zod/mini'
import { Change } from './sync.ts'
import { ERROR_CODES } from './rules/errors.ts'

export * from './rules/errors.ts'
export * from './rules/http.ts'

/** The booking that holds a table a new one wanted: its table's name and its time. */
export const HeldTable = z.object({
  table: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
})
export type HeldTable = z.infer<typeof HeldTable>

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
  /** reservation.taken: the table and the other booking's time that hold it (spec 001 §8). */
  held: z.optional(HeldTable),
  /** survey.required: the survey to answer before using the service (docs/api.md, Surveys). */
  survey_id: z.optional(z.string()),
})
export type ErrorBody = z.infer<typeof ErrorBody>
