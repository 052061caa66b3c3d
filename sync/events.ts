import {
  CALL_WAITER_EVENT,
  CHANGE_EVENT,
  EMPLOYEE_SHIFT_EVENT,
  ORDER_EVENTS,
  RESERVATION_EVENTS,
  SPA_EVENTS,
} from './protocol/rules/index.ts'
import { CallWaiterEvent, Change, Order } from './protocol/engine-schemas.ts'
import type { Me, OrderEventName } from './protocol/index.ts'
import type { LocalDb } from './db.ts'
import { applyScope, applyServerChanges } from './apply.ts'
import { withActionsLoaded } from './outbox/actions/index.ts'
import { mayReadOrders, type SyncNotification } from './notify.ts'

export interface EventContext {
  db: LocalDb
  accountId(): string | null
  me(): Me | null
  /** Whether this exact row version is the answer to one of our own actions (no self-notify). */
  isOwn(change: Change): boolean
  notify(notification: SyncNotification): void
  /** Storage or other unexpected failures while applying an event. */
  onError(error: unknown): void
}

const isOrderEvent = (name: string): name is OrderEventName =>
  (ORDER_EVENTS as readonly string[]).includes(name)
/**
 * The reservation, spa appointment and employee shift events carry their row as a change, like
 * the order events.
 */
const CHANGE_EVENTS: ReadonlySet<string> = new Set([
  ...RESERVATION_EVENTS,
  ...SPA_EVENTS,
  EMPLOYEE_SHIFT_EVENT,
])
const isRowEvent = (name: string): boolean => CHANGE_EVENTS.has(name)

/**
 * Socket events -> local rows. Events are applied one after another (a queue), each in one
 * transaction, with the same version guard and rebase as the pull. They never move the pull
 * cursor: a pull after every (re)connect closes any gap.
 */
export function createEventHandler(ctx: EventContext) {
  let queue: Promise<void> = Promise.resolve()

  async function onChange(name: string, payload: unknown): Promise<void> {
    const change = Change.safeParse(payload)
    if (!change.success) return
    const { db } = ctx
    const [outcome] = await withActionsLoaded(() =>
      db.transaction('rw', applyScope(db, [change.data.table]), () =>
        applyServerChanges(db, ctx.accountId(), [change.data]),
      ),
    )
    if (!isOrderEvent(name) || !outcome) return
    // 'same': a pull got the row first; still news for this user unless it is our own answer.
    if (outcome.freshness !== 'newer' && outcome.freshness !== 'same') return
    // Our own action's effect: either its answer came first (isOwn) or it is still in flight.
    if (outcome.inFlight || ctx.isOwn(change.data)) return
    const order = Order.safeParse(change.data.row)
    if (order.success && (await mayRead(order.data.service_id))) {
      ctx.notify({ type: name, order: order.data })
    }
  }

  async function mayRead(serviceId: string): Promise<boolean> {
    const me = ctx.me()
    if (!me) return false
    return mayReadOrders(me, await ctx.db.services.toArray(), serviceId)
  }

  async function handle(name: string, payload: unknown): Promise<void> {
    if (isOrderEvent(name) || isRowEvent(name) || name === CHANGE_EVENT)
      return onChange(name, payload)
    if (name === CALL_WAITER_EVENT) {
      const event = CallWaiterEvent.safeParse(payload)
      if (event.success && (await mayRead(event.data.service_id))) {
        ctx.notify({ type: 'callWaiter', event: event.data })
      }
    }
  }

  return {
    /** Queues one socket event. */
    push(name: string, payload: unknown): void {
      queue = queue.then(() => handle(name, payload)).catch((error: unknown) => ctx.onError(error))
    },
    /** Resolves when every queued event has been applied. */
    idle: (): Promise<void> => queue,
  }
}
