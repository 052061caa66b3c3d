import type { Change } from '../../../sync/protocol/index.ts'
import { notFound } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { changeOf, type WriteResult } from './types.ts'

/** A drag in an ordered list: each row's id and its new position. */
export type Positions = readonly { _id: string; position: number }[]

/**
 * Saves new positions of rows of one table, all or nothing: every row must be among the locked
 * live rows of the business (else 404, nothing written) and pass `check` (the permission). Rows
 * whose position did not change keep their version (no event). Answers `{[key]: rows as saved}`.
 */
export async function savePositions<
  Row extends { id: string; position: number },
  Wire extends { _id: string; version: number },
>(spec: {
  staff: StaffContext
  table: Change['table']
  key: string
  what: string
  positions: Positions
  /** The live rows of the business with these ids, locked for the write. */
  lock: (ids: string[]) => Promise<Row[]>
  check: (row: Row) => void
  /** Writes one row's new position with a new version; the row as saved. */
  write: (id: string, position: number) => Promise<Row>
  toWire: (row: Row) => Wire
}): Promise<WriteResult> {
  const rows = await spec.lock(spec.positions.map((p) => p._id))
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const { _id } of spec.positions) {
    const row = byId.get(_id)
    if (!row) throw notFound(`${spec.what} ${_id}`)
    spec.check(row)
  }
  const saved: { row: Wire; changed: boolean }[] = []
  for (const { _id, position } of spec.positions) {
    const current = byId.get(_id)!
    if (current.position === position) saved.push({ row: spec.toWire(current), changed: false })
    else saved.push({ row: spec.toWire(await spec.write(_id, position)), changed: true })
  }
  return {
    status: 200,
    body: { [spec.key]: saved.map((s) => s.row) },
    changes: saved
      .filter((s) => s.changed)
      .map((s) => changeOf(spec.table, s.row, spec.staff.businessId)),
  }
}
