import { Trans } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { can } from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { resolveService } from '../menu/menu-model.ts'
import { EmployeeCard } from './EmployeeCard.tsx'
import { useShiftWeek } from './queries.ts'
import { waitingDays } from './saves.ts'
import { SaveOutcomes } from './SaveOutcomes.tsx'
import { ShiftWeekForm } from './ShiftWeekForm.tsx'
import { useSaveOutcomes } from './use-save-outcomes.ts'
import { mondayOf, weekDates, weekFromParam } from './week.ts'
import { WeekNav } from './WeekNav.tsx'
import './employee-shifts.css'
import { todayIn } from '../../../sync/protocol/rules/index.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { useServiceName } from '../../app/staff/use-service-name.ts'

/**
 * HotelEmployeeShifts /app/h/employee-managment-spa/{service}: the spa's shift schedule by week
 * (spec 001 §2), from IndexedDB, so it works offline; each employee's week is edited in a
 * slide-in form and saved through the outbox.
 */
export function HotelEmployeeShifts() {
  const { service: param } = useParams()
  const services = useServices()
  const spas = useMemo(() => (services ?? []).filter((s) => s.type === 'spa'), [services])
  const service = resolveService(param, spas)
  if (!services) {
    return (
      <p role="status" className="shifts-empty">
        <Trans>Loading the shift schedule…</Trans>
      </p>
    )
  }
  if (!service) {
    return (
      <p className="shifts-empty">
        <Trans>This business has no spa.</Trans>
      </p>
    )
  }
  return <ShiftSchedule key={service._id} service={service} />
}

function ShiftSchedule({ service }: { service: Service }) {
  const nameOf = useServiceName()
  const me = useMe()
  const { intl } = useActiveLocale()
  const zone = useHotelZone()
  const today = todayIn(zone)
  const thisWeek = mondayOf(today)
  // The week is in the address (?week=), so a reload, offline too, stays on it.
  const [params, setParams] = useSearchParams()
  const weekStart = weekFromParam(params.get('week'), thisWeek)
  const setWeekStart = (week: string) =>
    setParams(week === thisWeek ? {} : { week }, { replace: true })
  const [editing, setEditing] = useState<string | null>(null)
  // The card's button that opened the form: focus goes back to it when the form closes.
  const opener = useRef<HTMLElement | null>(null)
  const open = (employeeId: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing(employeeId)
  }
  const close = () => setEditing(null)
  // After the form is gone (a Save closes it once the week is queued, outside the click).
  useEffect(() => {
    if (editing !== null || !opener.current) return
    opener.current.focus()
    opener.current = null
  }, [editing])
  const dates = useMemo(() => weekDates(weekStart), [weekStart])
  const data = useShiftWeek(service._id, dates, me.account_id)
  const { outcomes, forget } = useSaveOutcomes(service._id, data?.saves)
  const canRead = can(me, service._id, 'shiftsRead')
  const canWrite = can(me, service._id, 'shiftsWrite')
  const waiting = useMemo(() => waitingDays(data?.saves ?? []), [data?.saves])
  const employee = data?.workers.find((w) => w._id === editing)

  return (
    <div className="shifts-screen">
      <header className="shifts-screen__header">
        <h1 tabIndex={-1}>
          <Trans>Shift schedule</Trans>
        </h1>
        <p className="shifts-screen__service">{nameOf(service)}</p>
      </header>
      {canRead ? (
        <>
          <WeekNav weekStart={weekStart} thisWeek={thisWeek} intl={intl} onWeek={setWeekStart} />
          <SaveOutcomes outcomes={outcomes} workers={data?.workers ?? []} onForget={forget} />
          {!data ? (
            <p role="status" className="shifts-empty">
              <Trans>Loading the shift schedule…</Trans>
            </p>
          ) : data.workers.length === 0 ? (
            <p className="shifts-empty">
              <Trans>Nobody offers this service yet.</Trans>
            </p>
          ) : (
            <div className="shift-cards">
              {data.workers.map((worker) => (
                <EmployeeCard
                  key={worker._id}
                  employee={worker}
                  service={service}
                  dates={dates}
                  shifts={data.shifts.filter((s) => s.target_employee_id === worker._id)}
                  waiting={waiting}
                  canWrite={canWrite}
                  intl={intl}
                  onOpen={open}
                />
              ))}
            </div>
          )}
          {employee && data ? (
            <ShiftWeekForm
              key={`${employee._id}:${weekStart}`}
              employee={employee}
              service={service}
              weekStart={weekStart}
              dates={dates}
              rows={data.shifts.filter((s) => s.target_employee_id === employee._id)}
              today={today}
              canWrite={canWrite}
              intl={intl}
              onClose={close}
            />
          ) : null}
        </>
      ) : (
        <p className="shifts-empty">
          <Trans>Your account may not see the shifts of this service.</Trans>
        </p>
      )}
    </div>
  )
}
