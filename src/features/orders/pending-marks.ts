/** The part of an outbox row the "waiting to sync" marks need. */
export interface QueuedAction {
  state: 'pending' | 'sending' | 'failed'
  entity: { table: string; id: string }
}

/** Ids of orders with an action still waiting to reach the server (pending or being sent). */
export function ordersWaitingToSync(outbox: readonly QueuedAction[]): Set<string> {
  const ids = new Set<string>()
  for (const row of outbox) {
    if (row.entity.table === 'orders' && row.state !== 'failed') ids.add(row.entity.id)
  }
  return ids
}

/** A card is waiting when any order it stands for is. */
export function isWaitingToSync(
  memberIds: readonly string[],
  waiting: ReadonlySet<string>,
): boolean {
  return memberIds.some((id) => waiting.has(id))
}
