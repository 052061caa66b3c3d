import { readableOrderServiceIds } from './protocol/rules/index.ts'
import type { CallWaiterEvent, Me, Order, OrderEventName, Service } from './protocol/index.ts'
import type { SyncTableName } from './protocol/index.ts'
import type { AnySyncRow } from './db.ts'
import type { OutboxRow } from './outbox/types.ts'

/**
 * Raised from socket events for services the user may read (sound, notification, toast), and
 * when the replay settles an action as refused (`actionFailed`, in the leader tab): `row` is the
 * outbox row as stored (state 'failed', with its error), `current` the server's row from the
 * refusal (409 `current`) with the table it belongs to, which need not be the action's own (a
 * room delete refused with the stay checked into it), or null when the answer carried none (read
 * the restored local row then).
 */
export interface RefusalRow {
  table: SyncTableName
  row: AnySyncRow
}

export type SyncNotification =
  | { type: OrderEventName; order: Order }
  | { type: 'callWaiter'; event: CallWaiterEvent }
  | { type: 'actionFailed'; row: OutboxRow; current: RefusalRow | null }

/** Owners, admins and managers see every service. */
function seesAll(me: Me): boolean {
  return me.role === 'business' || me.role === 'admin' || me.manager
}

/**
 * Whether the user may read the orders of a service: ordersRead on it, or ordersRead on a
 * kitchen service that shows it (spec section 6, `kitchenSourceIds`).
 */
export function mayReadOrders(me: Me, services: readonly Service[], serviceId: string): boolean {
  if (seesAll(me) || me.permissions[serviceId]?.ordersRead === true) return true
  // The same rule the server uses to join socket rooms and scope the pull.
  return readableOrderServiceIds(me.permissions, services).has(serviceId)
}

/** Services named in the socket `init` message; the server joins only those the session may read. */
export function initServiceIds(me: Me, services: readonly Service[]): string[] {
  const ids = new Set(
    Object.entries(me.permissions)
      .filter(([, p]) => Object.values(p).some(Boolean))
      .map(([id]) => id),
  )
  if (seesAll(me)) for (const s of services) ids.add(s._id)
  return [...ids].sort()
}
