/** The services a guest can order from, as large tap targets leading to their menus. */
import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { Service } from '../../../sync/protocol/service.ts'
import { ChevronIcon, ServiceIcon } from './icons.tsx'
import { orderingServices } from './ordering-services.ts'
import { menuPath } from './paths.ts'

type ServiceListProps = {
  roomId: string
  demo?: boolean
  services: Service[] | null
  failed: boolean
  retry: () => void
}

export function ServiceList({ roomId, demo = false, services, failed, retry }: ServiceListProps) {
  if (failed) {
    return (
      <div className="g-card g-alert-card" role="alert">
        <p>
          <Trans>The services could not be loaded.</Trans>
        </p>
        <button type="button" className="g-btn" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  if (!services) return <p className="g-loading" aria-busy="true" />
  const ordering = orderingServices(services)
  if (ordering.length === 0) {
    return (
      <p className="g-card g-muted">
        <Trans>No services take orders right now.</Trans>
      </p>
    )
  }
  return (
    <ul className="g-services">
      {ordering.map((service) => (
        <li key={service._id}>
          <Link className="g-service" to={menuPath(roomId, service.name, demo)}>
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
  )
}
