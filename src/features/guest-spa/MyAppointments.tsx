/**
 * The room guest's spa appointments from today on, with their status as the spa answers it
 * (spec 001 §4: pending until accepted or declined; accepted shows at once, live).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type {
  SpaAppointment,
  SpaAppointmentStatus,
  SpaTreatment,
} from '../../../sync/protocol/spa.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { RESERVATION_WHEN } from '../guest-reservation/order-ahead-api.ts'
import { useGuestLanguage } from '../guest/use-guest-language.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

type MyAppointmentsProps = { list: SpaAppointment[]; treatments: SpaTreatment[] }

export function MyAppointments({ list, treatments }: MyAppointmentsProps) {
  const { i18n } = useLingui()
  const zone = useHotelZone()
  const lang = useGuestLanguage()
  if (list.length === 0) return null
  return (
    <section className="g-section" aria-labelledby="s-mine-h">
      <h2 id="s-mine-h">
        <Trans>Your spa appointments</Trans>
      </h2>
      <ul className="g-orders s-mine">
        {list.map((a) => {
          const treatment = treatments.find((t) => t._id === a.spa_service_id)
          const persons = a.persons
          return (
            <li key={a._id} className="g-card" data-appointment-id={a._id}>
              <div className="g-order-head">
                <div>
                  <h3>{treatment ? localized(treatment.name, lang) : <Trans>Treatment</Trans>}</h3>
                  <p>
                    {i18n.date(new Date(a.time), { ...RESERVATION_WHEN, timeZone: zone })} ·{' '}
                    <Plural value={persons} one="# person" other="# persons" />
                  </p>
                </div>
                <AppointmentStatus status={a.status} />
              </div>
              {a.status === 'Pending' ? (
                <p className="g-order-explain g-muted">
                  <Trans>The spa will confirm your appointment shortly.</Trans>
                </p>
              ) : null}
              {a.status === 'Declined' && a.decline_reason ? (
                <p className="g-order-explain">{a.decline_reason}</p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

const STATUS_CLASS: Record<SpaAppointmentStatus, string> = {
  Pending: 'pending',
  Accepted: 'accepted',
  Active: 'accepted',
  Declined: 'declined',
  Noshow: 'declined',
  Finished: 'finished',
  Room: 'finished',
  Paid: 'finished',
}

function AppointmentStatus({ status }: { status: SpaAppointmentStatus }) {
  return (
    <span className={`g-status g-status-${STATUS_CLASS[status]}`} data-status={status}>
      <StatusName status={status} />
    </span>
  )
}

function StatusName({ status }: { status: SpaAppointmentStatus }) {
  switch (status) {
    case 'Pending':
      return <Trans>Pending</Trans>
    case 'Accepted':
      return <Trans>Accepted</Trans>
    case 'Active':
      return <Trans>In progress</Trans>
    case 'Declined':
      return <Trans>Declined</Trans>
    case 'Noshow':
      return <Trans>Missed</Trans>
    case 'Finished':
    case 'Room':
    case 'Paid':
      return <Trans>Finished</Trans>
  }
}
