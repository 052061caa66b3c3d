import { useLiveQuery } from 'dexie-react-hooks'
import type { Order } from '../../../sync/protocol/index.ts'
import { ordersWithHeld } from '../orders/queries.ts'

/**
 * Accepted orders (what kitchens cook), pending ones (what they will get), and those the
 * account's outbox holds on the screen.
 */
export function useKitchenOrders(accountId: string): Order[] | undefined {
  return useLiveQuery(() => ordersWithHeld(['Pending', 'Accepted'], accountId), [accountId])
}
