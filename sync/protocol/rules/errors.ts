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
  'stay.taken',
  'stay.checked_out',
  'stay.booked',
  'room.occupied',
  'ticket.closed',
  'reservation.taken',
  'reservation.illegal_transition',
  'reservation.service_closed',
  'reservation.unavailable',
  'trial_expired',
  'idempotency.in_progress',
  'idempotency.key_reused',
  'rate_limited',
  'internal',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
