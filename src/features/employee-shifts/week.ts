import { SHIFT_WEEK_DAYS, addDaysTo, dayStart } from '../../../sync/protocol/rules/index.ts'

/*
 * The shift schedule's week (spec 001 §2, §4, §9): seven days from a Monday, as the days the
 * employee shifts carry (YYYY-MM-DD); days before today are locked.
 */

/** A date's calendar day where the staff member is (YYYY-MM-DD). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The Monday of the week holding `day` (weeks start on Monday, spec §9). */
export function mondayOf(day: string): string {
  const weekday = new Date(dayStart(day)).getUTCDay()
  return addDaysTo(day, -((weekday + 6) % 7))
}

/** The seven days the form covers from the week's first day (spec §9: 7 days). */
export function weekDates(start: string): string[] {
  return Array.from({ length: SHIFT_WEEK_DAYS }, (_, i) => addDaysTo(start, i))
}

/** The week `weeks` weeks before (negative) or after the one starting `start`. */
export const otherWeek = (start: string, weeks: number): string =>
  addDaysTo(start, weeks * SHIFT_WEEK_DAYS)

/** The week a link asks for (`?week=YYYY-MM-DD`, any day of it), else this week. */
export function weekFromParam(param: string | null, thisWeek: string): string {
  if (!param || Number.isNaN(dayStart(param))) return thisWeek
  return mondayOf(param)
}

/** Spec §4: days before today cannot be changed. */
export const isLocked = (day: string, today: string): boolean => day < today

/** A day as a Date at its local midnight, to format it in the staff language. */
export function dayDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y!, m! - 1, d)
}
