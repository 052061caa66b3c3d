/**
 * The `shiftTime` cookie (spec 000 §8, "Shift-end alert"): when this device's current shift
 * started. The end-of-shift alert totals what was paid since then and starts a new shift, with a
 * one-month life.
 */
export const SHIFT_TIME_COOKIE = 'shiftTime'
export const SHIFT_TIME_MAX_AGE_S = 30 * 24 * 60 * 60

/** The stored shift start in a `document.cookie` string, or null (none, or not a time). */
export function readShiftTime(cookie: string): Date | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== SHIFT_TIME_COOKIE) continue
    const at = new Date(decodeURIComponent(rest.join('=')))
    return Number.isNaN(at.getTime()) ? null : at
  }
  return null
}

/** The `document.cookie` assignment that stores `at` as the shift start for one month. */
export function shiftTimeCookie(at: Date): string {
  const value = encodeURIComponent(at.toISOString())
  return `${SHIFT_TIME_COOKIE}=${value}; Max-Age=${SHIFT_TIME_MAX_AGE_S}; Path=/; SameSite=Lax`
}
