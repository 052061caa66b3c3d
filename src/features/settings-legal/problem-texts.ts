import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LegalProblem } from './legal-draft.ts'

/** What each problem of these fields says, in the reader's language. */
export const LEGAL_PROBLEM_TEXT: Record<LegalProblem, MessageDescriptor> = {
  required: msg`Enter the name.`,
  tooLong: msg`This is too long.`,
  vatRate: msg`Enter a rate from 0 to 100, with at most 2 decimals.`,
  taxNumber: msg`Use only letters, digits, spaces, “-” and “/”.`,
}
