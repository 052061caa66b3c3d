import type { SpaRoom, SpaTreatment } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import type { CheckedRoom } from './room-draft.ts'
import type { CheckedTreatment } from './treatment-draft.ts'

type RoomFields = NonNullable<CheckedRoom['fields']>
type TreatmentFields = NonNullable<CheckedTreatment['fields']>

/** Saves a spa room through the outbox: a create with the device's id, or an edit. Its id. */
export async function saveRoom(
  businessId: string,
  serviceId: string,
  fields: RoomFields,
  existing: SpaRoom | null,
): Promise<string> {
  const id = existing?._id ?? crypto.randomUUID()
  if (existing) await engine.enqueue('spaRoom.update', { _id: id, ...fields })
  else
    await engine.enqueue('spaRoom.create', {
      _id: id,
      business_id: businessId,
      service_id: serviceId,
      ...fields,
    })
  return id
}

/** The same for a treatment. */
export async function saveTreatment(
  businessId: string,
  serviceId: string,
  fields: TreatmentFields,
  existing: SpaTreatment | null,
): Promise<string> {
  const id = existing?._id ?? crypto.randomUUID()
  if (existing) await engine.enqueue('spaTreatment.update', { _id: id, ...fields })
  else
    await engine.enqueue('spaTreatment.create', {
      _id: id,
      business_id: businessId,
      service_id: serviceId,
      ...fields,
    })
  return id
}

export const deleteRoom = (id: string) => engine.enqueue('spaRoom.delete', { spa_room_id: id })
export const deleteTreatment = (id: string) =>
  engine.enqueue('spaTreatment.delete', { spa_service_id: id })
