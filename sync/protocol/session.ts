import { z } from 'zod'
import { Id } from './common.ts'
import { Permissions } from './permissions.ts'

export const ROLES = ['business', 'employee', 'admin'] as const
export const Role = z.enum(ROLES)
export type Role = z.infer<typeof Role>

export const LoginBody = z.object({
  username: z.string().trim().min(1, 'username is required').max(100),
  password: z.string().min(1, 'password is required').max(200),
})
export type LoginBody = z.infer<typeof LoginBody>

/** The login reply is plain text (spec section 7). */
export const LOGIN_REPLY = {
  trialExpired: 'Trial expired',
  admin: 'admin',
  employee: 'employee',
  business: 'business',
} as const

/**
 * GET /api/v2/access/me. The spec names role, username, business_id and employee_id; the rest
 * (account id, worker role, effective per-service permissions) is ours and lets the staff app
 * build its sidebar offline.
 */
export const Me = z.object({
  role: Role,
  username: z.string(),
  business_id: Id.nullable(),
  employee_id: Id.nullable(),
  account_id: Id,
  employee_role: z.string().nullable(),
  manager: z.boolean(),
  permissions: z.record(z.string(), Permissions),
})
export type Me = z.infer<typeof Me>

export const StayAccessBody = z.object({ room_id: Id, password: z.string().trim().min(1).max(32) })
export type StayAccessBody = z.infer<typeof StayAccessBody>

/** Claims of the guest access cookie. */
export const GuestClaims = z.object({ stay_id: Id, room_id: Id, business_id: Id })
export type GuestClaims = z.infer<typeof GuestClaims>
