import { useLiveQuery } from 'dexie-react-hooks'
import { db, type OutboxRow } from '../../../../sync/index.ts'

/** Where a queued booking is: waiting to be sent, taken by the server, or refused. */
export type SendState = { kind: 'waiting' } | { kind: 'sent' } | { kind: 'refused'; row: OutboxRow }

/** Live, from the outbox rows that write the row `id` (null: nothing queued yet). */
export function useSendState(id: string | null): SendState | undefined {
  return useLiveQuery(async (): Promise<SendState | undefined> => {
    if (id === null) return undefined
    const rows = await db.outbox.where('entityIds').equals(id).toArray()
    const refused = rows.find((r) => r.state === 'failed')
    if (refused) return { kind: 'refused', row: refused }
    return rows.length > 0 ? { kind: 'waiting' } : { kind: 'sent' }
  }, [id])
}
