import type { DiningTable, TablePlacement } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import { lengthChanged, type TableFormValues } from './table-form.ts'

/**
 * Saves every table moved in move mode as ONE outbox action (`table.updateMany`): shown at once,
 * kept offline, sent once; the server saves all or none.
 */
export async function saveMovedTables(tables: readonly TablePlacement[]): Promise<void> {
  if (tables.length === 0) return
  await engine.enqueue('table.updateMany', { tables: [...tables] })
}

/**
 * A new table from the form (`table.create`, the desk's id), in the middle of the plan; its
 * length, when given, follows as `table.addLength` (spec §5). Returns the new table's id.
 */
export async function createTable(serviceId: string, values: TableFormValues): Promise<string> {
  const _id = crypto.randomUUID()
  await engine.enqueue('table.create', {
    _id,
    service_id: serviceId,
    name: values.name,
    capacity: values.capacity,
    type: values.type,
    rotation: values.rotation,
    active: values.active,
  })
  if (values.length) await engine.enqueue('table.addLength', { table_id: _id, ...values.length })
  return _id
}

/** The form's changes to a table (`table.edit`, only what changed), then its length if changed. */
export async function editTable(table: DiningTable, values: TableFormValues): Promise<void> {
  const changes: { name?: string; capacity?: number; type?: DiningTable['type'] } & {
    rotation?: DiningTable['rotation']
    active?: boolean
  } = {}
  if (values.name !== table.name) changes.name = values.name
  if (values.capacity !== table.capacity) changes.capacity = values.capacity
  if (values.type !== table.type) changes.type = values.type
  if (values.rotation !== table.rotation) changes.rotation = values.rotation
  if (values.active !== table.active) changes.active = values.active
  if (Object.keys(changes).length > 0)
    await engine.enqueue('table.edit', { _id: table._id, ...changes })
  if (values.length && lengthChanged(table, values.length))
    await engine.enqueue('table.addLength', { table_id: table._id, ...values.length })
}

/** The service's floor plan picture (compressed in the browser), uploaded through the outbox. */
export async function uploadBackground(
  businessId: string,
  serviceId: string,
  image: Blob,
): Promise<void> {
  await engine.enqueue('image.upload', {
    kind: 'table_background',
    business_id: businessId,
    id: serviceId,
    image,
  })
}

/** Drops refused floor plan actions once read (their server rows were restored already). */
export async function dismissRefused(ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => engine.discard(id)))
}
