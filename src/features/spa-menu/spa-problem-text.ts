import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { problemText } from '../menu/problem-text.ts'
import type { RoomProblem } from './room-draft.ts'
import type { TreatmentProblem } from './treatment-draft.ts'

/** A form problem in the staff member's words (the menu's own problems worded as there). */
export function spaProblemText(problem: TreatmentProblem | RoomProblem | undefined, i18n: I18n) {
  switch (problem) {
    case 'length':
      return i18n._(msg`Between 5 and 600 minutes.`)
    case 'minutes':
      return i18n._(msg`Between 0 and 240 minutes.`)
    case 'persons':
      return i18n._(msg`Between 1 and 50 persons.`)
    case 'maxGuests':
      return i18n._(msg`Between 1 and 50 guests, or leave empty for any number.`)
    default:
      return problemText(problem, i18n)
  }
}
