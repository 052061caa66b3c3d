import type { Change } from '../protocol/index.ts'
import type { LocalDb } from '../db.ts'
import type { HttpClient } from '../transport/http.ts'
import { applyScope, resettleEntity } from '../apply.ts'
import { actionOf } from './actions/index.ts'
import { decideReplay } from './decide.ts'
import { nextPending } from './queries.ts'
import type { OutboxError, OutboxRow } from './types.ts'

export interface ReplayContext {
  db: LocalDb
  http: HttpClient
  accountId: string
  /** Checked before each row: false stops (engine stopping, leadership lost). */
  shouldContinue?: () => boolean
  /** A row was sent and the server's rows written (engine: remember own versions, counts). */
  onSent?: (row: OutboxRow, serverRows: Change[]) => void
  /** A row was refused for good. */
  onFailed?: (row: OutboxRow) => void
}

export type ReplayStop =
  /** Nothing left to send. */
  | 'drained'
  /** Network error or 5xx: back off and wait for the next trigger. */
  | 'retry'
  /** 401 after refresh-once: keep everything until the user signs in again. */
  | 'session-expired'
  | 'stopped'

export interface ReplayResult {
  stop: ReplayStop
  sent: number
  failed: number
  lastError: OutboxError | null
}

/**
 * Sends the account's pending rows strictly in seq order, one at a time, each with its id as
 * Idempotency-Key. Runs in the leader tab only (see leader.ts).
 */
export async function replayQueue(ctx: ReplayContext): Promise<ReplayResult> {
  const { db, http, accountId } = ctx
  const result: ReplayResult = { stop: 'drained', sent: 0, failed: 0, lastError: null }
  for (;;) {
    if (ctx.shouldContinue && !ctx.shouldContinue()) return { ...result, stop: 'stopped' }
    const row = await nextPending(db, accountId)
    if (!row) return result
    const definition = actionOf(row.type)
    const scope = applyScope(db, [definition.table])
    const payload = definition.payload.safeParse(row.payload)
    if (!payload.success) {
      // Queued by an older app version with a payload this version no longer accepts.
      const error: OutboxError = { status: 0, code: 'validation', message: 'Invalid action' }
      await db.transaction('rw', scope, async () => {
        await db.outbox.update(row.id, { state: 'failed', error })
        await resettleEntity(db, accountId, row.entity.table, row.entity.id, null)
      })
      result.failed += 1
      continue
    }
    await db.outbox.update(row.id, { state: 'sending', attempts: row.attempts + 1 })
    const outcome = await http.send({ ...definition.request(payload.data), idempotencyKey: row.id })
    const decision = decideReplay(outcome)

    if (decision.kind === 'sent') {
      const body = outcome.kind === 'response' ? outcome.body : null
      const serverRows = definition.serverRows(body, payload.data)
      const mine = serverRows.find((c) => c.id === row.entity.id) ?? null
      await db.transaction('rw', scope, async () => {
        await db.outbox.delete(row.id)
        await resettleEntity(db, accountId, row.entity.table, row.entity.id, mine, row)
      })
      result.sent += 1
      ctx.onSent?.(row, serverRows)
      continue
    }
    if (decision.kind === 'failed') {
      // Restore the server's row (from the 409 body, else the shadow) and re-apply the other
      // pending actions of the entity; then go on with the next row.
      const current = decision.current?.id === row.entity.id ? decision.current : null
      await db.transaction('rw', scope, async () => {
        await db.outbox.update(row.id, { state: 'failed', error: decision.error })
        await resettleEntity(db, accountId, row.entity.table, row.entity.id, current)
      })
      result.failed += 1
      result.lastError = decision.error
      ctx.onFailed?.({ ...row, state: 'failed', error: decision.error })
      continue
    }
    await db.outbox.update(row.id, { state: 'pending' })
    if (decision.kind === 'session-expired') return { ...result, stop: 'session-expired' }
    return { ...result, stop: 'retry', lastError: decision.error }
  }
}
