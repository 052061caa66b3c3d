import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { Order } from '../../../sync/protocol/index.ts'

/** Accepted orders (what kitchens cook). */
export function useAcceptedOrders(): Order[] | undefined {
  return useLiveQuery(() => db.orders.where('status').equals('Accepted').toArray(), [])
}
