/**
 * Format checks of spec section 5. Pure functions, shared by staff and guest screens.
 */

/** E-mail and phone: the same checks the server makes (spec section 5), from the protocol. */
export { isValidEmail, isValidPhone } from '../../sync/protocol/rules/index.ts'

export type DecimalResult =
  { ok: true; value: number } | { ok: false; reason: 'empty' | 'comma' | 'format' }

const DECIMAL = /^\d+(?:\.\d+)?$/
const DECIMAL_WITH_COMMA = /^\d+,\d+$/

/**
 * Digits with an optional fraction after a dot. A comma as decimal separator is rejected with its
 * own reason so the form can hint "use a dot".
 */
export function parseDecimal(input: string): DecimalResult {
  const value = input.trim()
  if (value === '') return { ok: false, reason: 'empty' }
  if (DECIMAL.test(value)) return { ok: true, value: Number(value) }
  if (DECIMAL_WITH_COMMA.test(value)) return { ok: false, reason: 'comma' }
  return { ok: false, reason: 'format' }
}

/** A link must start with http://, https:// or the app's own host (e.g. "hotel.example.com/…"). */
export function isValidLink(value: string, appHost: string): boolean {
  const link = value.trim()
  if (/^https?:\/\/\S+$/.test(link)) return true
  return appHost !== '' && link.startsWith(appHost)
}
