import { randomUUID } from 'node:crypto'
import {
  checkSpaSlot,
  dayIn,
  discountPercent,
  discountedPrice,
  todayIn,
  isTherapistDriven,
  roomHoldMinutes,
  roundMoney,
  therapistHoldMinutes,
  treatmentStarts,
  type CreateSpaAppointmentBody,
  type SpaAppointmentStatus,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { spaAppointments } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import type { PartyBooking } from '../booking/columns.ts'
import {
  assertMayBook,
  assertOwnBusiness,
  bookingColumns,
  placeOf,
  writeBooking,
} from '../booking/party.ts'
import type { WriteResult } from '../writes/types.ts'
import { serviceOf } from '../reservations/access.ts'
import { assertSpaBookable, assertSpaDay, orderDisabled } from './access.ts'
import { claimSpa } from './claims.ts'
import { loadSpaDay, treatmentOf } from './day.ts'
import { spaNotice } from './notices.ts'
import { slotRefusal } from './refusals.ts'
import { zoneOfBusiness } from '../business-zone.ts'
import { discountsOn } from '../promotions/pricing.ts'
import { spaAppointmentToWire } from './wire.ts'
import { assertSurveysAnswered } from '../surveys/answers.ts'

export type SpaBooking = PartyBooking<CreateSpaAppointmentBody, SpaAppointmentStatus>

/**
 * A new appointment (createSpaAppointment, reserveAppointment, the push's spaAppointment.create),
 * inside the business write: the slot is checked with the free-slot rules, then the therapist
 * (when chosen) and the spa room are claimed in this transaction, so of two bookings of the last
 * free slot exactly one stands and the other gets 409 (spa.taken or spa.unavailable).
 */
export async function createSpaAppointment(tx: Tx, booking: SpaBooking): Promise<WriteResult> {
  const { body, booker } = booking
  if (body.demo === true) throw orderDisabled()
  assertOwnBusiness(booker, body.business_id)
  const found = await treatmentOf(tx, body.business_id, body.spa_service_id)
  const service = await serviceOf(tx, body.business_id, found.treatment.serviceId)
  const zone = await zoneOfBusiness(tx, service.business_id)
  assertSpaBookable(service, booker, todayIn(zone, booking.now))
  const start = Date.parse(body.time)
  const day = dayIn(start, zone)
  assertMayBook(booker, service._id, body)
  // A required survey before usage (spec 001 §2): a guest or the public answers it first.
  if (booker.kind !== 'staff')
    await assertSurveysAnswered(tx, {
      businessId: service.business_id,
      serviceId: service._id,
      stayId: booker.kind === 'guest' ? booker.stayId : null,
      answerId: body.survey_answer_id ?? null,
    })
  if (booker.kind !== 'staff') {
    assertSpaDay(service, booker, day, { now: booking.now, zone })
    const starts = treatmentStarts(service, found.treatment.length, day, booking.now, zone)
    if (!starts.includes(start))
      throw badRequest('time', 'time: not a free slot of the working hours')
  }
  const room = found.room
  if (!room) throw notFound('Spa room')
  const spa = await loadSpaDay(tx, service, found, day, zone)
  const therapistId = body.Therapist ?? null
  if (therapistId !== null && !spa.names.has(therapistId))
    throw badRequest('Therapist', 'Therapist: not a therapist of this spa')
  const check = checkSpaSlot(spa, start, body.persons, therapistId)
  if (check.refusal)
    throw slotRefusal(spa, spa.names, { ...check, refusal: check.refusal }, start, therapistId)

  const place = await placeOf(tx, booker, body.business_id, body.hotel_room_id)
  // A spa discount running on the appointment's day (promotions/pricing.ts).
  const percent = discountPercent(
    await discountsOn(tx, service.business_id, 'spa', day),
    'spa',
    found.treatment.id,
    day,
  )
  const unitPrice = discountedPrice(found.treatment.price, percent)
  const id = body._id ?? randomUUID()
  const roomHold = roomHoldMinutes(spa.treatment, spa.room)
  const therapistHold = therapistHoldMinutes(spa.treatment)
  return writeBooking({
    tx,
    what: 'Appointment',
    id,
    insert: () =>
      tx
        .insert(spaAppointments)
        .values({
          ...bookingColumns(id, service, booking, start),
          treatmentId: found.treatment.id,
          roomId: room.id,
          hotelRoomId: place.roomId,
          stayId: place.stayId,
          surveyAnswerId: body.survey_answer_id ?? null,
          price: roundMoney(unitPrice * body.persons),
          therapistId,
          length: found.treatment.length,
          roomHold,
          therapistHold,
          therapistDriven: isTherapistDriven(spa.treatment, service),
          persons: body.persons,
        })
        .onConflictDoNothing()
        .returning(),
    claim: () =>
      claimSpa(tx, {
        appointmentId: id,
        businessId: service.business_id,
        roomId: room.id,
        persons: body.persons,
        roomMaxPersons: room.maxPersons,
        therapistId,
        start,
        roomHold,
        therapistHold,
      }),
    toWire: spaAppointmentToWire,
    notice: (wire) => spaNotice(wire, 'spaAppointmentCreated'),
  })
}
