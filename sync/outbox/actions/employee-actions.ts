import {
  EmployeeCreatePayload,
  EmployeeIdBody,
  UpdateEmployeeBody,
} from '../../protocol/action-schemas.ts'
import { createAction, deleteAction, endpointRequest, updateAction } from './kinds.ts'

/**
 * A new worker with the client's id: POST createEmployee -> Employee. The row shows on the
 * device at once without the password (never stored in a synced row; it waits in the outbox
 * until sent).
 */
export const createEmployee = createAction({
  type: 'employee.create',
  table: 'employees',
  payload: EmployeeCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id ?? '',
    name: p.name,
    surname: p.surname,
    username: p.username,
    role: p.role,
    services: p.services,
  }),
  request: endpointRequest('employee.create'),
})

/** A worker's name, username, role or services and permissions: PUT updateEmployee. */
export const updateEmployee = updateAction({
  type: 'employee.update',
  table: 'employees',
  payload: UpdateEmployeeBody,
  id: (p) => p._id,
  patch: ({ _id: _, ...fields }) => {
    const patch: Record<string, unknown> = { ...fields }
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
    return patch
  },
  request: endpointRequest('employee.update'),
})

/** DELETE deleteEmployee/{id}: the worker goes at once; their sessions end on the server. */
export const deleteEmployee = deleteAction({
  type: 'employee.delete',
  table: 'employees',
  payload: EmployeeIdBody,
  id: (p) => p.employee_id,
  request: endpointRequest('employee.delete'),
})
