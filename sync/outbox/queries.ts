import type { LocalDb } from '../db.ts'
import { isActionType } from './actions/index.ts'
import type { OutboxError, OutboxRow } from './types.ts'

export interface OutboxCounts {
  pending: number
  failed: number
}

/** Rows of one account (all accounts when signed out) by state; 'sending' counts as pending. */
export async function outboxCounts(db: LocalDb, accountId: string | null): Promise<OutboxCounts> {
  const rows = await db.outbox.toArray()
  const mine = accountId === null ? rows : rows.filter((r) => r.accountId === accountId)
  const failed = mine.filter((r) => r.state === 'failed').length
  return { pending: mine.length - failed, failed }
}

/**
 * The next row to send for the account, in seq order. Rows of an action type this app version
 * does not know (queued by a newer version in another tab) are left for that version.
 */
export async function nextPending(db: LocalDb, accountId: string): Promise<OutboxRow | undefined> {
  return db.outbox
    .orderBy('seq')
    .filter((r) => r.accountId === accountId && r.state === 'pending' && isActionType(r.type))
    .first()
}

/**
 * Up to `limit` rows to send next for the account, in seq order (the same rows `nextPending`
 * walks through one by one).
 */
export async function nextPendingRows(
  db: LocalDb,
  accountId: string,
  limit: number,
): Promise<OutboxRow[]> {
  return db.outbox
    .orderBy('seq')
    .filter((r) => r.accountId === accountId && r.state === 'pending' && isActionType(r.type))
    .limit(limit)
    .toArray()
}

/**
 * Rows left 'sending' by a tab that crashed, reloaded or froze mid-request become pending
 * again. Only the leader sends, so this runs when a tab becomes leader; resending is safe
 * because the server answers a repeated Idempotency-Key from its store.
 */
export async function recoverSending(db: LocalDb): Promise<number> {
  return db.outbox.where('state').equals('sending').modify({ state: 'pending' })
}

/**
 * What waits to reach the server for the account (all accounts when signed out): its pending and
 * sending rows, in seq order, with the last send error of each (network, 5xx, 429: sent again).
 * Rows of action types this version does not know are listed too: they wait as well.
 */
export async function waitingActions(db: LocalDb, accountId: string | null): Promise<OutboxRow[]> {
  const rows = await db.outbox.orderBy('seq').toArray()
  return rows.filter(
    (r) => r.state !== 'failed' && (accountId === null || r.accountId === accountId),
  )
}

/** The account's refused rows (state failed), in seq order: they wait to be dismissed. */
export async function refusedActions(db: LocalDb, accountId: string | null): Promise<OutboxRow[]> {
  const rows = await db.outbox.where('state').equals('failed').sortBy('seq')
  return rows.filter((r) => accountId === null || r.accountId === accountId)
}

/**
 * Keeps the error of a send that will be retried (no answer, 5xx, 429) on rows that stay
 * pending, so the waiting list can say why they still wait. A row gone meanwhile is skipped.
 */
export async function noteSendErrors(
  db: LocalDb,
  rows: readonly Pick<OutboxRow, 'id'>[],
  error: OutboxError,
): Promise<void> {
  if (rows.length === 0) return
  await db.outbox.bulkUpdate(rows.map((r) => ({ key: r.id, changes: { error } })))
}
