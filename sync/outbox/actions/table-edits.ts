import {
  TableCreatePayload,
  TableEditPayload,
  AddLengthBody,
} from '../../protocol/action-schemas.ts'
import { createAction, endpointRequest, updateAction } from './kinds.ts'

/**
 * A new table on a service's floor plan, with the desk's id: POST createTable -> DiningTable. In
 * the middle of the plan unless placed, as the server puts it; its business is the server's to
 * fill (the screens read tables by service).
 */
export const createTable = createAction({
  type: 'table.create',
  table: 'tables',
  payload: TableCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: '',
    service_id: p.service_id,
    name: p.name,
    capacity: p.capacity,
    type: p.type,
    rotation: p.rotation ?? 0,
    active: p.active ?? true,
    coordinate_x: p.coordinate_x ?? 0.5,
    coordinate_y: p.coordinate_y ?? 0.5,
    length: p.length ?? null,
  }),
  request: endpointRequest('table.create'),
})

/** The table form (name, capacity, type, rotation, active, place): PUT editTable/{id} -> DiningTable. */
export const editTable = updateAction({
  type: 'table.edit',
  table: 'tables',
  payload: TableEditPayload,
  id: (p) => p._id,
  patch: ({ _id: _, ...fields }) => {
    const patch: Record<string, unknown> = { ...fields }
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
    return patch
  },
  request: endpointRequest('table.edit'),
})

/** How long a reservation holds the table: PUT addLength {table_id, hours, minutes} -> DiningTable. */
export const addTableLength = updateAction({
  type: 'table.addLength',
  table: 'tables',
  payload: AddLengthBody,
  id: (p) => p.table_id,
  patch: (p) => ({ length: { h: p.hours, m: p.minutes } }),
  request: endpointRequest('table.addLength'),
})
