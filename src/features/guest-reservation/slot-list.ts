/**
 * The slots of a day as the form shows them (spec 000 §5: every 15 minutes inside working hours,
 * today from the next quarter hour): the server's free-slot answer, each labelled HH:MM, the ones
 * already past left out (the page may have been open a while), the party's fit kept.
 */
import type { FreeSlot } from '../../../sync/protocol/reservations.ts'

export interface SlotChoice {
  /** The slot's instant (ISO), what the booking sends as `time`. */
  at: string
  label: string
  available: boolean
}

const pad = (n: number) => String(n).padStart(2, '0')

export const clockLabel = (time: { h: number; m: number }): string =>
  `${pad(time.h)}:${pad(time.m)}`

export function slotChoices(slots: readonly FreeSlot[], now: number): SlotChoice[] {
  return slots
    .filter((s) => Date.parse(s.at) > now)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((s) => ({ at: s.at, label: clockLabel(s.time), available: s.available }))
}

/** The chosen slot if it is still offered and free, else null (a new day or guest count). */
export function keepSlot(choices: readonly SlotChoice[], chosen: string | null): string | null {
  return choices.some((c) => c.at === chosen && c.available) ? chosen : null
}

/** The HH:MM of an instant, for getFreeReservationsPerTable (the wall clock is UTC). */
export function wireClock(at: string): string {
  const d = new Date(at)
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}
