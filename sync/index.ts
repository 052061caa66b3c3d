/**
 * The public API of the sync engine: with sync/online.ts (online-only requests of a few screens),
 * the only modules `src/` imports from sync/ (besides sync/protocol). See docs/sync.md.
 */
export { db, createLocalDb, resetLocalDb, DEFAULT_DB_NAME, LocalDb } from './db.ts'
export type {
  SessionRow,
  SyncStateRow,
  ShadowRow,
  AnySyncRow,
  InvoiceRow,
  GuestHistoryRow,
  GuestMemoryRow,
} from './db.ts'
export { invoiceBlob, storedInvoice, invoicePath } from './invoices.ts'
export type { InvoiceOptions } from './invoices.ts'
export { syncStatus, createStatusStore } from './status.ts'
export type { SyncConnection, SyncStatus, SyncStatusStore } from './status.ts'
export { waitingActions, refusedActions } from './outbox/queries.ts'
export { createSyncEngine } from './engine.ts'
export type { SyncEngine, SyncEngineOptions } from './engine.ts'
export type { LoginResult } from './session.ts'
export type { RefusalRow, SyncNotification } from './notify.ts'
export { mayReadOrders } from './notify.ts'
export { EnqueueError } from './outbox/types.ts'
export type {
  ActionPayloads,
  ActionType,
  OutboxRow,
  OutboxState,
  OutboxError,
} from './outbox/types.ts'
export { socketIoFactory } from './transport/socket.ts'
export type { SocketFactory, SyncSocket, SocketHandlers } from './transport/socket.ts'
export type {
  CallWaiterEvent,
  ErrorCode,
  LoginBody,
  Me,
  Order,
  OrderEventName,
  SyncTableName,
} from './protocol/index.ts'
export { recentHistoryOrders } from './history.ts'
export {
  prepareLiveQuery,
  preparedAnswer,
  preparedQueryOptions,
  watchPreparedQuery,
} from './prepared-queries.ts'
export type { Querier } from './prepared-queries.ts'
