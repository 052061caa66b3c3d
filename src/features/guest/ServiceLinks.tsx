/** Services as large tap targets: each links on with its icon, its name and a line under it. */
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { Link } from '../../app/public-shell/nav.tsx'
import type { Service } from '../../../sync/protocol/service.ts'
import { ChevronIcon, ServiceIcon } from './icons.tsx'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

type ServiceLinksProps = {
  services: Service[]
  to: (service: Service) => string
  /** The line under every name; without it, each service's own description. */
  detail?: ReactNode
}

export function ServiceLinks({ services, to, detail }: ServiceLinksProps) {
  const { i18n } = useLingui()
  return (
    <ul className="g-services">
      {services.map((service) => {
        const below = detail ?? (service.description || null)
        return (
          <li key={service._id}>
            <Link className="g-service" to={to(service)}>
              <ServiceIcon type={service.type} className="g-service-icon" />
              <span className="g-service-text">
                <strong>{nameIn(service, i18n.locale)}</strong>
                {below ? <small>{below}</small> : null}
              </span>
              <ChevronIcon />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
