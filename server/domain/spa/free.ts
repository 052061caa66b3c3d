import {
  dayIn,
  freeTherapists,
  spaFreeSlots,
  therapistHoldMinutes,
  type Service,
  type SpaFreeSlot,
} from '../../../sync/protocol/index.ts'
import type { Db } from '../../db/client.ts'
import { badRequest } from '../../http/errors.ts'
import type { Booker } from '../reservations/access.ts'
import type { StaffContext } from '../permissions.ts'
import { serviceOf } from '../reservations/access.ts'
import { assertSpaDay } from './access.ts'
import { loadSpaDay, treatmentOf } from './day.ts'
import { readableAppointment } from './readable.ts'
import type { SpaTreatmentRow, SpaRoomRow } from './wire.ts'

export interface TherapistName {
  _id: string
  name: string
  surname: string
}

type Names = Map<string, { name: string; surname: string }>
const named = (names: Names, ids: readonly string[]): TherapistName[] =>
  ids.map((id) => ({
    _id: id,
    name: names.get(id)?.name ?? '',
    surname: names.get(id)?.surname ?? '',
  }))

/**
 * getFreeAppointments and getFreeAppointmentsWithTherapists: the day's slots of a treatment for
 * `persons` (spa-slots.ts decides), with the therapists free at each when asked for. Guests ask
 * today to +10 days, the public the next 7 open days (400 `date` otherwise).
 */
export async function freeSpaSlots(
  db: Db,
  service: Service,
  found: { treatment: SpaTreatmentRow; room: SpaRoomRow | undefined },
  booker: Booker,
  query: { date: string; persons: number },
  { now, zone }: { now: number; zone: string },
  withTherapists: boolean,
): Promise<(Omit<SpaFreeSlot, 'therapists'> & { therapists?: TherapistName[] })[]> {
  assertSpaDay(service, booker, query.date, { now, zone })
  const spa = await loadSpaDay(db, service, found, query.date, zone)
  return spaFreeSlots(spa, query.date, query.persons, now).map(({ therapists, ...slot }) =>
    withTherapists ? { ...slot, therapists: named(spa.names, therapists) } : slot,
  )
}

/**
 * getFreeTherapistsForAppointment: the therapists who could take the appointment at its own time
 * (or at `time`, the timeline's drag re-check), leaving its own hold out.
 */
export async function freeTherapistsFor(
  db: Db,
  staff: StaffContext,
  appointmentId: string,
  at: string | undefined,
): Promise<TherapistName[]> {
  const row = await readableAppointment(db, staff, appointmentId)
  const start = at !== undefined ? Date.parse(at) : Date.parse(row.time)
  if (Number.isNaN(start)) throw badRequest('time', 'time: not an instant')
  const found = await treatmentOf(db, staff.businessId, row.treatmentId)
  const service = await serviceOf(db, staff.businessId, row.serviceId)
  const treatment = { ...found.treatment, length: row.length }
  const spa = await loadSpaDay(
    db,
    service,
    { treatment, room: found.room },
    dayIn(start, staff.zone),
    staff.zone,
  )
  const ids = freeTherapists(
    spa.shifts,
    spa.busy,
    start,
    row.length,
    therapistHoldMinutes(spa.treatment),
    row.id,
  )
  return named(spa.names, ids)
}
