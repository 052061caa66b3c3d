import { PUSH_PATH, SENT_ALONE_ACTION_TYPES } from '../protocol/rules/index.ts'
import { PushReply } from '../protocol/engine-schemas.ts'
import type { HttpOutcome, RequestSpec } from '../transport/http.ts'
import type { OutboxRow } from './types.ts'
import { isActionType } from './actions/index.ts'

/** Rows sent in one push (the server takes up to PUSH_MAX_ACTIONS). */
export const PUSH_BATCH_SIZE = 50

/** An outbox row with its payload checked by its action's schema. */
export interface ReadyRow {
  row: OutboxRow
  payload: unknown
}

/** Whether a row can go in a push (rows of other actions take the single-request path). */
export const isPushable = (row: OutboxRow): boolean =>
  isActionType(row.type) && !SENT_ALONE_ACTION_TYPES.includes(row.type)

/** POST /api/v2/sync/push with the rows in seq order; each row id is its idempotency key. */
export function pushRequest(rows: readonly ReadyRow[]): RequestSpec {
  return {
    method: 'POST',
    path: PUSH_PATH,
    json: { actions: rows.map(({ row, payload }) => ({ id: row.id, type: row.type, payload })) },
  }
}

/**
 * The answer to each row, in order, as if it had been sent alone: the push answers exactly what
 * the single endpoint would have. Stops at the first row without its result (the server stopped
 * early: that row and the rest were not acted on). null: the reply is unreadable.
 */
export function pushAnswers(body: unknown, rows: readonly OutboxRow[]): HttpOutcome[] | null {
  const reply = PushReply.safeParse(body)
  if (!reply.success) return null
  const answers: HttpOutcome[] = []
  for (const [i, row] of rows.entries()) {
    const result = reply.data.results[i]
    if (!result || result.id !== row.id) break
    answers.push({
      kind: 'response',
      status: result.status,
      ok: result.status >= 200 && result.status < 300,
      body: result.body ?? null,
      text: typeof result.body === 'string' ? result.body : '',
    })
  }
  return answers
}
