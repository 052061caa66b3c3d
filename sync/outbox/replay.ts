import type { Change } from '../protocol/index.ts'
import type { LocalDb } from '../db.ts'
import type { HttpClient, HttpOutcome } from '../transport/http.ts'
import { actionOf, loadActions } from './actions/index.ts'
import { decideReplay } from './decide.ts'
import { isPushable, PUSH_BATCH_SIZE, pushAnswers, pushRequest, type ReadyRow } from './push.ts'
import { nextPendingRows, noteSendErrors } from './queries.ts'
import { settleBatch, type Settlement } from './settle.ts'
import type { OutboxError, OutboxRow } from './types.ts'

export interface ReplayContext {
  db: LocalDb
  http: HttpClient
  accountId: string
  /** Checked before each request: false stops (engine stopping, leadership lost). */
  shouldContinue?: () => boolean
  /** A row was sent and the server's rows written (engine: remember own versions, counts). */
  onSent?: (row: OutboxRow, serverRows: Change[]) => void
  /**
   * A row was refused for good (written as failed); `current` is the server's row from the
   * refusal (409 `current`), null when the answer carried none.
   */
  onFailed?: (row: OutboxRow, current: Change | null) => void
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

/** What one request (a push, or a single row) did. */
interface Step {
  sent: number
  failed: number
  lastError: OutboxError | null
  stop: Exclude<ReplayStop, 'drained' | 'stopped'> | null
  /** The server refused the push itself (e.g. a server without it): send rows one by one. */
  pushRefused?: boolean
}

const INVALID: OutboxError = { status: 0, code: 'validation', message: 'Invalid action' }
const STOPPED_EARLY: OutboxError = {
  status: 500,
  code: 'internal',
  message: 'The server stopped before this action; it is sent again later.',
}

function ready(row: OutboxRow): ReadyRow | null {
  const parsed = actionOf(row.type).payload.safeParse(row.payload)
  return parsed.success ? { row, payload: parsed.data } : null
}

/**
 * Sends the account's pending rows strictly in seq order: up to PUSH_BATCH_SIZE consecutive rows
 * in one push (each with its id as idempotency key), a row the push does not carry on its own
 * with `Idempotency-Key`. One request at a time; the answers of a batch are written in one
 * transaction. Runs in the leader tab only (see leader.ts).
 */
export async function replayQueue(ctx: ReplayContext): Promise<ReplayResult> {
  const { db, accountId } = ctx
  const result: ReplayResult = { stop: 'drained', sent: 0, failed: 0, lastError: null }
  let pushOff = false
  for (;;) {
    if (ctx.shouldContinue && !ctx.shouldContinue()) return { ...result, stop: 'stopped' }
    const rows = await nextPendingRows(db, accountId, pushOff ? 1 : PUSH_BATCH_SIZE)
    const first = rows[0]
    if (!first) return result
    await loadActions(rows.map((r) => r.type))
    const head = ready(first)
    let step: Step
    if (!head) {
      // Queued by an older app version with a payload this version no longer accepts.
      await settleBatch(db, accountId, [
        { kind: 'failed', row: first, error: INVALID, current: null },
      ])
      step = { sent: 0, failed: 1, lastError: null, stop: null }
    } else if (pushOff || !isPushable(first)) {
      step = await sendOne(ctx, head)
    } else {
      const batch: ReadyRow[] = []
      for (const row of rows) {
        const next = isPushable(row) ? ready(row) : null
        if (!next) break // a row of another kind, or an invalid one: it goes next time
        batch.push(next)
      }
      step = await sendBatch(ctx, batch)
    }
    result.sent += step.sent
    result.failed += step.failed
    if (step.lastError) result.lastError = step.lastError
    if (step.pushRefused) pushOff = true
    if (step.stop) return { ...result, stop: step.stop }
  }
}

/** One row through its single REST endpoint with `Idempotency-Key: <row.id>`. */
async function sendOne(ctx: ReplayContext, item: ReadyRow): Promise<Step> {
  const { row, payload } = item
  await ctx.db.outbox.update(row.id, { state: 'sending', attempts: row.attempts + 1 })
  const request = actionOf(row.type).request(payload as never)
  const outcome = await ctx.http.send({ ...request, idempotencyKey: row.id })
  return settle(ctx, [item], [outcome])
}

/** Consecutive rows in one push; the answer of each row is read as if it had been sent alone. */
async function sendBatch(ctx: ReplayContext, batch: readonly ReadyRow[]): Promise<Step> {
  const { db, accountId } = ctx
  await db.outbox.bulkUpdate(
    batch.map(({ row }) => ({
      key: row.id,
      changes: { state: 'sending' as const, attempts: row.attempts + 1 },
    })),
  )
  const outcome = await ctx.http.send(pushRequest(batch))
  const rows = batch.map((b) => b.row)
  if (outcome.kind === 'network' || !outcome.ok) {
    // The push as a whole was not taken: nothing was acted on.
    const whole = decideReplay(outcome)
    await settleBatch(db, accountId, pendingAll(rows))
    if (whole.kind === 'retry') await noteSendErrors(db, rows, whole.error)
    const none = { sent: 0, failed: 0, lastError: null }
    // Refused as a whole (e.g. a server without the push): the rows go one by one instead.
    if (whole.kind === 'failed') return { ...none, stop: null, pushRefused: true }
    if (whole.kind === 'session-expired') return { ...none, stop: 'session-expired' }
    return { ...none, lastError: whole.kind === 'retry' ? whole.error : null, stop: 'retry' }
  }
  const answers = pushAnswers(outcome.body, rows)
  if (!answers) {
    await settleBatch(db, accountId, pendingAll(rows))
    await noteSendErrors(db, rows, STOPPED_EARLY)
    return { sent: 0, failed: 0, lastError: STOPPED_EARLY, stop: 'retry' }
  }
  const step = await settle(ctx, batch, answers)
  if (answers.length < batch.length)
    await noteSendErrors(db, rows.slice(answers.length), STOPPED_EARLY)
  // The server stopped early (an unexpected error): the rest waits for the backoff.
  if (answers.length < batch.length && !step.stop) {
    return { ...step, stop: 'retry', lastError: STOPPED_EARLY }
  }
  return step
}

const pendingAll = (rows: readonly OutboxRow[]): Settlement[] =>
  rows.map((row) => ({ kind: 'pending', row }))

/** Decides each answer (decide.ts) and writes them all in one transaction; rows without one stay pending. */
async function settle(
  ctx: ReplayContext,
  batch: readonly ReadyRow[],
  answers: readonly HttpOutcome[],
): Promise<Step> {
  const step: Step = { sent: 0, failed: 0, lastError: null, stop: null }
  const items: Settlement[] = []
  const sent: [OutboxRow, Change[]][] = []
  const failed: [OutboxRow, Change | null][] = []
  const retried: [OutboxRow, OutboxError][] = []
  for (const [i, { row, payload }] of batch.entries()) {
    const answer = answers[i]
    if (!answer) {
      items.push({ kind: 'pending', row })
      continue
    }
    const decision = decideReplay(answer)
    if (decision.kind === 'sent') {
      const body = answer.kind === 'response' ? answer.body : null
      const definition = actionOf(row.type)
      const serverRows = definition.serverRows(body, payload as never)
      const kept = definition.keep?.(body, payload as never) ?? []
      items.push({ kind: 'sent', row, servers: serverRows, kept })
      sent.push([row, serverRows])
      step.sent += 1
    } else if (decision.kind === 'failed') {
      // Restore the server's row (from the 409 body, else the shadow) and re-apply the other
      // pending actions of the entity; a server row of another entity (a check-in's "TAKEN.":
      // the other desk's stay) is written beside it. The next rows go on.
      const current = decision.current
      items.push({ kind: 'failed', row, error: decision.error, current })
      const refusedWith = current && !current.deleted ? current.row : null
      failed.push([{ ...row, state: 'failed', error: decision.error, refusedWith }, current])
      step.failed += 1
      step.lastError = decision.error
    } else if (decision.kind === 'session-expired') {
      items.push({ kind: 'pending', row })
      step.stop = 'session-expired'
    } else {
      items.push({ kind: 'pending', row })
      retried.push([row, decision.error])
      if (step.stop === null) {
        step.stop = 'retry'
        step.lastError = decision.error
      }
    }
  }
  await settleBatch(ctx.db, ctx.accountId, items)
  for (const [row, error] of retried) await noteSendErrors(ctx.db, [row], error)
  for (const [row, serverRows] of sent) ctx.onSent?.(row, serverRows)
  for (const [row, current] of failed) ctx.onFailed?.(row, current)
  return step
}
