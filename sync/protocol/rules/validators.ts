/*
 * Format checks of spec section 5 the server enforces too. Plain functions and regular
 * expressions (no zod), so any layer can use them; src/lib/validators.ts re-exports them.
 */

/** Letters, digits, dot, underscore, hyphen, then @, a domain and a top level of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/**
 * The light phone check clients and the wire schemas make (issue 16), one expression so guest
 * bundles stay small: the spec's rule (optional +, 3 digits, 3 digits, then 3 to 12 digits;
 * single separators: space, dot, hyphen), or the shape of an international number, + then 7 to 15
 * digits (E.164) in groups with single separators, as "+381 64 1234567", "+44 20 7946 0958" or
 * "+1 212 555 0100" are written. Whether such a number exists (its country code, the length its
 * plan allows) only the server checks, with libphonenumber-js (server/domain/phone.ts); its 400
 * naming the phone field shows the spec's invalidPhone text.
 */
export const PHONE_PATTERN =
  /^(?:\+?\d{3}[-\s.]?\d{3}[-\s.]?(?:\d[-\s.]?){2,11}\d|\+(?=(?:\d[-\s.]?){6,14}\d$)\d+(?:[-\s.]\d+)*)$/

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim())
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
