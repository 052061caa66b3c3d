import type { LocalDb } from '../db.ts'
import type { SyncStatusStore } from '../status.ts'
import { outboxCounts } from './queries.ts'

/** Drops a failed action; its server row was already restored when it failed. */
export async function discardAction(db: LocalDb, outboxId: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(outboxId)
    if (!row) return
    if (row.state !== 'failed') throw new Error('Only a failed action can be discarded.')
    await db.outbox.delete(outboxId)
  })
}

/** Resolves when the account has nothing pending or sending (failed rows do not count). */
export async function untilSent(
  db: LocalDb,
  accountId: () => string | null,
  status: SyncStatusStore,
): Promise<void> {
  while ((await outboxCounts(db, accountId())).pending > 0) {
    // Wake on any status change (counts, phase), or poll: other tabs write the outbox too.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, 250)
      const unsubscribe = status.subscribe(done)
      function done() {
        clearTimeout(timer)
        unsubscribe()
        resolve()
      }
    })
  }
}
