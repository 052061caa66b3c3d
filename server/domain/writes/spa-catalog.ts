import {
  createSpaRoom,
  createSpaTreatment,
  deleteSpaRoom,
  deleteSpaTreatment,
  updateSpaRoom,
  updateSpaTreatment,
} from '../spa/catalog.ts'
import type { StaffWrite } from './types.ts'

/*
 * The treatments screen's writes (Hotelspamenu): spa rooms and treatments, as their REST paths
 * (createSpaRoom, updateSpaRoom, deleteSpaRoom, createSpaService, updateSpaService,
 * deleteSpaService) answer them.
 */

export const createSpaRoomWrite: StaffWrite<'spaRoom.create'> = {
  type: 'spaRoom.create',
  run: (tx, staff, payload) => createSpaRoom(tx, staff, payload),
}

export const updateSpaRoomWrite: StaffWrite<'spaRoom.update'> = {
  type: 'spaRoom.update',
  run: (tx, staff, payload) => updateSpaRoom(tx, staff, payload),
}

export const deleteSpaRoomWrite: StaffWrite<'spaRoom.delete'> = {
  type: 'spaRoom.delete',
  run: (tx, staff, payload) => deleteSpaRoom(tx, staff, payload.spa_room_id),
}

export const createSpaTreatmentWrite: StaffWrite<'spaTreatment.create'> = {
  type: 'spaTreatment.create',
  run: (tx, staff, payload) => createSpaTreatment(tx, staff, payload),
}

export const updateSpaTreatmentWrite: StaffWrite<'spaTreatment.update'> = {
  type: 'spaTreatment.update',
  run: (tx, staff, payload) => updateSpaTreatment(tx, staff, payload),
}

/** Now, so a treatment with appointments to come is kept (409 spa.in_use). */
export const deleteSpaTreatmentWrite: StaffWrite<'spaTreatment.delete'> = {
  type: 'spaTreatment.delete',
  run: (tx, staff, payload) => deleteSpaTreatment(tx, staff, payload.spa_service_id, Date.now()),
}
