import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import {
  checkSpaSlot,
  dayOf,
  isTherapistDriven,
  roomHoldMinutes,
  roundMoney,
  therapistHoldMinutes,
  treatmentStarts,
  type CreateSpaAppointmentBody,
  type SpaAppointmentStatus,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { rooms, spaAppointments, stays } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { assertPermission } from '../permissions.ts'
import { nextVersionSql } from '../versioning.ts'
import { idTaken } from '../writes/client-ids.ts'
import type { WriteResult } from '../writes/types.ts'
import { serviceOf, type Booker } from '../reservations/access.ts'
import { assertSpaBookable, assertSpaDay, orderDisabled } from './access.ts'
import { claimSpa } from './claims.ts'
import { loadSpaDay, treatmentOf } from './day.ts'
import { spaNotice } from './notices.ts'
import { slotRefusal } from './refusals.ts'
import { spaAppointmentToWire } from './wire.ts'

export interface SpaBooking {
  body: CreateSpaAppointmentBody
  booker: Booker
  status: SpaAppointmentStatus
  now: number
}

const ORIGIN = { staff: 'Reception', guest: 'Room', public: 'External' } as const

/**
 * A new appointment (createSpaAppointment, reserveAppointment, the push's spaAppointment.create),
 * inside the business write: the slot is checked with the free-slot rules, then the therapist
 * (when chosen) and the spa room are claimed in this transaction, so of two bookings of the last
 * free slot exactly one stands and the other gets 409 (spa.taken or spa.unavailable).
 */
export async function createSpaAppointment(tx: Tx, booking: SpaBooking): Promise<WriteResult> {
  const { body, booker } = booking
  if (body.demo === true) throw orderDisabled()
  if (booker.kind === 'staff' && booker.staff.businessId !== body.business_id)
    throw notFound('Business')
  const found = await treatmentOf(tx, body.business_id, body.spa_service_id)
  const service = await serviceOf(tx, body.business_id, found.treatment.serviceId)
  assertSpaBookable(service, booker, dayOf(booking.now))
  const start = Date.parse(body.time)
  const day = dayOf(start)
  if (booker.kind === 'staff') {
    assertPermission(booker.staff, service._id, 'reservationsWrite')
  } else {
    if (!body.email || body.email.trim() === '') throw badRequest('email', 'email: required')
    assertSpaDay(service, booker, day, booking.now)
    if (!treatmentStarts(service, found.treatment.length, day, booking.now).includes(start))
      throw badRequest('time', 'time: not a free slot of the working hours')
  }
  if (!found.room) throw notFound('Spa room')
  const spa = await loadSpaDay(tx, service, found, day)
  const therapistId = body.Therapist ?? null
  if (therapistId !== null && !spa.names.has(therapistId))
    throw badRequest('Therapist', 'Therapist: not a therapist of this spa')
  const check = checkSpaSlot(spa, start, body.persons, therapistId)
  if (check.refusal)
    throw slotRefusal(spa, spa.names, { ...check, refusal: check.refusal }, start, therapistId)

  const place = await placeOf(tx, booker, body)
  const id = body._id ?? randomUUID()
  const roomHold = roomHoldMinutes(spa.treatment, spa.room)
  const therapistHold = therapistHoldMinutes(spa.treatment)
  const [row] = await tx
    .insert(spaAppointments)
    .values({
      id,
      businessId: service.business_id,
      version: nextVersionSql(),
      serviceId: service._id,
      treatmentId: found.treatment.id,
      roomId: found.room.id,
      hotelRoomId: place.roomId,
      stayId: place.stayId,
      surveyAnswerId: body.survey_answer_id ?? null,
      price: roundMoney(found.treatment.price * body.persons),
      therapistId,
      status: booking.status,
      time: new Date(start).toISOString(),
      length: found.treatment.length,
      roomHold,
      therapistHold,
      therapistDriven: isTherapistDriven(spa.treatment, service),
      persons: body.persons,
      name: body.name,
      phoneNumber: body.phone_number?.trim() ?? '',
      email: body.email?.trim() ?? '',
      note: body.note ?? '',
      origin: ORIGIN[booker.kind],
      updatedBy: booker.kind === 'staff' ? booker.staff.accountId : null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Appointment', id)
  await claimSpa(tx, {
    appointmentId: id,
    businessId: service.business_id,
    roomId: found.room.id,
    persons: body.persons,
    roomMaxPersons: found.room.maxPersons,
    therapistId,
    start,
    roomHold,
    therapistHold,
  })
  const wire = spaAppointmentToWire(row)
  return { status: 200, body: wire, changes: [spaNotice(wire, 'spaAppointmentCreated')] }
}

/** The hotel room (and the stay checked in there) the appointment is for. */
async function placeOf(
  tx: Tx,
  booker: Booker,
  body: CreateSpaAppointmentBody,
): Promise<{ roomId: string | null; stayId: string | null }> {
  if (booker.kind === 'guest') return { roomId: booker.roomId, stayId: booker.stayId }
  if (booker.kind === 'public' || !body.hotel_room_id) return { roomId: null, stayId: null }
  const [room] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(
      and(
        eq(rooms.id, body.hotel_room_id),
        eq(rooms.businessId, body.business_id),
        isNull(rooms.deletedAt),
      ),
    )
  if (!room) throw notFound('Room')
  const [stay] = await tx
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.roomId, room.id), isNotNull(stays.checkIn), isNull(stays.deletedAt)))
  return { roomId: room.id, stayId: stay?.id ?? null }
}
