/** The room's spas that take bookings, each linking to its treatments (HotelUserSpa). */
import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { Service } from '../../../sync/protocol/service.ts'
import { takesSpaBookings } from '../guest-spa/spa-service.ts'
import { ChevronIcon, ServiceIcon } from './icons.tsx'
import { spaPath } from './paths.ts'

type SpaListProps = { roomId: string; services: Service[]; demo?: boolean }

export function SpaList({ roomId, services, demo = false }: SpaListProps) {
  const spas = services.filter((s) => takesSpaBookings(s, 'guest'))
  if (spas.length === 0) return null
  return (
    <section className="g-section" aria-labelledby="g-spa-h">
      <h2 id="g-spa-h">
        <Trans>Book a treatment</Trans>
      </h2>
      <ul className="g-services">
        {spas.map((service) => (
          <li key={service._id}>
            <Link className="g-service" to={spaPath(roomId, service.name, demo)}>
              <ServiceIcon type={service.type} className="g-service-icon" />
              <span className="g-service-text">
                <strong>{service.name}</strong>
                {service.description ? <small>{service.description}</small> : null}
              </span>
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
