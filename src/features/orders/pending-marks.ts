import type { ActionError } from '../../app/status/failure-reasons.ts'

/** The part of an outbox row the "waiting to sync" and "refused" marks need. */
export interface QueuedAction {
  id: string
  type: string
  state: 'pending' | 'sending' | 'failed'
  entity: { table: string; id: string }
  error: ActionError | null
  /** Refused rows: the server's row the refusal carried. */
  refusedWith?: Record<string, unknown> | null
}

/** What the outbox says about the orders on a board. */
export interface OutboxMarks {
  /** Orders with an action still waiting to reach the server (pending or being sent). */
  waiting: ReadonlySet<string>
  /** Orders with actions the server refused, not dismissed yet (oldest first). */
  refused: ReadonlyMap<string, readonly QueuedAction[]>
}

export const NO_MARKS: OutboxMarks = { waiting: new Set(), refused: new Map() }

/**
 * The marks of the orders (or of another table's rows: the spa's appointments) from the
 * account's outbox rows (given in seq order).
 */
export function outboxMarks(outbox: readonly QueuedAction[], table = 'orders'): OutboxMarks {
  const waiting = new Set<string>()
  const refused = new Map<string, QueuedAction[]>()
  for (const row of outbox) {
    if (row.entity.table !== table) continue
    const id = row.entity.id
    if (row.state !== 'failed') waiting.add(id)
    else refused.set(id, [...(refused.get(id) ?? []), row])
  }
  return { waiting, refused }
}

/** Ids of orders with an action still waiting to reach the server (pending or being sent). */
export function ordersWaitingToSync(outbox: readonly QueuedAction[]): Set<string> {
  return new Set(outboxMarks(outbox).waiting)
}

/** Orders kept on a board after they left it: waiting to sync, or refused and not dismissed. */
export function heldOrderIds(marks: OutboxMarks, more: Iterable<string> = []): Set<string> {
  return new Set([...marks.waiting, ...marks.refused.keys(), ...more])
}

/** A card is waiting when any order it stands for is. */
export function isWaitingToSync(
  memberIds: readonly string[],
  waiting: ReadonlySet<string>,
): boolean {
  return memberIds.some((id) => waiting.has(id))
}

/** The refused actions of the orders a card stands for. */
export function refusedOf(
  memberIds: readonly string[],
  refused: OutboxMarks['refused'],
): QueuedAction[] {
  return memberIds.flatMap((id) => refused.get(id) ?? [])
}
