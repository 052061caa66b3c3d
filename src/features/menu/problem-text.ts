import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CategoryProblem } from './category-draft.ts'
import type { DraftProblem } from './item-draft.ts'

/** A form problem in the staff member's words. */
export function problemText(problem: DraftProblem | CategoryProblem | undefined, i18n: I18n) {
  switch (problem) {
    case undefined:
      return undefined
    case 'required':
      return i18n._(msg`This is required.`)
    case 'comma':
      return i18n._(msg`Use a dot for decimals, e.g. 4.50`)
    case 'number':
      return i18n._(msg`Enter a number, e.g. 4.50`)
    case 'answers':
      return i18n._(msg`Add at least one answer.`)
    case 'maxRange':
      return i18n._(msg`Between 1 and the number of answers.`)
    case 'wholeNumber':
      return i18n._(msg`Enter a whole number, or leave empty for no limit.`)
    case 'minAboveMax':
      return i18n._(msg`The minimum must not be above the maximum.`)
    case 'services':
      return i18n._(msg`Choose at least one service.`)
    case 'time':
      return i18n._(msg`Enter both times as HH:MM.`)
  }
}
