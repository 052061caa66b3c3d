import * as z from 'zod/mini'
import { Id, Versioned } from './common.ts'
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
