import type { QueuedAction } from '../orders/pending-marks.ts'

export type { QueuedAction } from '../orders/pending-marks.ts'

/** The outbox rows of a floor plan action: every table it writes (a save moves several). */
export interface TableAction extends QueuedAction {
  entities: readonly { table: string; id: string }[]
}

/** What the account's outbox says about a floor plan's tables. */
export interface FloorMarks {
  /** Tables with a change waiting to reach the server (a save made offline, a form). */
  waiting: ReadonlySet<string>
  /** Saves and forms the server refused, not dismissed yet (seq order). */
  refused: readonly TableAction[]
}

/**
 * The marks of the tables in `tableIds` from the account's outbox rows (seq order): a row counts
 * when any table it writes is one of them.
 */
export function floorMarks(
  outbox: readonly TableAction[],
  tableIds: ReadonlySet<string>,
): FloorMarks {
  const waiting = new Set<string>()
  const refused: TableAction[] = []
  for (const row of outbox) {
    const mine = row.entities.filter((e) => e.table === 'tables' && tableIds.has(e.id))
    if (mine.length === 0) continue
    if (row.state === 'failed') refused.push(row)
    else for (const e of mine) waiting.add(e.id)
  }
  return { waiting, refused }
}
