import { and, eq, inArray, ne } from 'drizzle-orm'
import { claimedSlots } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { employees, spaAppointments, spaRoomClaims, therapistClaims } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import { heldWhen } from '../booking/held.ts'
import { zoneOfBusiness } from '../business-zone.ts'

/** The refusal of a therapist or room another appointment holds: who or what, and when. */
export function spaTaken(
  what: string,
  field: string,
  from: number,
  minutes: number,
  zone: string,
): HttpError {
  const when = heldWhen(from, minutes, zone)
  return new HttpError(409, 'spa.taken', `${what} is already booked ${when}.`, { field })
}

export interface SpaClaim {
  appointmentId: string
  businessId: string
  roomId: string
  persons: number
  roomMaxPersons: number
  therapistId: string | null
  start: number
  roomHold: number
  therapistHold: number
}

/**
 * Claims the appointment's therapist (every quarter hour of the treatment and the break) and its
 * spa room (`persons` seats of the room in every quarter hour of the treatment and the cleaning),
 * all or none, inside the caller's transaction. The primary keys refuse a quarter hour another
 * appointment holds, on PGlite and PostgreSQL alike: 409 spa.taken naming the therapist or room.
 */
export async function claimSpa(tx: Tx, claim: SpaClaim): Promise<void> {
  if (claim.therapistId !== null) {
    const rows = claimedSlots(claim.start, claim.therapistHold).map((at) => ({
      employeeId: claim.therapistId!,
      slot: new Date(at).toISOString(),
      appointmentId: claim.appointmentId,
      businessId: claim.businessId,
    }))
    const inserted = await tx
      .insert(therapistClaims)
      .values(rows)
      .onConflictDoNothing()
      .returning({ slot: therapistClaims.slot })
    if (inserted.length !== rows.length)
      throw await therapistTakenBy(
        tx,
        claim.businessId,
        claim.therapistId,
        rows.map((r) => r.slot),
        claim.appointmentId,
      )
  }
  await claimSeats(tx, claim)
}

/** The lowest free seats of the room in each quarter hour; a full one refuses the claim. */
async function claimSeats(tx: Tx, claim: SpaClaim): Promise<void> {
  const slots = claimedSlots(claim.start, claim.roomHold).map((at) => new Date(at).toISOString())
  const held = await tx
    .select({ slot: spaRoomClaims.slot, seat: spaRoomClaims.seat })
    .from(spaRoomClaims)
    .where(and(eq(spaRoomClaims.roomId, claim.roomId), inArray(spaRoomClaims.slot, slots)))
  const taken = new Map<number, Set<number>>()
  for (const h of held) {
    const at = Date.parse(h.slot)
    if (!taken.has(at)) taken.set(at, new Set())
    taken.get(at)!.add(h.seat)
  }
  const rows: (typeof spaRoomClaims.$inferInsert)[] = []
  for (const slot of slots) {
    const used = taken.get(Date.parse(slot)) ?? new Set<number>()
    let wanted = claim.persons
    for (let seat = 0; seat < claim.roomMaxPersons && wanted > 0; seat++) {
      if (used.has(seat)) continue
      rows.push({
        roomId: claim.roomId,
        slot,
        seat,
        appointmentId: claim.appointmentId,
        businessId: claim.businessId,
      })
      wanted--
    }
    if (wanted > 0) throw await roomTakenBy(tx, claim, slot)
  }
  const inserted = await tx
    .insert(spaRoomClaims)
    .values(rows)
    .onConflictDoNothing()
    .returning({ seat: spaRoomClaims.seat })
  if (inserted.length !== rows.length) throw await roomTakenBy(tx, claim, slots[0]!)
}

async function therapistTakenBy(
  tx: Tx,
  businessId: string,
  therapistId: string,
  slots: string[],
  own: string,
): Promise<HttpError> {
  const [held] = await tx
    .select({
      name: employees.name,
      surname: employees.surname,
      time: spaAppointments.time,
      hold: spaAppointments.therapistHold,
    })
    .from(therapistClaims)
    .innerJoin(spaAppointments, eq(spaAppointments.id, therapistClaims.appointmentId))
    .leftJoin(employees, eq(employees.id, therapistClaims.employeeId))
    .where(
      and(
        eq(therapistClaims.employeeId, therapistId),
        inArray(therapistClaims.slot, slots),
        ne(therapistClaims.appointmentId, own),
      ),
    )
    .orderBy(therapistClaims.slot)
    .limit(1)
  if (!held)
    return new HttpError(409, 'spa.taken', 'The therapist is already booked then.', {
      field: 'Therapist',
    })
  const who = held.name ? `Therapist ${held.name} ${held.surname ?? ''}`.trim() : 'The therapist'
  const zone = await zoneOfBusiness(tx, businessId)
  return spaTaken(who, 'Therapist', Date.parse(held.time), held.hold, zone)
}

async function roomTakenBy(tx: Tx, claim: SpaClaim, slot: string): Promise<HttpError> {
  const [held] = await tx
    .select({ time: spaAppointments.time, hold: spaAppointments.roomHold })
    .from(spaRoomClaims)
    .innerJoin(spaAppointments, eq(spaAppointments.id, spaRoomClaims.appointmentId))
    .where(
      and(
        eq(spaRoomClaims.roomId, claim.roomId),
        eq(spaRoomClaims.slot, slot),
        ne(spaRoomClaims.appointmentId, claim.appointmentId),
      ),
    )
    .limit(1)
  if (!held)
    return new HttpError(409, 'spa.taken', 'The spa room is full then.', { field: 'room_id' })
  const zone = await zoneOfBusiness(tx, claim.businessId)
  return spaTaken('The spa room', 'room_id', Date.parse(held.time), held.hold, zone)
}

/** The appointment lets its therapist and room go (declined, finished, deleted, or moving). */
export async function releaseSpa(tx: Tx, appointmentId: string): Promise<void> {
  await tx.delete(therapistClaims).where(eq(therapistClaims.appointmentId, appointmentId))
  await tx.delete(spaRoomClaims).where(eq(spaRoomClaims.appointmentId, appointmentId))
}
