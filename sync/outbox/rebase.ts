import type { AnySyncRow } from '../db.ts'
import type { OutboxRow } from './types.ts'
import { actionOf, isActionType } from './actions/index.ts'

export type PendingAction = Pick<OutboxRow, 'type' | 'payload' | 'createdAt'>

/**
 * The row the UI should show: the server's row with the pending actions re-applied in order.
 * An action the server row no longer allows (e.g. accept on an order declined elsewhere) is
 * left out here; its replay gets the server's refusal, which the user then sees.
 */
export function rebase(serverRow: AnySyncRow, actions: readonly PendingAction[]): AnySyncRow {
  let row = serverRow
  for (const action of actions) {
    if (!isActionType(action.type)) continue // written by a newer app version
    const definition = actionOf(action.type)
    const payload = definition.payload.safeParse(action.payload)
    if (!payload.success) continue
    const applied = definition.apply(row, payload.data, action.createdAt)
    if (applied.ok) row = applied.row
  }
  return row
}
