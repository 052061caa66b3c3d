import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { AddLengthBody, CreateTableBody, EditTableBody } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { diningTables, services } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { tableToWire } from '../serialize.ts'
import { nextVersionSql, changedFields } from '../versioning.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import { assertIdFree, idTaken } from './client-ids.ts'
import { changeOf, type WriteResult } from './types.ts'

const saved = (row: typeof diningTables.$inferSelect, staff: StaffContext): WriteResult => {
  const table = tableToWire(row)
  return { status: 200, body: table, changes: [changeOf('tables', table, staff.businessId)] }
}

/** The table of this business, locked; its service's itemsWrite is needed to change it. */
async function lockTable(tx: Tx, staff: StaffContext, id: string) {
  const [row] = await tx
    .select()
    .from(diningTables)
    .where(
      and(
        eq(diningTables.id, id),
        eq(diningTables.businessId, staff.businessId),
        isNull(diningTables.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Table')
  assertPermission(staff, row.serviceId, 'itemsWrite')
  return row
}

/** createTable: a new table of a service (itemsWrite), in the middle of the plan unless placed. */
export async function createTable(
  tx: Tx,
  staff: StaffContext,
  body: CreateTableBody,
): Promise<WriteResult> {
  const [service] = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.id, body.service_id),
        eq(services.businessId, staff.businessId),
        isNull(services.deletedAt),
      ),
    )
  if (!service) throw notFound('Service')
  assertPermission(staff, service.id, 'itemsWrite')
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Table', id)
  const [row] = await tx
    .insert(diningTables)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      serviceId: service.id,
      name: body.name,
      capacity: body.capacity,
      type: body.type,
      rotation: body.rotation ?? 0,
      active: body.active ?? true,
      coordinateX: body.coordinate_x ?? 0.5,
      coordinateY: body.coordinate_y ?? 0.5,
      length: body.length ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Table', id)
  return saved(row, staff)
}

/** editTable/{id}: the fields given change; the others stay. */
export async function editTable(
  tx: Tx,
  staff: StaffContext,
  id: string,
  body: EditTableBody,
): Promise<WriteResult> {
  const current = await lockTable(tx, staff, id)
  const patch = changedFields(current, {
    name: body.name,
    capacity: body.capacity,
    type: body.type,
    rotation: body.rotation,
    active: body.active,
    coordinateX: body.coordinate_x,
    coordinateY: body.coordinate_y,
  })
  if (patch === null) return { ...saved(current, staff), changes: [] }
  const [row] = await tx
    .update(diningTables)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(diningTables.id, id))
    .returning()
  return saved(row!, staff)
}

/** addLength {table_id, hours, minutes}: how long a reservation holds the table from now on. */
export async function addLength(
  tx: Tx,
  staff: StaffContext,
  body: AddLengthBody,
): Promise<WriteResult> {
  await lockTable(tx, staff, body.table_id)
  const [row] = await tx
    .update(diningTables)
    .set({ length: { h: body.hours, m: body.minutes }, version: nextVersionSql() })
    .where(eq(diningTables.id, body.table_id))
    .returning()
  return saved(row!, staff)
}
