import type {
  Change,
  OrderEventName,
  ServerPushPayloads,
  ReservationEventName,
  ServerChange,
  SpaEventName,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import type { StaffContext } from '../permissions.ts'
import type { ChangeAudience } from '../../realtime.ts'

/** The order steps: they keep their batched path in push.ts (ORDER_ACTION). */
export type OrderStepType =
  'order.accept' | 'order.decline' | 'order.finish' | 'order.roomServiceFinished' | 'order.pay'

/** The staff writes other than the order steps (an order's create is one of these). */
export type WriteType = Exclude<keyof ServerPushPayloads, OrderStepType>

/** A changed row to tell other devices about, once the transaction committed. */
export interface ChangeNotice {
  change: ServerChange
  businessId: string
  /** Rows some staff must not see go to the privileged room only (see realtime.ts). */
  audience: ChangeAudience
  /**
   * A reservation's change goes, as its live event, only to the staff who read the service's
   * reservations and to the guest's stay (realtime.ts emitReservation), never to the business.
   */
  reservation?: { event: ReservationEventName; serviceId: string; stayId: string | null }
  /** A spa appointment's change: to the spa service's reservation readers and the guest's stay. */
  spa?: { event: SpaEventName; serviceId: string; stayId: string | null }
  /** An employee shift's change: to the staff who read the service's shifts. */
  shift?: { serviceId: string }
  /**
   * A new order: its order event to the service's staff (emitOrder), and its ticket to the local
   * print endpoint (the service's and the table's names); a changed order only its event.
   */
  order?: { event: OrderEventName; ticket?: { serviceName: string; tableName: string | null } }
  /** A stay checked out: after the commit its guests' open sockets are closed (realtime.ts). */
  closesStay?: string
  /**
   * A worker's rights changed or the worker is gone: after the commit the sockets of these
   * sessions are closed (a live session's device reconnects into the rooms it may now join).
   */
  reconnectsSessions?: readonly string[]
}

/** What a write answers (exactly what its REST endpoint replies) and what it changed. */
export interface WriteResult {
  status: number
  body: unknown
  changes: ChangeNotice[]
}

/**
 * One staff write, run inside a business write (businessWrite: the business's advisory lock and
 * one transaction). Throws HttpError to refuse (400/403/404/409): nothing it wrote stays. Shared
 * by its REST route and the batched push, so both answer alike.
 */
export interface StaffWrite<T extends WriteType = WriteType> {
  type: T
  run(tx: Tx, staff: StaffContext, payload: ServerPushPayloads[T]): Promise<WriteResult>
}

export const changeOf = (
  table: Change['table'],
  row: { _id: string; version: number },
  businessId: string,
): ChangeNotice & { change: Change } => ({
  change: { table, id: row._id, version: row.version, deleted: false, row },
  businessId,
  audience: 'all',
})

export const tombstoneOf = (
  table: Change['table'],
  id: string,
  version: number,
  businessId: string,
): ChangeNotice => ({
  change: { table, id, version, deleted: true, row: null },
  businessId,
  audience: 'all',
})
