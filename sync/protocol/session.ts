import * as z from 'zod/mini'
import { Id } from './common.ts'
import { Permissions } from './permissions.ts'
import { ROLES } from './rules/session.ts'

export * from './rules/session.ts'

export const Role = z.enum(ROLES)
export type Role = z.infer<typeof Role>

export const LoginBody = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'username is required'), z.maxLength(100)),
  password: z.string().check(z.minLength(1, 'password is required'), z.maxLength(200)),
})
export type LoginBody = z.infer<typeof LoginBody>

/**
 * GET /api/v2/access/me. The spec names role, username, business_id and employee_id; the rest
 * (account id, worker role, effective per-service permissions) is ours and lets the staff app
 * build its sidebar offline.
 */
export const Me = z.object({
  role: Role,
  username: z.string(),
  business_id: z.nullable(Id),
  employee_id: z.nullable(Id),
  account_id: Id,
  employee_role: z.nullable(z.string()),
  manager: z.boolean(),
  permissions: z.record(z.string(), Permissions),
})
export type Me = z.infer<typeof Me>

export const StayAccessBody = z.object({
  room_id: Id,
  password: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
})
export type StayAccessBody = z.infer<typeof StayAccessBody>

/** Claims of the guest access cookie. */
export const GuestClaims = z.object({ stay_id: Id, room_id: Id, business_id: Id })
export type GuestClaims = z.infer<typeof GuestClaims>
