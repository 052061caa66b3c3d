import * as z from 'zod/mini'
import { ClientId, Id, Versioned } from './common.ts'
import { Permissions } from './permissions.ts'

export const EmployeeService = z.object({ service_id: Id, permissions: Permissions })

/** A worker. `role` is the worker role (manager, waiter, kitchen, …); manager gets the Manage section. */
export const Employee = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  role: z.string(),
  services: z.array(EmployeeService),
})
export type Employee = z.infer<typeof Employee>

export * from './rules/workers.ts'

/** A username: 3 to 100 characters without spaces, unique over every account (409 when taken). */
export const Username = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'must have at least 3 characters'),
    z.maxLength(100),
    z.regex(/^\S+$/, 'must not contain spaces'),
  )

/** A new password: 8 to 200 characters. */
export const NewStaffPassword = z
  .string()
  .check(
    z.minLength(8, 'must have at least 8 characters'),
    z.maxLength(200, 'must have at most 200 characters'),
  )

const WorkerFields = {
  name: z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(100)),
  surname: z.string().check(z.trim(), z.minLength(1, 'surname is required'), z.maxLength(100)),
  username: Username,
  /** The worker role (rules/workers.ts WORKER_ROLES; another is kept as it is). */
  role: z.string().check(z.trim(), z.minLength(1, 'role is required'), z.maxLength(40)),
  /** The services the worker works at, each with its permissions (each service once). */
  services: z.array(EmployeeService).check(z.maxLength(100)),
}

/** createEmployee: a worker and its login; `_id` is the client's own id (optional). */
export const CreateEmployeeBody = z.object({
  _id: z.optional(ClientId),
  /** Optional: when given it must be the caller's business. */
  business_id: z.optional(Id),
  ...WorkerFields,
  services: z._default(WorkerFields.services, []),
  password: NewStaffPassword,
})
export type CreateEmployeeBody = z.infer<typeof CreateEmployeeBody>

/** The outbox's create: the client always sends its own id. */
export const EmployeeCreatePayload = z.extend(CreateEmployeeBody, { _id: ClientId })
export type EmployeeCreatePayload = z.infer<typeof EmployeeCreatePayload>

/** updateEmployee: the worker's id and the fields that change (any subset). */
export const UpdateEmployeeBody = z.object({
  _id: Id,
  name: z.optional(WorkerFields.name),
  surname: z.optional(WorkerFields.surname),
  username: z.optional(WorkerFields.username),
  role: z.optional(WorkerFields.role),
  services: z.optional(WorkerFields.services),
})
export type UpdateEmployeeBody = z.infer<typeof UpdateEmployeeBody>

export const EmployeeIdBody = z.object({ employee_id: Id })
export type EmployeeIdBody = z.infer<typeof EmployeeIdBody>

/**
 * updatePassword: a worker's (`employee_id`, with the current `oldPassword`: 401 when wrong; the
 * owner may set it without) or the owner's own (`business_id` and `password`, with `oldPassword`).
 */
export const UpdatePasswordBody = z.object({
  employee_id: z.optional(Id),
  business_id: z.optional(Id),
  oldPassword: z.optional(z.string().check(z.maxLength(200))),
  newPassword: z.optional(NewStaffPassword),
  /** The owner's own new password (spec: "business_id, password for business"). */
  password: z.optional(NewStaffPassword),
})
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>

/** changePassword/{id} (platform admin): a business owner's new password. */
export const ChangePasswordBody = z.object({ newPassword: NewStaffPassword })
