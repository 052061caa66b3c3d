import type { AreaActions } from './areas.ts'
import { addTableLength, createTable, editTable } from './table-edits.ts'
import { moveTables } from './tables-move.ts'
import { createTableOrder } from './table-order-create.ts'

/** The floor plan's actions, and a table's new order: a lazy chunk (areas.ts). */
export const TABLE_ACTIONS: AreaActions<'tables'> = {
  'table.updateMany': moveTables,
  'table.create': createTable,
  'table.edit': editTable,
  'table.addLength': addTableLength,
  'order.createForTable': createTableOrder,
}
