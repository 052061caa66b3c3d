import { z } from 'zod'
import { Change } from './sync.ts'

/**
 * Error codes the server answers with, so clients can show a translated text. The `message`
 * stays readable English (or the spec's exact text where the spec names one).
 */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'token_expired',
  'forbidden',
  'not_found',
  'conflict',
  'order.illegal_transition',
  'order.article_unavailable',
  'order.modifier_required',
  'order.modifier_too_many',
  'order.service_not_ordering',
  'stay.wrong_code',
  'stay.wrong_room',
  'stay.not_checked_in',
  'trial_expired',
  'idempotency.in_progress',
  'rate_limited',
  'internal',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** The field at fault, dotted path (validation errors). */
  field: z.string().optional(),
  /** The server's current row, for conflicts: the client restores it. */
  current: Change.optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

/** Exact texts the spec names. */
export const TEXT = {
  tokenExpired: 'Unauthorized: Token expired',
  unauthorized: 'Unauthorized',
  wrongLogin: 'Wrong username or password.',
  trialExpired: 'Trial expired',
  incorrectCode: 'Incorrect code. Try again.',
} as const

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
