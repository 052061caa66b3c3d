export const ROLES = ['business', 'employee', 'admin'] as const

/** The login reply is plain text (spec section 7). */
export const LOGIN_REPLY = {
  trialExpired: 'Trial expired',
  admin: 'admin',
  employee: 'employee',
  business: 'business',
} as const
