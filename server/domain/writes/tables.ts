import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { UpdateTableManyBody } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { diningTables } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { tableToWire } from '../serialize.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import { changeOf, type StaffWrite, type WriteResult } from './types.ts'
import { addLength, createTable, editTable } from './table-edits.ts'

/**
 * Saves the tables moved in move mode, all or nothing: every table must be the business's and
 * the staff member needs itemsWrite on its service, else nothing is written. Tables whose place
 * did not change keep their version (no event).
 */
export async function updateTableMany(
  tx: Tx,
  staff: StaffContext,
  body: UpdateTableManyBody,
): Promise<WriteResult> {
  const ids = body.tables.map((t) => t._id)
  const rows = await tx
    .select()
    .from(diningTables)
    .where(
      and(
        inArray(diningTables.id, ids),
        eq(diningTables.businessId, staff.businessId),
        isNull(diningTables.deletedAt),
      ),
    )
    .orderBy(diningTables.id)
    .for('update')
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const placement of body.tables) {
    const current = byId.get(placement._id)
    if (!current) throw notFound(`Table ${placement._id}`)
    assertPermission(staff, current.serviceId, 'itemsWrite')
  }
  const saved = []
  for (const placement of body.tables) {
    const current = byId.get(placement._id)!
    const rotation = placement.rotation ?? current.rotation
    const moved =
      current.coordinateX !== placement.coordinate_x ||
      current.coordinateY !== placement.coordinate_y ||
      current.rotation !== rotation
    if (!moved) {
      saved.push({ table: tableToWire(current), changed: false })
      continue
    }
    const [row] = await tx
      .update(diningTables)
      .set({
        coordinateX: placement.coordinate_x,
        coordinateY: placement.coordinate_y,
        rotation,
        version: nextVersionSql(),
      })
      .where(eq(diningTables.id, placement._id))
      .returning()
    saved.push({ table: tableToWire(row!), changed: true })
  }
  return {
    status: 200,
    body: { tables: saved.map((s) => s.table) },
    changes: saved
      .filter((s) => s.changed)
      .map((s) => changeOf('tables', s.table, staff.businessId)),
  }
}

export const updateTableManyWrite: StaffWrite<'table.updateMany'> = {
  type: 'table.updateMany',
  run: updateTableMany,
}

/** The table form's writes (table-edits.ts) as push actions. */
export const createTableWrite: StaffWrite<'table.create'> = {
  type: 'table.create',
  run: createTable,
}
export const editTableWrite: StaffWrite<'table.edit'> = {
  type: 'table.edit',
  run: (tx, staff, { _id, ...form }) => editTable(tx, staff, _id, form),
}
export const addLengthWrite: StaffWrite<'table.addLength'> = {
  type: 'table.addLength',
  run: addLength,
}
