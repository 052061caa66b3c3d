import {
  rangesOverlap,
  therapistHoldMinutes,
  type SpaDay,
  type SpaSlotCheck,
} from '../../../sync/protocol/index.ts'
import { HttpError } from '../../http/errors.ts'
import { spaTaken } from './claims.ts'

type Names = Map<string, { name: string; surname: string }>

/**
 * The 409 of a slot that does not fit (checkSpaSlot's refusal): a busy therapist is named with
 * the appointment that holds them, as the claim's own refusal would.
 */
export function slotRefusal(
  spa: SpaDay,
  names: Names,
  check: SpaSlotCheck & { refusal: NonNullable<SpaSlotCheck['refusal']> },
  start: number,
  therapistId: string | null,
  except?: string,
): HttpError {
  if (check.refusal.field === 'persons')
    return new HttpError(400, 'validation', `persons: ${check.refusal.reason}`, {
      field: 'persons',
    })
  if (check.refusal.field === 'Therapist' && therapistId !== null) {
    const hold = therapistHoldMinutes(spa.treatment)
    const other = spa.busy.find(
      (b) =>
        b._id !== except &&
        b.therapist_id === therapistId &&
        rangesOverlap(start, hold, b.time, b.therapist_hold),
    )
    const who = names.get(therapistId)
    const label = who ? `Therapist ${who.name} ${who.surname}`.trim() : 'The therapist'
    if (other) return spaTaken(label, 'Therapist', other.time, other.therapist_hold, spa.zone)
    return new HttpError(409, 'spa.unavailable', `${label} is not on shift then.`, {
      field: 'Therapist',
    })
  }
  return new HttpError(409, 'spa.unavailable', `No free slot then: ${check.refusal.reason}.`, {
    field: check.refusal.field,
  })
}
