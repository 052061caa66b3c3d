import type { AnySyncRow } from '../db.ts'
import type { EntityRef, OutboxRow } from './types.ts'
import { actionOf, isActionType } from './actions/index.ts'

export type PendingAction = Pick<OutboxRow, 'type' | 'payload' | 'createdAt'>

/**
 * The row the UI should show: the server's row (null: none, or deleted) with the pending
 * actions on it re-applied in order. An action the server row no longer allows (accept on an
 * order declined elsewhere, an edit of a row deleted elsewhere) is left out here; its replay
 * gets the server's refusal, which the user then sees.
 */
export function rebase(
  entity: EntityRef,
  serverRow: AnySyncRow | null,
  actions: readonly PendingAction[],
): AnySyncRow | null {
  let row = serverRow
  for (const action of actions) {
    if (!isActionType(action.type)) continue // written by a newer app version
    const definition = actionOf(action.type)
    const payload = definition.payload.safeParse(action.payload)
    if (!payload.success) continue
    const applied = definition.apply(entity, row, payload.data, action.createdAt)
    if (applied.ok) row = applied.row
  }
  return row
}
