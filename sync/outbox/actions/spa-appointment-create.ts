import { SpaAppointmentCreatePayload } from '../../protocol/action-schemas.ts'
import { createAction, endpointRequest } from './kinds.ts'

/**
 * An appointment the spa desk books with the desk's id: POST createSpaAppointment ->
 * SpaAppointment, pending like every new one. Shown at once with the treatment's values the
 * device has (`shown`); the server's row replaces it. If the therapist or the room was taken
 * meanwhile, the server refuses it (409 `spa.taken`, with the reason) and the row goes.
 */
export const createSpaAppointment = createAction({
  type: 'spaAppointment.create',
  table: 'appointments',
  payload: SpaAppointmentCreatePayload,
  id: (p) => p._id,
  build: (p, at) => ({
    _id: p._id,
    business_id: p.business_id,
    service_id: p.shown?.service_id ?? '',
    spa_service_id: p.spa_service_id,
    room_id: p.shown?.room_id ?? '',
    hotel_room_id: p.hotel_room_id ?? null,
    stay_id: null,
    survey_answer_id: p.survey_answer_id ?? null,
    price: p.shown?.price ?? 0,
    Therapist: p.Therapist ?? null,
    status: 'Pending',
    time: p.time,
    length: p.shown?.length ?? 60,
    room_hold: p.shown?.room_hold ?? p.shown?.length ?? 60,
    therapist_hold: p.shown?.therapist_hold ?? p.shown?.length ?? 60,
    persons: p.persons,
    name: p.name.trim(),
    phone_number: p.phone_number ?? '',
    email: p.email ?? '',
    note: p.note ?? '',
    origin: 'Reception',
    decline_reason: null,
    created_at: at,
    updated_at: at,
  }),
  request: endpointRequest('spaAppointment.create'),
})
