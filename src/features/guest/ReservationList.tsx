/** The room's restaurants and pools that take table reservations, each linking to its booking. */
import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { Service } from '../../../sync/protocol/service.ts'
import { takesReservations } from '../guest-reservation/reservable.ts'
import { ChevronIcon, ServiceIcon } from './icons.tsx'
import { reservationPath } from './paths.ts'

export function ReservationList({ roomId, services }: { roomId: string; services: Service[] }) {
  const bookable = services.filter((s) => takesReservations(s, 'guest'))
  if (bookable.length === 0) return null
  return (
    <section className="g-section" aria-labelledby="g-reserve-h">
      <h2 id="g-reserve-h">
        <Trans>Reserve a table</Trans>
      </h2>
      <ul className="g-services">
        {bookable.map((service) => (
          <li key={service._id}>
            <Link className="g-service" to={reservationPath(roomId, service.name)}>
              <ServiceIcon type={service.type} className="g-service-icon" />
              <span className="g-service-text">
                <strong>{service.name}</strong>
                <small>
                  <Trans>Book a table for a day and time</Trans>
                </small>
              </span>
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
