import { Plural, Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { localized, serviceName } from '../../../sync/protocol/rules/index.ts'
import type { Language, Service, SpaAppointment } from '../../../sync/protocol/index.ts'
import type { BoardSpa } from './queries.ts'

interface SpaBoardCardProps {
  appointment: SpaAppointment
  spa: BoardSpa
  /** The spa service: its name is the spa screen's path, where the appointment is handled. */
  service: Pick<Service, 'name' | 'names'> | undefined
  roomName: string | null
  when: Intl.DateTimeFormat
  language: Language
}

/**
 * A spa appointment on the reservations board: when, who, the treatment and the therapist (a
 * pending one has none yet), the room, how to reach the guest, and the way to the spa's
 * calendar, where it is accepted with a free therapist, moved or declined.
 */
export function SpaBoardCard({
  appointment: a,
  spa,
  service,
  roomName,
  when,
  language,
}: SpaBoardCardProps) {
  const treatmentName = spa.treatments.get(a.spa_service_id)
  const treatment = treatmentName ? localized(treatmentName, language) : ''
  const therapist = a.Therapist ? (spa.therapists.get(a.Therapist) ?? null) : null
  const time = when.format(Date.parse(a.time))
  const guest = a.name
  const persons = a.persons
  return (
    <article
      className="order-card reservation-card spa-board-card"
      data-appointment-id={a._id}
      data-status={a.status}
    >
      <header className="order-card__header">
        <time dateTime={a.time} className="order-card__time">
          {time}
        </time>
        <span className="order-card__service">{service ? serviceName(service, language) : ''}</span>
        {roomName ? (
          <strong className="order-card__place">
            <Trans>Room {roomName}</Trans>
          </strong>
        ) : null}
      </header>
      <p className="spa-board-card__who">
        <strong>{guest}</strong> · <Plural value={persons} one="# person" other="# persons" />
        {treatment ? ` · ${treatment}` : ''}
      </p>
      <p className="spa-board-card__therapist">
        {therapist ? <Trans>Therapist: {therapist}</Trans> : <Trans>No therapist chosen yet</Trans>}
      </p>
      {a.phone_number ? (
        <p className="spa-board-card__contact">
          <a href={`tel:${a.phone_number}`}>{a.phone_number}</a>
        </p>
      ) : null}
      <p className="spa-board-card__open">
        <Link to={`/app/h/spa/${encodeURIComponent(service?.name ?? '')}`}>
          {a.status === 'Pending' ? (
            <Trans>Accept or decline in the spa calendar</Trans>
          ) : (
            <Trans>Open in the spa calendar</Trans>
          )}
        </Link>
      </p>
    </article>
  )
}
