import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import { LIVE_STATUSES } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable, Order } from '../../../sync/protocol/index.ts'
import { ordersWaitingToSync } from './pending-marks.ts'

/** Orders still on a board (pending, accepted, finished but unpaid). */
export function useLiveOrders(): Order[] | undefined {
  return useLiveQuery(
    () =>
      db.orders
        .where('status')
        .anyOf([...LIVE_STATUSES])
        .toArray(),
    [],
  )
}

/** Dining tables by id, to name table orders. */
export function useTablesById(): ReadonlyMap<string, DiningTable> {
  const tables = useLiveQuery(() => db.diningTables.toArray(), [])
  return new Map((tables ?? []).map((t) => [t._id, t]))
}

/** Ids of orders with an action of this account still waiting to sync. */
export function useOrdersWaitingToSync(accountId: string): ReadonlySet<string> {
  const rows = useLiveQuery(
    () => db.outbox.filter((row) => row.accountId === accountId).toArray(),
    [accountId],
  )
  return ordersWaitingToSync(rows ?? [])
}
