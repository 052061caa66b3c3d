/**
 * The days a booking form offers and whether the service is closed (spec 000 §5, §9; spec 001
 * §2, §4): a room guest today to today + 10 days; the public the next 7 days without the closed
 * ones; a public service closed today shows its reopening day (the day after the range ends).
 * The windows themselves are the shared rules the server checks with (sync/protocol/rules/slots.ts).
 */
import {
  closedDays,
  guestDates,
  isClosedOn,
  publicDates,
  reopeningDay,
  todayIn,
} from '../../../sync/protocol/rules/index.ts'

export type Audience = 'guest' | 'public'

/** Today as the hotel's wall clock counts it (its zone, whatever the phone's). */
export const todayOf = (now: number, zone: string): string => todayIn(zone, now)

export function bookingDays(audience: Audience, today: string, closedBetween: unknown): string[] {
  return audience === 'guest' ? guestDates(today) : publicDates(today, closedDays(closedBetween))
}

/** The day a closed service opens again, when it is closed today; else null. */
export function closedUntil(closedBetween: unknown, today: string): string | null {
  const range = closedDays(closedBetween)
  return range && isClosedOn(range, today) ? reopeningDay(range) : null
}
