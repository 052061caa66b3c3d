/**
 * Format checks of spec section 5. Pure functions, shared by staff and guest screens.
 */

const EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/

/** Letters, digits, dot, underscore, hyphen, then @, a domain and a top level of 2 to 4 letters. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

const SEPARATOR = '[-\\s.]?'
const PHONE = new RegExp(`^\\+?\\d{3}${SEPARATOR}\\d{3}${SEPARATOR}(?:\\d${SEPARATOR}){2,11}\\d$`)

/** Optional +, 3 digits, 3 digits, then 3 to 12 digits; single separators (space, dot, hyphen) allowed. */
export function isValidPhone(value: string): boolean {
  return PHONE.test(value.trim())
}

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
