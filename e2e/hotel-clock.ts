import { DEMO_TIME_ZONE } from '../server/seed-data.ts'
import { addDaysTo, hhmmIn, instantAt, todayIn } from '../sync/protocol/index.ts'

/** The demo hotel's day `days` from its today (its zone, Europe/Belgrade, not this machine's). */
export const hotelDay = (days = 0): string => addDaysTo(todayIn(DEMO_TIME_ZONE), days)

/** The instant (ISO) of a wall-clock time ('21:30') on a day of the demo hotel. */
export function hotelAt(day: string, clock: string): string {
  const [h, m] = clock.split(':').map(Number) as [number, number]
  return new Date(instantAt(day, h * 60 + m, DEMO_TIME_ZONE)).toISOString()
}

/** The demo hotel's 'HH:MM' of an instant (ISO), as its pages label a slot. */
export const hotelClock = (at: string): string => hhmmIn(Date.parse(at), DEMO_TIME_ZONE)
