import {
  SpaRoomCreatePayload,
  SpaRoomIdBody,
  SpaTreatmentCreatePayload,
  SpaTreatmentIdBody,
  UpdateSpaRoomBody,
  UpdateSpaTreatmentBody,
} from '../../protocol/action-schemas.ts'
import { roundMoney } from '../../protocol/rules/index.ts'
import { createAction, deleteAction, endpointRequest, updateAction } from './kinds.ts'

/*
 * The treatments screen (Hotelspamenu): spa rooms (the categories) and treatments (the spec's spa
 * services), each created with the device's id, edited field by field, deleted. The server needs
 * itemsWrite on the spa; it keeps a room that still has treatments and a treatment with
 * appointments to come (409 spa.in_use), and the device then gets the row back.
 */

/** The fields an edit sends, without the ones left out (undefined). */
const fieldsOf = ({ _id: _, ...fields }: Record<string, unknown> & { _id: string }) => {
  const patch: Record<string, unknown> = { ...fields }
  for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
  if (typeof patch.price === 'number') patch.price = roundMoney(patch.price)
  return patch
}

/** New spa room: POST createSpaRoom -> SpaRoom. */
export const createSpaRoom = createAction({
  type: 'spaRoom.create',
  table: 'spaRooms',
  payload: SpaRoomCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id,
    service_id: p.service_id,
    name: p.name,
    max_persons: p.max_persons ?? 1,
    cleaning_break: p.cleaning_break ?? 0,
  }),
  request: endpointRequest('spaRoom.create'),
})

/** Edit a spa room (any subset of fields): PUT updateSpaRoom -> SpaRoom. */
export const updateSpaRoom = updateAction({
  type: 'spaRoom.update',
  table: 'spaRooms',
  payload: UpdateSpaRoomBody,
  id: (p) => p._id,
  patch: fieldsOf,
  request: endpointRequest('spaRoom.update'),
})

/** Delete a spa room: DELETE deleteSpaRoom/{id} -> {_id, version, deleted}. */
export const deleteSpaRoom = deleteAction({
  type: 'spaRoom.delete',
  table: 'spaRooms',
  payload: SpaRoomIdBody,
  id: (p) => p.spa_room_id,
  request: endpointRequest('spaRoom.delete'),
})

/** New treatment in a spa room: POST createSpaService -> SpaTreatment. */
export const createSpaTreatment = createAction({
  type: 'spaTreatment.create',
  table: 'treatments',
  payload: SpaTreatmentCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id,
    service_id: p.service_id,
    room_id: p.room_id,
    name: p.name,
    description: p.description ?? { en: '' },
    length: p.length,
    price: roundMoney(p.price),
    cleaning_break: p.cleaning_break ?? 0,
    therapist_break: p.therapist_break ?? 0,
    max_persons: p.max_persons ?? 1,
    modifiers: p.modifiers ?? [],
    therapist_driven: p.therapist_driven ?? null,
  }),
  request: endpointRequest('spaTreatment.create'),
})

/** Edit a treatment (any subset of fields): PUT updateSpaService -> SpaTreatment. */
export const updateSpaTreatment = updateAction({
  type: 'spaTreatment.update',
  table: 'treatments',
  payload: UpdateSpaTreatmentBody,
  id: (p) => p._id,
  patch: fieldsOf,
  request: endpointRequest('spaTreatment.update'),
})

/** Delete a treatment: DELETE deleteSpaService/{id} -> {_id, version, deleted}. */
export const deleteSpaTreatment = deleteAction({
  type: 'spaTreatment.delete',
  table: 'treatments',
  payload: SpaTreatmentIdBody,
  id: (p) => p.spa_service_id,
  request: endpointRequest('spaTreatment.delete'),
})
