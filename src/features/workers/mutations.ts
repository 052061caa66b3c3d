import { engine } from '../../app/staff/engine.ts'
import type { Employee } from '../../../sync/protocol/index.ts'
import type { CheckedWorker } from './worker-draft.ts'

type WorkerFields = NonNullable<CheckedWorker['fields']>

/** A new worker (with the first password) or the changed fields of one: through the outbox. */
export async function saveWorker(
  businessId: string,
  fields: WorkerFields,
  existing: Employee | null,
  password: string,
): Promise<void> {
  if (existing) {
    await engine.enqueue('employee.update', { _id: existing._id, ...fields })
    return
  }
  await engine.enqueue('employee.create', {
    _id: crypto.randomUUID(),
    business_id: businessId,
    ...fields,
    password,
  })
}

export async function deleteWorker(employeeId: string): Promise<void> {
  await engine.enqueue('employee.delete', { employee_id: employeeId })
}
