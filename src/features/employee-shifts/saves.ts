import type { OutboxError, OutboxRow, OutboxState } from '../../../sync/index.ts'
import type { SaveShiftWeekBody } from '../../../sync/protocol/index.ts'

/** A shift week this account saved (`shift.saveWeek`) that the outbox still holds. */
export interface WeekSave {
  id: string
  state: OutboxState
  payload: SaveShiftWeekBody
  error: OutboxError | null
}

/** The account's shift week saves of one service, oldest first (the outbox rows in seq order). */
export function weekSavesOf(
  rows: readonly OutboxRow[],
  serviceId: string,
  accountId: string,
): WeekSave[] {
  return rows.flatMap((row) => {
    if (row.type !== 'shift.saveWeek' || row.accountId !== accountId) return []
    const payload = row.payload as SaveShiftWeekBody
    if (payload.service_id !== serviceId) return []
    return [{ id: row.id, state: row.state, payload, error: row.error }]
  })
}

export const dayKey = (employeeId: string, date: string) => `${employeeId}|${date}`

/** The days (employee and date) a save still waits to send: shown with a waiting mark. */
export function waitingDays(saves: readonly WeekSave[]): ReadonlySet<string> {
  return new Set(
    saves
      .filter((s) => s.state !== 'failed')
      .flatMap((s) => s.payload.days.map((d) => dayKey(s.payload.target_employee_id, d.date))),
  )
}

/**
 * The days of a landed save the device shows as the server settled them: not those a later save,
 * still waiting, changes again (the device shows that one's value).
 */
export function settledDays(
  payload: SaveShiftWeekBody,
  waiting: ReadonlySet<string>,
): SaveShiftWeekBody['days'] {
  return payload.days.filter((d) => !waiting.has(dayKey(payload.target_employee_id, d.date)))
}
