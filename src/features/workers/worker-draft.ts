/**
 * The worker form as typed (spec 001 §2 Workers): names, username, role, a password for a new
 * worker, and per service whether the worker works there and with which permissions. Checked the
 * way the server will, so a mistake is named at its field before anything is queued.
 */
import {
  NO_PERMISSIONS,
  PERMISSIONS,
  type PermissionName,
} from '../../../sync/protocol/rules/index.ts'
import type { Employee, Permissions } from '../../../sync/protocol/index.ts'

export interface WorkerDraft {
  name: string
  surname: string
  username: string
  role: string
  /** A new worker's first password and its repetition; empty when editing. */
  password: string
  confirm: string
  /** The services the worker works at, by id, with their permissions. */
  services: Record<string, Permissions>
}

export type WorkerProblem = 'required' | 'short' | 'spaces' | 'passwordShort' | 'mismatch'

export const MIN_USERNAME = 3
export const MIN_PASSWORD = 8

export function emptyWorkerDraft(): WorkerDraft {
  return {
    name: '',
    surname: '',
    username: '',
    role: 'waiter',
    password: '',
    confirm: '',
    services: {},
  }
}

export function draftOfWorker(employee: Employee): WorkerDraft {
  return {
    name: employee.name,
    surname: employee.surname,
    username: employee.username,
    role: employee.role,
    password: '',
    confirm: '',
    services: Object.fromEntries(employee.services.map((s) => [s.service_id, s.permissions])),
  }
}

/** The worker starts or stops working at a service (with no permission yet when starting). */
export function toggleService(draft: WorkerDraft, serviceId: string): WorkerDraft {
  const services = { ...draft.services }
  if (services[serviceId]) delete services[serviceId]
  else services[serviceId] = { ...NO_PERMISSIONS }
  return { ...draft, services }
}

/**
 * One permission at a service switched. Writing implies reading: reservationsWrite turns
 * reservationsRead on, shiftsWrite shiftsRead; a read turned off takes its write with it.
 */
export function togglePermission(
  draft: WorkerDraft,
  serviceId: string,
  name: PermissionName,
): WorkerDraft {
  const current = draft.services[serviceId] ?? { ...NO_PERMISSIONS }
  const next = { ...current, [name]: !current[name] }
  if (name === 'reservationsWrite' && next.reservationsWrite) next.reservationsRead = true
  if (name === 'shiftsWrite' && next.shiftsWrite) next.shiftsRead = true
  if (name === 'reservationsRead' && !next.reservationsRead) next.reservationsWrite = false
  if (name === 'shiftsRead' && !next.shiftsRead) next.shiftsWrite = false
  return { ...draft, services: { ...draft.services, [serviceId]: next } }
}

/** How many permissions the worker holds at a service (the grid's summary). */
export const permissionCount = (permissions: Permissions): number =>
  PERMISSIONS.filter((p) => permissions[p]).length

export interface CheckedWorker {
  problems: Partial<
    Record<'name' | 'surname' | 'username' | 'role' | 'password' | 'confirm', WorkerProblem>
  >
  fields: {
    name: string
    surname: string
    username: string
    role: string
    services: { service_id: string; permissions: Permissions }[]
  } | null
}

/**
 * What is wrong with the draft (a new worker needs a password of 8 or more characters, typed
 * twice alike), and the fields to save in the order of `serviceOrder`.
 */
export function checkWorkerDraft(
  draft: WorkerDraft,
  isNew: boolean,
  serviceOrder: readonly string[],
): CheckedWorker {
  const problems: CheckedWorker['problems'] = {}
  const name = draft.name.trim()
  const surname = draft.surname.trim()
  const username = draft.username.trim()
  const role = draft.role.trim()
  if (!name) problems.name = 'required'
  if (!surname) problems.surname = 'required'
  if (!username) problems.username = 'required'
  else if (/\s/.test(username)) problems.username = 'spaces'
  else if (username.length < MIN_USERNAME) problems.username = 'short'
  if (!role) problems.role = 'required'
  if (isNew) {
    if (!draft.password) problems.password = 'required'
    else if (draft.password.length < MIN_PASSWORD) problems.password = 'passwordShort'
    if (draft.password !== draft.confirm) problems.confirm = 'mismatch'
  }
  if (Object.keys(problems).length > 0) return { problems, fields: null }
  const services = serviceOrder
    .filter((id) => draft.services[id] !== undefined)
    .map((id) => ({ service_id: id, permissions: draft.services[id]! }))
  return { problems, fields: { name, surname, username, role, services } }
}

/** The password change's save button shows only when both are typed and alike (spec §5). */
export const passwordsReady = (password: string, confirm: string): boolean =>
  password !== '' && password === confirm
