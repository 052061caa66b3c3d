import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import { sortByRole } from '../../../sync/protocol/rules/index.ts'
import type { Employee } from '../../../sync/protocol/index.ts'
import { outboxMarks, type OutboxMarks } from '../orders/pending-marks.ts'

export interface WorkersData {
  /** The business's workers, sorted by role then name. */
  workers: Employee[]
  /** This account's worker actions still waiting or refused. */
  marks: OutboxMarks
}

/** The workers and their outbox marks in one live query (offline too). */
export function useWorkers(accountId: string): WorkersData | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', [db.employees, db.outbox], async () => {
        const [employees, outbox] = await Promise.all([
          db.employees.toArray(),
          db.outbox.orderBy('seq').toArray(),
        ])
        const own = outbox.filter((r) => r.accountId === accountId)
        return { workers: sortByRole(employees), marks: outboxMarks(own, 'employees') }
      }),
    [accountId],
  )
}
