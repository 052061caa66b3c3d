import { SaveShiftWeekBody, ShiftWeekReply } from '../../protocol/action-schemas.ts'
import type { Change } from '../../protocol/index.ts'
import type { ActionDefinition, ApplyResult } from './definition.ts'
import { endpointRequest, rowChange } from './kinds.ts'

type Payload = SaveShiftWeekBody
type Day = Payload['days'][number]

/**
 * The id of a day's row on the device: the screen sends the row's id for a day that has a shift
 * and a new id for a day that gets one, so every day of the week is one entity.
 */
const dayId = (payload: Payload, day: Day): string =>
  day._id ?? `${payload.target_employee_id}:${day.date}`

/** One day as the device shows it while the week waits: the shift set, changed or cleared. */
function applyDay(payload: Payload, day: Day, row: Record<string, unknown> | null): ApplyResult {
  if (day.shift_id === null) return { ok: true, row: null }
  if (row) return { ok: true, row: { ...row, shift_id: day.shift_id } as never }
  const id = dayId(payload, day)
  return {
    ok: true,
    row: {
      _id: id,
      employee_shift_id: id,
      business_id: payload.business_id,
      service_id: payload.service_id,
      shift_id: day.shift_id,
      target_employee_id: payload.target_employee_id,
      employee_id: null,
      date: day.date,
      version: 0,
    },
  }
}

/** A day's row the server does not have (its create failed, or it went under another id). */
const gone = (id: string): Change => ({
  table: 'employeeShifts',
  id,
  version: 1,
  deleted: true,
  row: null,
})

/**
 * shift.saveWeek (PUT saveWeek): one employee's week in one action, each day created, changed or
 * cleared, offline too. The server saves each day on its own and says which it refused ('Fail
 * {n} day'); a refused day comes back as the server has it, so the device puts it back.
 */
export const saveShiftWeek: ActionDefinition<'shift.saveWeek'> = {
  type: 'shift.saveWeek',
  payload: SaveShiftWeekBody,
  entities: (payload) =>
    payload.days.map((day) => ({ table: 'employeeShifts', id: dayId(payload, day) })),
  apply: (entity, row, payload) => {
    const day = payload.days.find((d) => dayId(payload, d) === entity.id)
    if (!day) return { ok: false, code: 'not_found', message: `No day ${entity.id} in the week.` }
    return applyDay(payload, day, row)
  },
  request: endpointRequest('shift.saveWeek'),
  serverRows: (body, payload) => {
    const reply = ShiftWeekReply.safeParse(body)
    if (!reply.success) return []
    return reply.data.days.flatMap((result) => {
      const day = payload.days.find((d) => d.date === result.date)
      const id = day ? dayId(payload, day) : null
      const changes: Change[] = []
      if (result.shift) {
        const change = rowChange('employeeShifts', result.shift)
        if (change) changes.push(change)
        if (id && result.shift._id !== id) changes.push(gone(id))
      } else if (result.result === 'failed' && id) {
        changes.push(gone(id))
      }
      return changes
    })
  },
}
