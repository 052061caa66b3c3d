/** The party sizes a spa booking offers (spec 001 §3: a treatment's maximum persons). */
import type { SpaRoom, SpaTreatment } from '../../../sync/protocol/spa.ts'
import { maxPersonsOf } from '../../../sync/protocol/rules/index.ts'

/** The party sizes a booking offers: 1 to the treatment's and its room's limit. */
export function personOptions(treatment: SpaTreatment, rooms: readonly SpaRoom[]): number[] {
  const room = rooms.find((r) => r._id === treatment.room_id)
  const max = Math.max(1, maxPersonsOf(treatment, room))
  return Array.from({ length: max }, (_, i) => i + 1)
}
