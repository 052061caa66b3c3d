import type { AreaActions } from './areas.ts'
import { addTableLength, createTable, editTable } from './table-edits.ts'
import { moveTables } from './tables-move.ts'

/** The floor plan's actions: a lazy chunk (areas.ts). */
export const TABLE_ACTIONS: AreaActions<'tables'> = {
  'table.updateMany': moveTables,
  'table.create': createTable,
  'table.edit': editTable,
  'table.addLength': addTableLength,
}
