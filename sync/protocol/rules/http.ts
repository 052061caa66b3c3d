/** Exact texts the spec names. */
export const TEXT = {
  tokenExpired: 'Unauthorized: Token expired',
  unauthorized: 'Unauthorized',
  wrongLogin: 'Wrong username or password.',
  trialExpired: 'Trial expired',
  incorrectCode: 'Incorrect code. Try again.',
} as const

/** The header carrying a write's idempotency key (the outbox row id, or the guest's order key). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
