import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Employee, EmployeeShift, Service } from '../../../sync/protocol/index.ts'
import { shortDay } from './day-format.ts'
import { dayKey } from './saves.ts'
import { fullName, shiftTimes } from './workers.ts'

interface EmployeeCardProps {
  employee: Employee
  service: Service
  dates: readonly string[]
  shifts: readonly EmployeeShift[]
  waiting: ReadonlySet<string>
  canWrite: boolean
  intl: readonly string[]
  onOpen: (employeeId: string) => void
}

/** An employee's week on the schedule: the shift of each day, and the button to the form. */
export function EmployeeCard(props: EmployeeCardProps) {
  const { employee, service, dates, shifts, waiting, canWrite, intl, onOpen } = props
  const { t } = useLingui()
  const titleId = useId()
  const byDay = new Map(shifts.map((s) => [s.date, s]))
  return (
    <article className="shift-card" aria-labelledby={titleId}>
      <header className="shift-card__header">
        <h3 id={titleId}>{fullName(employee)}</h3>
        <button type="button" className="btn btn-small" onClick={() => onOpen(employee._id)}>
          {canWrite ? <Trans>Edit shifts</Trans> : <Trans>View shifts</Trans>}
        </button>
      </header>
      <ul className="shift-card__days">
        {dates.map((date) => {
          const shift = byDay.get(date)
          const times = shift ? (shiftTimes(service, shift.shift_id) ?? t`Unknown shift`) : null
          return (
            <li
              key={date}
              className={shift ? 'shift-day shift-day--on' : 'shift-day'}
              data-date={date}
            >
              <span className="shift-day__date">{shortDay(date, intl)}</span>
              <span className="shift-day__shift">{times ?? <Trans>No shift</Trans>}</span>
              {waiting.has(dayKey(employee._id, date)) ? (
                <span className="shift-day__waiting">
                  <Trans>Waiting to sync</Trans>
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
    </article>
  )
}
