/*
 * Format checks of spec section 5 the server enforces too. Plain functions and regular
 * expressions (no zod), so any layer can use them; src/lib/validators.ts re-exports them.
 */

/** Letters, digits, dot, underscore, hyphen, then @, a domain and a top level of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** The spec's rule: optional +, 3 digits, 3 digits, then 3 to 12 digits; single separators (space, dot, hyphen). */
export const PHONE_PATTERN = /^\+?\d{3}[-\s.]?\d{3}[-\s.]?(?:\d[-\s.]?){2,11}\d$/

/** An international number as people write it: + (or 00), then digit groups with single separators. */
export const INTERNATIONAL_PHONE_PATTERN = /^(?:\+|00)\d+(?:[-\s.]\d+)*$/

/** E.164: an international number has at most 15 digits; the shortest plans have 7 with the code. */
const INTERNATIONAL_DIGITS = { min: 7, max: 15 }

/**
 * The light phone check clients and the wire schemas make (issue 16): the spec's rule, or the
 * shape of an international number (+ or 00, 7 to 15 digits, as "+381 64 1234567",
 * "+44 20 7946 0958" or "+1 212 555 0100" are written). Whether an international number exists
 * (its country code and the length its numbering plan allows) only the server checks, with
 * libphonenumber-js (server/domain/phone.ts), so guest bundles stay light; its 400 naming the phone
 * field shows the spec's invalidPhone text.
 */
export function isValidPhone(value: string): boolean {
  const text = value.trim()
  if (INTERNATIONAL_PHONE_PATTERN.test(text)) {
    const digits = text.replace(/\D/g, '').length - (text.startsWith('00') ? 2 : 0)
    if (digits >= INTERNATIONAL_DIGITS.min && digits <= INTERNATIONAL_DIGITS.max) return true
  }
  return PHONE_PATTERN.test(text)
}

/** An international phone number (+ or 00 first) in the + form; null when the text is not one. */
export function internationalPhone(value: string): string | null {
  const text = value.trim()
  if (!INTERNATIONAL_PHONE_PATTERN.test(text)) return null
  return text.startsWith('00') ? `+${text.slice(2)}` : text
}

/**
 * A decimal typed by staff (a price): digits with an optional fraction after a dot. A comma is
 * refused with its own reason, so the form can hint to use a dot (spec section 5).
 */
export type DecimalCheck =
  { ok: true; value: number } | { ok: false; reason: 'empty' | 'comma' | 'format' }

export const DECIMAL_PATTERN = /^\d+(?:\.\d+)?$/

export function parseDecimal(input: string): DecimalCheck {
  const text = input.trim()
  if (text === '') return { ok: false, reason: 'empty' }
  if (text.includes(',')) return { ok: false, reason: 'comma' }
  if (!DECIMAL_PATTERN.test(text)) return { ok: false, reason: 'format' }
  // Rounded on the decimal text (1.005 -> 1.01), not on the binary double (1.005 * 100 = 100.49…).
  return { ok: true, value: Number(`${Math.round(Number(`${text}e2`))}e-2`) }
}
