import type { Service } from '../../../sync/protocol/index.ts'

/** Who the schedule shows, and their names: one rule with the spa's therapists. */
export { fullName, shiftWorkers } from '../../../sync/protocol/rules/index.ts'

/** A shift of the service as "08:00–14:00"; null when the service no longer has it. */
export function shiftTimes(service: Pick<Service, 'shifts'>, shiftId: string): string | null {
  const shift = service.shifts.find((s) => s.id === shiftId)
  return shift ? `${shift.start_time}–${shift.end_time}` : null
}
