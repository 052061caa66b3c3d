import * as z from 'zod/mini'
import { BookingTime } from './common.ts'
import { SLOT_MINUTES } from './rules/slots.ts'
import { isValidEmail, isValidPhone } from './rules/validators.ts'

/*
 * The wire pieces a table reservation and a spa appointment share (reservations.ts, spa.ts):
 * when a party comes, for how long, and who the guest is.
 */

/** A booking's start on the slots' quarter-hour grid, inside the booking window. */
export const QuarterHour = BookingTime.check(
  z.refine((v) => Date.parse(v) % (SLOT_MINUTES * 60_000) === 0, {
    message: 'must be on a quarter hour',
  }),
)

/** A length in whole quarter hours, from one up to `max` minutes. */
export const QuarterHours = (max: number) =>
  z.int().check(
    z.gte(SLOT_MINUTES),
    z.lte(max),
    z.refine((m) => m % SLOT_MINUTES === 0, { message: 'must be a multiple of 15 minutes' }),
  )

const Email = z.string().check(
  z.maxLength(254),
  z.refine((v) => v.trim() === '' || isValidEmail(v), { message: 'invalid e-mail' }),
)
const Phone = z.string().check(
  z.maxLength(40),
  z.refine((v) => v.trim() === '' || isValidPhone(v), { message: 'invalid phone number' }),
)

/** Who the guest is: a name, and the phone, e-mail and note they may leave (blank allowed). */
export const PARTY_CONTACT = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  phone_number: z.optional(Phone),
  email: z.optional(Email),
  note: z.optional(z.string().check(z.maxLength(500))),
}
