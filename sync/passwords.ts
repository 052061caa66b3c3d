import { EMPLOYEE_BASE } from './protocol/rules/index.ts'
import { createHttpClient } from './transport/http.ts'

/*
 * A worker's password change (PUT updatePassword, docs/api.md Workers), imported by its dialog
 * alone (kept out of online.ts: a new importer there splits the shell's sync chunk). Not an outbox action: a
 * password never waits on a device, so it is sent now or not at all.
 */

/** How it went: saved, the old password wrong (401), no connection, or refused otherwise. */
export type PasswordResult = 'saved' | 'wrong-old' | 'offline' | 'refused'

export interface PasswordChange {
  employeeId: string
  oldPassword: string
  newPassword: string
}

export async function changeWorkerPassword(
  change: PasswordChange,
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): Promise<PasswordResult> {
  const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch })
  const outcome = await http.send({
    method: 'PUT',
    path: `${EMPLOYEE_BASE}/updatePassword`,
    json: {
      employee_id: change.employeeId,
      oldPassword: change.oldPassword,
      newPassword: change.newPassword,
    },
  })
  if (outcome.kind === 'network') return 'offline'
  if (outcome.ok) return 'saved'
  return outcome.status === 401 ? 'wrong-old' : 'refused'
}

/** The owner's own password (PUT updatePassword `{business_id, oldPassword, password}`). */
export async function changeBusinessPassword(
  change: { businessId: string; oldPassword: string; password: string },
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): Promise<PasswordResult> {
  const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch })
  const outcome = await http.send({
    method: 'PUT',
    path: `${EMPLOYEE_BASE}/updatePassword`,
    json: {
      business_id: change.businessId,
      oldPassword: change.oldPassword,
      password: change.password,
    },
  })
  if (outcome.kind === 'network') return 'offline'
  if (outcome.ok) return 'saved'
  return outcome.status === 401 ? 'wrong-old' : 'refused'
}
