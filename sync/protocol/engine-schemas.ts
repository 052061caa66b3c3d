/**
 * The zod/mini schemas the sync engine checks wire data with: the session, pull pages and
 * their rows, socket events, push replies, error bodies and the orders actions' payloads. With
 * action-schemas.ts (the payloads of the lazy action areas, kept out of the staff shell), the
 * only schema modules sync/ imports values from (eslint.config.js); src/ never does. Everything
 * else a client needs at runtime is zod-free, in rules/index.ts.
 */
export { Me } from './session.ts'
export { Change, PullPage, SYNC_TABLES } from './sync.ts'
export { DeclineOrderBody, LineStateBody, Order, OrderIdBody, OrdersReply } from './orders.ts'
export { CallWaiterEvent } from './events.ts'
export { ErrorBody } from './errors.ts'
export { PushReply } from './push-reply.ts'
export { GuestHistory, UserMemory } from './guests.ts'
