import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useParams, useSearchParams } from 'react-router'
import type { Service } from '../../../sync/protocol/index.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { permissionsOf } from '../../../sync/protocol/rules/index.ts'
import { ServiceIcon } from '../guest/icons.tsx'
import { historyTabs, serviceChoices } from './history-tabs.ts'
import {
  defaultService,
  historyParams,
  historyRequest,
  readHistoryParams,
  type HistoryView,
} from './history-query.ts'
import { HistoryTabBar } from './HistoryTabBar.tsx'
import { HistoryFilters } from './HistoryFilters.tsx'
import { HistoryPage } from './HistoryPage.tsx'
import './history.css'
import { todayIn } from '../../../sync/protocol/rules/index.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { useServiceName } from '../../app/staff/use-service-name.ts'

/** The route's service: by id or name (any letter case); info services have no history. */
function findService(param: string | undefined, services: readonly Service[]) {
  if (!param) return undefined
  const wanted = param.toLowerCase()
  return services.find(
    (s) => s.type !== 'info' && (s._id === param || s.name.toLowerCase() === wanted),
  )
}

/**
 * Hotelhistory /app/h/history/{service}: the service's header, option tabs (orders;
 * reservations for restaurant and pool; stays for reception), filters and a paginated list,
 * 12 a page. Pages come from the server through the sync engine and are read from IndexedDB, so
 * a page seen once stays readable offline. The tab, filters and page live in the URL.
 */
export function HotelHistory() {
  const { service: param } = useParams()
  const services = useServices()
  const me = useMe()
  const [params, setParams] = useSearchParams()
  const service = services ? findService(param, services) : undefined
  const permissionsOn = (id: string) => permissionsOf(me, id)
  const tabs = service && services ? historyTabs(service, services, permissionsOn) : []
  const view = readHistoryParams(params, tabs)
  const tab = tabs.find((t) => t.kind === view?.tab)
  const zone = useHotelZone()
  const today = todayIn(zone)
  const nameOf = useServiceName()
  const request = view && tab && service ? historyRequest(view, tab, service, today) : null

  if (!services) return null
  if (!service) {
    const name = param ?? ''
    return (
      <Screen>
        <h1 className="hist-header__title">
          <Trans>History</Trans>
        </h1>
        <p className="hist-note">
          <Trans>There is no service named “{name}” with a history.</Trans>
        </p>
      </Screen>
    )
  }
  const name = nameOf(service)
  const header = (
    <header className="hist-header">
      <ServiceIcon type={service.type} className="hist-header__icon" />
      <h1 className="hist-header__title">
        <Trans>History: {name}</Trans>
      </h1>
    </header>
  )
  if (!view || !tab || !request) {
    return (
      <Screen>
        {header}
        <p className="hist-note">
          <Trans>This service keeps no history you may read.</Trans>
        </p>
      </Screen>
    )
  }

  const show = (next: HistoryView) => setParams(historyParams(next, tabs[0]!.kind))
  return (
    <Screen>
      {header}
      <HistoryTabBar
        tabs={tabs.map((t) => t.kind)}
        current={tab.kind}
        onChoose={(kind) =>
          show({
            tab: kind,
            page: 1,
            filters: {
              status: null,
              origin: null,
              from: null,
              to: null,
              service: null,
              type: null,
            },
          })
        }
      >
        <HistoryFilters
          tab={tab}
          filters={view.filters}
          defaultService={defaultService(tab, service)}
          services={serviceChoices(tab, services, permissionsOn)}
          onChange={(filters) => show({ ...view, page: 1, filters })}
        />
        <HistoryPage
          request={request}
          services={services}
          onPage={(page) => show({ ...view, page })}
          filtered={Object.values(view.filters).some((v) => v !== null)}
        />
      </HistoryTabBar>
    </Screen>
  )
}

function Screen({ children }: { children: ReactNode }) {
  return <div className="hist-screen">{children}</div>
}
