import { SHIFT_WEEK_DAYS, addDaysTo, isDay, weekdayOf } from '../../../sync/protocol/rules/index.ts'

/*
 * The shift schedule's week (spec 001 §2, §4, §9): seven days from a Monday, as the days the
 * employee shifts carry (YYYY-MM-DD); days before today are locked.
 */

/** The Monday of the week holding `day` (weeks start on Monday, spec §9). */
export function mondayOf(day: string): string {
  const weekday = weekdayOf(day)
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
  if (!param || !isDay(param)) return thisWeek
  return mondayOf(param)
}

/** Spec §4: days before today cannot be changed. */
export const isLocked = (day: string, today: string): boolean => day < today
