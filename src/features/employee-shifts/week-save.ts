import type { EmployeeShift, SaveShiftWeekBody } from '../../../sync/protocol/index.ts'
import { isLocked } from './week.ts'

/** One day of a saved week as the action carries it. */
export type SaveDay = SaveShiftWeekBody['days'][number]

/** The form's choice per day: a shift id of the service, or null (no shift that day). */
export type WeekChoices = Readonly<Record<string, string | null>>

/** Which shift an employee has on each day, from the rows the device holds. */
export function shiftsByDay(rows: readonly Pick<EmployeeShift, 'date' | 'shift_id'>[]) {
  return new Map(rows.map((r) => [r.date, r.shift_id]))
}

/** The form's starting values: each day as the device has it. */
export function choicesOf(
  dates: readonly string[],
  rows: readonly Pick<EmployeeShift, 'date' | 'shift_id'>[],
): WeekChoices {
  const byDay = shiftsByDay(rows)
  return Object.fromEntries(dates.map((d) => [d, byDay.get(d) ?? null]))
}

/**
 * The days a save sends (spec §2: for each of the 7 days, update the existing assignment, create
 * one, or delete it when cleared): only days that change and are not locked. Each carries its
 * row's id, or a new one (`newId`) for a day that gets a shift, so the device shows the day at
 * once and the server keeps that id.
 */
export function daysToSave(
  dates: readonly string[],
  rows: readonly Pick<EmployeeShift, '_id' | 'date' | 'shift_id'>[],
  choices: WeekChoices,
  today: string,
  newId: () => string,
): SaveDay[] {
  const byDay = new Map(rows.map((r) => [r.date, r]))
  return dates.flatMap((date): SaveDay[] => {
    const row = byDay.get(date)
    const chosen = choices[date] ?? null
    if (isLocked(date, today) || chosen === (row?.shift_id ?? null)) return []
    if (chosen === null) return row ? [{ date, shift_id: null, _id: row._id }] : []
    return [{ date, shift_id: chosen, _id: row?._id ?? newId() }]
  })
}

/**
 * After a saved week landed: how many of its days the device does not show as sent. The action
 * puts a day the server refused back as the server has it, so those are the refused days (the
 * screen's 'Fail {n} day').
 */
export function refusedDays(
  sent: readonly Pick<SaveDay, 'date' | 'shift_id'>[],
  rows: readonly Pick<EmployeeShift, 'date' | 'shift_id'>[],
): number {
  const byDay = shiftsByDay(rows)
  return sent.filter((day) => (byDay.get(day.date) ?? null) !== day.shift_id).length
}
