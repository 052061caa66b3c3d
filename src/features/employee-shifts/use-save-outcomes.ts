import { useEffect, useRef, useState } from 'react'
import type { OutboxError } from '../../../sync/index.ts'
import type { SaveShiftWeekBody } from '../../../sync/protocol/index.ts'
import { employeeShiftsOn } from './queries.ts'
import { settledDays, waitingDays, type WeekSave } from './saves.ts'
import { refusedDays } from './week-save.ts'

/** A saved week some of whose days the server refused: the screen's 'Fail {n} day'. */
export interface SaveOutcome {
  id: string
  employeeId: string
  failed: number
  /** The whole week was refused (the outbox row failed): its reason; null when only some days were. */
  error: OutboxError | null
}

/**
 * Watches the account's week saves: when one lands, the days the device does not show as sent
 * are the ones the server refused (the action put them back as the server has them), leaving out
 * days a later save still waits to change; a save the server refused as a whole fails all its
 * days. Outcomes stay until dismissed.
 */
export function useSaveOutcomes(
  serviceId: string,
  saves: readonly WeekSave[] | undefined,
): { outcomes: SaveOutcome[]; forget: (id: string) => void } {
  const waiting = useRef(new Map<string, SaveShiftWeekBody>())
  const [landed, setLanded] = useState<SaveOutcome[]>([])

  useEffect(() => {
    if (!saves) return
    const present = new Set(saves.map((s) => s.id))
    const gone = [...waiting.current].filter(([id]) => !present.has(id))
    waiting.current = new Map(
      saves.filter((s) => s.state !== 'failed').map((s) => [s.id, s.payload]),
    )
    if (gone.length === 0) return
    const later = waitingDays(saves)
    void Promise.all(
      gone.map(async ([id, payload]) => {
        const days = settledDays(payload, later)
        const dates = days.map((d) => d.date)
        const rows = await employeeShiftsOn(serviceId, payload.target_employee_id, dates)
        const failed = refusedDays(days, rows)
        return { id, employeeId: payload.target_employee_id, failed, error: null }
      }),
    ).then((results) => {
      const refused = results.filter((r) => r.failed > 0)
      if (refused.length > 0) setLanded((before) => [...before, ...refused])
    })
  }, [saves, serviceId])

  const refusedWhole: SaveOutcome[] = (saves ?? [])
    .filter((s) => s.state === 'failed')
    .map((s) => ({
      id: s.id,
      employeeId: s.payload.target_employee_id,
      failed: s.payload.days.length,
      error: s.error,
    }))
  const forget = (id: string) => setLanded((before) => before.filter((o) => o.id !== id))
  return { outcomes: [...refusedWhole, ...landed], forget }
}
