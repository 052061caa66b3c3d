import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TableType } from './floor-geometry.ts'
import type { TableFormError } from './table-form.ts'

/** The spec's text for a refused floor plan save (spec 000 §8), shown as it is. */
export const SAVE_FAILED_TEXT = 'SAVE FAILED'

export const TYPE_LABELS: Record<TableType, MessageDescriptor> = {
  round: msg`Round`,
  square: msg`Square`,
  sunbed: msg`Sunbed`,
  couch: msg`Couch`,
  corner_couch: msg`Corner couch`,
}

export const FORM_ERRORS: Record<TableFormError, MessageDescriptor> = {
  nameMissing: msg`Enter the table's name.`,
  nameTooLong: msg`The name can have at most 40 characters.`,
  nameTaken: msg`Another table of this service has this name.`,
  capacityInvalid: msg`Seats must be a whole number from 1 to 100.`,
  hoursInvalid: msg`Hours must be a whole number from 0 to 24.`,
  minutesInvalid: msg`Minutes must be a whole number from 0 to 59.`,
  lengthZero: msg`A length must be longer than 0 minutes; leave both empty for none.`,
}
