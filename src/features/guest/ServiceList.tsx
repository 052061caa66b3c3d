/** The services a guest can order from, as large tap targets leading to their menus. */
import { Trans } from '@lingui/react/macro'
import type { Service } from '../../../sync/protocol/service.ts'
import { orderingServices } from './ordering-services.ts'
import { menuPath } from './paths.ts'
import { ServiceLinks } from './ServiceLinks.tsx'

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
  return <ServiceLinks services={ordering} to={(s) => menuPath(roomId, s.name, demo)} />
}
