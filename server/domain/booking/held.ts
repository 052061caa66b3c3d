import { hourMinuteOf } from '../../../sync/protocol/index.ts'

const clock = (at: number): string => {
  const { h, m } = hourMinuteOf(at)
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/**
 * When another booking holds a claimed table, therapist or spa room, as its 409 says it:
 * "on 2026-05-01 from 19:00 to 21:00" (the slots' clock).
 */
export function heldWhen(from: number, minutes: number): string {
  const day = new Date(from).toISOString().slice(0, 10)
  return `on ${day} from ${clock(from)} to ${clock(from + minutes * 60_000)}`
}
