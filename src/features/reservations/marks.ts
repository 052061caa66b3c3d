import type { OutboxMarks, QueuedAction } from '../orders/pending-marks.ts'

export type { OutboxMarks, QueuedAction } from '../orders/pending-marks.ts'

/** What the account's outbox rows (in seq order) say about reservations: waiting and refused. */
export function reservationMarks(outbox: readonly QueuedAction[]): OutboxMarks {
  const waiting = new Set<string>()
  const refused = new Map<string, QueuedAction[]>()
  for (const row of outbox) {
    if (row.entity.table !== 'reservations') continue
    const id = row.entity.id
    if (row.state !== 'failed') waiting.add(id)
    else refused.set(id, [...(refused.get(id) ?? []), row])
  }
  return { waiting, refused }
}

/** Reservations kept on the board after they left it: waiting to sync, or refused. */
export function heldIds(marks: OutboxMarks): Set<string> {
  return new Set([...marks.waiting, ...marks.refused.keys()])
}

/**
 * Ids of reservations that arrived pending since the last look (`seen`: every id seen before):
 * the board plays its sound for them. The first look (`seen` null) is not news.
 */
export function newPendingIds(
  seen: ReadonlySet<string> | null,
  reservations: readonly { _id: string; status: string }[],
): string[] {
  if (seen === null) return []
  return reservations.filter((r) => r.status === 'Pending' && !seen.has(r._id)).map((r) => r._id)
}
