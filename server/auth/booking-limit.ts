import { HttpError } from '../http/errors.ts'
import { LoginThrottle, type ThrottlePolicy } from './throttle.ts'

/**
 * Public bookings (a table reservation, a spa appointment by someone with no room code and no
 * staff session) are limited per client address and per contact (e-mail, phone), so one client
 * cannot fill a day's tables or slots (DESIGN §4). The login throttle's counter does the counting:
 * each booking is one "failure" of its keys, counted before the booking is tried (parallel
 * requests see each other) and given back when the booking is refused.
 *
 * Per kind (tables, spa) apart: an address may book `perAddress` times, then waits 10 minutes
 * after its last booking; an e-mail or a phone `perContact` times, then waits a day after its last.
 * A guest who books dinner and a massage, or a table for two evenings, never meets the limit.
 */
export interface BookingLimits {
  perAddress: number
  perContact: number
}

export const DEFAULT_BOOKING_LIMITS: BookingLimits = { perAddress: 5, perContact: 3 }

const MINUTE = 60_000
const addressPolicy = (free: number): ThrottlePolicy => ({
  free,
  baseDelayMs: 10 * MINUTE,
  maxDelayMs: 10 * MINUTE,
  forgetMs: 10 * MINUTE,
})
const contactPolicy = (free: number): ThrottlePolicy => ({
  free,
  baseDelayMs: 24 * 60 * MINUTE,
  maxDelayMs: 24 * 60 * MINUTE,
  forgetMs: 24 * 60 * MINUTE,
})

export type BookingKind = 'table' | 'spa' | 'survey'

export interface Booker {
  address: string
  email?: string | undefined
  phone?: string | undefined
}

/** The contact keys of a booking: the e-mail any case, the phone by its digits. */
export function contactKeys(kind: BookingKind, who: Booker): string[] {
  const keys: string[] = []
  const email = who.email?.trim().toLowerCase() ?? ''
  if (email !== '') keys.push(`${kind}|email|${email}`)
  const digits = who.phone?.replace(/\D/g, '') ?? ''
  if (digits !== '') keys.push(`${kind}|phone|${digits}`)
  return keys
}

/** One booking's counted keys: give them back with `release` when the booking is refused. */
export interface Counted {
  address: string
  contacts: string[]
}

export class BookingLimiter {
  private readonly byAddress: LoginThrottle
  private readonly byContact: LoginThrottle

  constructor(limits: BookingLimits = DEFAULT_BOOKING_LIMITS) {
    this.byAddress = new LoginThrottle(addressPolicy(limits.perAddress))
    this.byContact = new LoginThrottle(contactPolicy(limits.perContact))
  }

  /**
   * Counts one booking for the address and each contact, or throws 429 `rate_limited` with
   * `retry_after` (seconds; the error handler sends it as Retry-After) and counts nothing.
   */
  begin(kind: BookingKind, who: Booker, now = Date.now()): Counted {
    const counted = { address: `${kind}|${who.address}`, contacts: contactKeys(kind, who) }
    const waits = [this.byAddress.check(counted.address, now)]
    for (const key of counted.contacts) waits.push(this.byContact.check(key, now))
    const wait = Math.max(0, ...waits.map((d) => (d.ok ? 0 : d.retryAfterMs)))
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      throw new HttpError(
        429,
        'rate_limited',
        `Too many bookings. Try again in ${Math.ceil(seconds / 60)} minutes.`,
        { retry_after: seconds },
      )
    }
    this.byAddress.fail(counted.address, now)
    for (const key of counted.contacts) this.byContact.fail(key, now)
    return counted
  }

  /** The booking was refused (a taken slot, a bad field): it does not count. */
  release(counted: Counted): void {
    this.byAddress.release(counted.address)
    for (const key of counted.contacts) this.byContact.release(key)
  }
}

/**
 * Runs a booking, counted against the limits when it is the public's (`isPublic`); a refused
 * booking (any error) is given back. Staff and room guests are not limited.
 */
export async function limitedBooking<T>(
  limiter: BookingLimiter,
  booking: { kind: BookingKind; isPublic: boolean; who: Booker },
  run: () => Promise<T>,
): Promise<T> {
  if (!booking.isPublic) return run()
  const counted = limiter.begin(booking.kind, booking.who)
  try {
    return await run()
  } catch (error) {
    limiter.release(counted)
    throw error
  }
}
