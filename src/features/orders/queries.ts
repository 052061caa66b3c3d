import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import { LIVE_STATUSES } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable, Order, OrderStatus } from '../../../sync/protocol/index.ts'
import { NO_MARKS, outboxMarks, type OutboxMarks } from './pending-marks.ts'

/**
 * Orders in the given statuses, plus the orders the account's outbox holds on the boards (an
 * action waiting to sync, or refused and not dismissed): a declined order stays visible until
 * the server confirms the decline.
 */
export async function ordersWithHeld(
  statuses: readonly OrderStatus[],
  accountId: string,
): Promise<Order[]> {
  const [listed, outbox] = await Promise.all([
    db.orders
      .where('status')
      .anyOf([...statuses])
      .toArray(),
    db.outbox.toArray(),
  ])
  const have = new Set(listed.map((o) => o._id))
  const missing = new Set<string>()
  for (const row of outbox) {
    const { table, id } = row.entity
    if (row.accountId === accountId && table === 'orders' && !have.has(id)) missing.add(id)
  }
  if (missing.size === 0) return listed
  const held = await db.orders.bulkGet([...missing])
  return [...listed, ...held.filter((o) => o !== undefined)]
}

/** Orders on the board (pending, accepted, finished but unpaid), and those held by the outbox. */
export function useLiveOrders(accountId: string): Order[] | undefined {
  return useLiveQuery(() => ordersWithHeld(LIVE_STATUSES, accountId), [accountId])
}

/** Dining tables by id, to name table orders. */
export function useTablesById(): ReadonlyMap<string, DiningTable> {
  const tables = useLiveQuery(() => db.diningTables.toArray(), [])
  return new Map((tables ?? []).map((t) => [t._id, t]))
}

/** Which orders of this account wait to sync, and which were refused. */
export function useOutboxMarks(accountId: string): OutboxMarks {
  return (
    useLiveQuery(
      async () =>
        outboxMarks(
          await db.outbox
            .orderBy('seq')
            .filter((row) => row.accountId === accountId)
            .toArray(),
        ),
      [accountId],
    ) ?? NO_MARKS
  )
}
