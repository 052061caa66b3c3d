import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { isValidPhone } from '../../sync/protocol/rules/validators.ts'

/*
 * The server's phone check (issue 16): every valid international number, checked against the
 * numbering plans of libphonenumber-js (its `min` metadata: country codes and the lengths each
 * plan allows). A number written without + follows the spec's rule (we do not know its
 * country). Clients make only the light check of sync/protocol/rules/validators.ts.
 */
export function isRealPhone(value: string): boolean {
  const text = value.trim()
  if (!isValidPhone(text)) return false
  return !text.startsWith('+') || isValidPhoneNumber(text)
}

/** The message of a 400 for a phone that is not a number (the clients show invalidPhone). */
export const PHONE_MESSAGE =
  'must be a phone number: +, the country code and the number (like +44 20 7946 0958), or 9 to 18 digits'
