import { useLiveQuery } from 'dexie-react-hooks'
import type { Order } from '../../../sync/protocol/index.ts'
import { ordersWithHeld } from '../orders/queries.ts'

/** Accepted orders (what kitchens cook), and those the account's outbox holds on the screen. */
export function useAcceptedOrders(accountId: string): Order[] | undefined {
  return useLiveQuery(() => ordersWithHeld(['Accepted'], accountId), [accountId])
}
