import type { DiningTable, TablePlacement } from '../../../sync/protocol/index.ts'
import type { Place } from './floor-geometry.ts'

/** Where move mode has put tables so far, by table id (not saved yet). */
export type MoveDraft = ReadonlyMap<string, Place>

/** The table as the plan shows it: at its draft place while move mode holds one. */
export function placed<T extends Pick<DiningTable, '_id' | 'coordinate_x' | 'coordinate_y'>>(
  table: T,
  draft: MoveDraft,
): T {
  const place = draft.get(table._id)
  return place ? { ...table, ...place } : table
}

/** The draft with one table put somewhere else. */
export function withPlace(draft: MoveDraft, id: string, place: Place): MoveDraft {
  const next = new Map(draft)
  next.set(id, place)
  return next
}

/**
 * What Save sends as one `table.updateMany`: the tables whose draft place differs from where they
 * stand now, in the order they are listed. Empty: nothing to save.
 */
export function movedTables(
  tables: readonly Pick<DiningTable, '_id' | 'coordinate_x' | 'coordinate_y'>[],
  draft: MoveDraft,
): TablePlacement[] {
  const moved: TablePlacement[] = []
  for (const table of tables) {
    const place = draft.get(table._id)
    if (!place) continue
    if (place.coordinate_x === table.coordinate_x && place.coordinate_y === table.coordinate_y)
      continue
    moved.push({ _id: table._id, ...place })
  }
  return moved
}
