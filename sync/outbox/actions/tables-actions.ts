import type { AreaActions } from './areas.ts'
import { moveTables } from './tables-move.ts'

/** The floor plan's actions: a lazy chunk (areas.ts). */
export const TABLE_ACTIONS: AreaActions<'tables'> = {
  'table.updateMany': moveTables,
}
