import { OLD_TABLE_BASE } from '../../protocol/rules/index.ts'
import { UpdateTableManyBody } from '../../protocol/action-schemas.ts'
import { manyAction } from './kinds.ts'

/** Tables moved in move mode, saved together: PUT updateTableMany/ {tables} -> {tables}. */
export const moveTables = manyAction({
  type: 'table.updateMany',
  table: 'tables',
  payload: UpdateTableManyBody,
  items: (p) => p.tables,
  id: (t) => t._id,
  patch: (t) => ({
    coordinate_x: t.coordinate_x,
    coordinate_y: t.coordinate_y,
    ...(t.rotation !== undefined ? { rotation: t.rotation } : {}),
  }),
  request: (p) => ({ method: 'PUT', path: `${OLD_TABLE_BASE}/updateTableMany/`, json: p }),
  replyRows: (body) => {
    const tables = (body as { tables?: unknown } | null)?.tables
    return Array.isArray(tables) ? (tables as unknown[]) : []
  },
})
