import { dayIn, hhmmIn } from '../../../sync/protocol/index.ts'

/**
 * When another booking holds a claimed table, therapist or spa room, as its 409 says it:
 * "on 2026-05-01 from 19:00 to 21:00" (the hotel's wall clock).
 */
export function heldWhen(from: number, minutes: number, zone: string): string {
  const to = from + minutes * 60_000
  return `on ${dayIn(from, zone)} from ${hhmmIn(from, zone)} to ${hhmmIn(to, zone)}`
}
