import { ErrorBody } from '../protocol/engine-schemas.ts'
import type { Change, ErrorCode } from '../protocol/index.ts'
import type { HttpOutcome } from '../transport/http.ts'
import type { OutboxError } from './types.ts'

/** What the replay loop does with the server's answer to one outbox row. */
export type ReplayDecision =
  | { kind: 'sent' }
  /** Not acted on, or we cannot tell: keep the row, back off, try again later. */
  | { kind: 'retry'; error: OutboxError }
  /** The session is gone (refresh refused): keep the row until the user signs in again. */
  | { kind: 'session-expired' }
  /** The server refused it for good: mark failed, restore the server's row. */
  | { kind: 'failed'; error: OutboxError; current: Change | null }

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
}

/** Statuses that say "not now" rather than "no". */
const TRANSIENT = new Set([408, 425, 429])

export function decideReplay(outcome: HttpOutcome): ReplayDecision {
  if (outcome.kind === 'network') {
    return { kind: 'retry', error: { status: 0, code: 'network', message: 'Server unreachable' } }
  }
  const { status } = outcome
  if (status >= 200 && status < 300) return { kind: 'sent' }
  const parsed = ErrorBody.safeParse(outcome.body)
  const body = parsed.success ? parsed.data : null
  const error: OutboxError = {
    status,
    code: body?.code ?? CODE_BY_STATUS[status] ?? 'internal',
    message: body?.message ?? (outcome.text.trim() || `HTTP ${status}`),
    ...(body?.held ? { held: body.held } : {}),
  }
  // 401 after the refresh-once rule: the session is over, the action itself is fine.
  if (status === 401) return { kind: 'session-expired' }
  if (status >= 500 || status < 400 || TRANSIENT.has(status)) return { kind: 'retry', error }
  // The first request with this key is still running on the server: ask again later.
  if (body?.code === 'idempotency.in_progress') return { kind: 'retry', error }
  return { kind: 'failed', error, current: body?.current ?? null }
}
