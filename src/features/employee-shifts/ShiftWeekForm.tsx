import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Employee, EmployeeShift, Service } from '../../../sync/protocol/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { longDay } from './day-format.ts'
import { saveShiftWeek } from './mutations.ts'
import { isLocked } from './week.ts'
import { choicesOf, daysToSave, type WeekChoices } from './week-save.ts'
import { fullName } from './workers.ts'

interface ShiftWeekFormProps {
  employee: Employee
  service: Service
  weekStart: string
  dates: readonly string[]
  /** The employee's shifts of the week as the device has them. */
  rows: readonly EmployeeShift[]
  today: string
  canWrite: boolean
  intl: readonly string[]
  onClose: () => void
}

/**
 * The slide-in form of one employee's week (spec §2): a shift of the service, or none, for each
 * of the 7 days; days before today locked; read-only without shiftsWrite. Save is one outbox
 * action; the form closes and the schedule shows the week at once, offline too.
 */
export function ShiftWeekForm(props: ShiftWeekFormProps) {
  const { employee, service, weekStart, dates, rows, today, canWrite, intl, onClose } = props
  const { t } = useLingui()
  const formId = useId()
  const [choices, setChoices] = useState<WeekChoices>(() => choicesOf(dates, rows))
  const [error, setError] = useState<string | null>(null)
  const name = fullName(employee)
  const known = new Set(service.shifts.map((s) => s.id))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const days = daysToSave(dates, rows, choices, today, () => crypto.randomUUID())
    saveShiftWeek(service, employee._id, weekStart, days)
      .then(onClose)
      .catch((cause: unknown) => {
        console.error('Could not save the shift week', cause)
        setError(cause instanceof Error ? cause.message : String(cause))
      })
  }

  return (
    <Dialog
      open
      onClose={onClose}
      className="shift-form"
      title={t`Shifts of ${name}`}
      actions={
        canWrite ? (
          <>
            <button type="button" className="btn" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="btn btn-primary" form={formId}>
              <Trans>Save</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        )
      }
    >
      <form id={formId} className="shift-form__days" onSubmit={submit}>
        {canWrite ? null : (
          <p className="shift-form__note">
            <Trans>You may see these shifts but not change them.</Trans>
          </p>
        )}
        {dates.map((date) => {
          const locked = isLocked(date, today)
          const value = choices[date] ?? null
          const noteId = `${formId}${date}`
          return (
            <div key={date} className="shift-form__day">
              <label htmlFor={`${formId}-${date}`}>{longDay(date, intl)}</label>
              <select
                id={`${formId}-${date}`}
                value={value ?? ''}
                disabled={locked || !canWrite}
                aria-describedby={locked ? noteId : undefined}
                onChange={(e) => setChoices({ ...choices, [date]: e.target.value || null })}
              >
                <option value="">{t`No shift`}</option>
                {service.shifts.map((shift) => (
                  <option key={shift.id} value={shift.id}>
                    {`${shift.start_time}–${shift.end_time}`}
                  </option>
                ))}
                {value !== null && !known.has(value) ? (
                  <option value={value}>{t`Unknown shift`}</option>
                ) : null}
              </select>
              {locked ? (
                <p id={noteId} className="shift-form__locked">
                  <Trans>Before today: cannot be changed.</Trans>
                </p>
              ) : null}
            </div>
          )
        })}
        {error ? (
          <p role="alert" className="shift-form__error">
            <Trans>The week could not be saved: {error}</Trans>
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
