import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import type { Service } from '../../../sync/protocol/index.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatMoney } from '../../lib/money.ts'
import { formatDateTime } from './format.ts'
import { guestsPath, receptionService } from './guest-table.ts'
import { useHistoryRefresh } from './guests-api.ts'
import {
  SUB_SERVICES,
  chosenTab,
  historyNotice,
  historyTabs,
  ordersTotal,
  subServiceCounts,
  type HistoryTab,
  type SubService,
} from './history-view.ts'
import { HistoryOrders } from './HistoryOrders.tsx'
import { HistoryTabs } from './HistoryTabs.tsx'
import { STAY_STATUS_LABEL } from './labels.ts'
import { useGuest, useKeptHistory } from './queries.ts'
import './guests.css'

/**
 * GuestHistory /app/h/guest-history/{guestId}/{service}: a tab per stay named by its room, and
 * per stay the orders, reservations or appointments. Fetched from the server (the strict variant
 * when the hotel keeps guest history private) and kept on the device: a history opened once is
 * readable offline, marked as such.
 */
export function GuestHistory() {
  const { guestId, service } = useParams()
  const services = useServices()
  const guest = useGuest(guestId)
  const kept = useKeptHistory(guestId)
  const reception = services ? receptionService(service, services) : undefined
  const state = useHistoryRefresh(services ? guestId : undefined, reception?._id ?? null)
  const { intl } = useActiveLocale()
  const backTo = guestsPath(service ?? reception?.name ?? '')
  const name = guest?.name ?? kept?.history.guest.name ?? ''
  const notice = historyNotice(state, Boolean(kept))
  const fetchedAt = kept ? formatDateTime(kept.at, intl) : ''

  return (
    <div className="guests-screen guest-history">
      <header className="guests-screen__header">
        <Link className="btn btn-small" to={backTo}>
          <span aria-hidden="true">← </span>
          <Trans>Guests</Trans>
        </Link>
        <h1 className="guests-screen__title" tabIndex={-1}>
          {name ? <Trans>Guest history: {name}</Trans> : <Trans>Guest history</Trans>}
        </h1>
      </header>

      {notice ? (
        <p className="guest-history__notice" role="status" data-notice={notice}>
          {notice === 'loading' ? (
            <Trans>Loading the guest history…</Trans>
          ) : notice === 'offlineKept' ? (
            <Trans>
              Offline: this is the guest history as this device fetched it, {fetchedAt}. It updates
              when the connection is back.
            </Trans>
          ) : notice === 'offlineNone' ? (
            <Trans>
              The guest history comes from the server, and this device has not opened it before.
              Connect to the internet to see it; once opened, it stays readable offline.
            </Trans>
          ) : notice === 'notFound' ? (
            <Trans>This guest is not on the hotel’s guest list.</Trans>
          ) : (
            <Trans>The guest history could not be loaded.</Trans>
          )}
        </p>
      ) : null}
      {kept?.history.strict ? (
        <p className="guest-history__strict">
          <Trans>
            This hotel keeps guest history private: you see the orders of the services you may read.
          </Trans>
        </p>
      ) : null}

      {services && guest !== undefined && kept !== undefined ? (
        <HistoryBody tabs={historyTabs(guest, kept?.history)} services={services} />
      ) : null}
    </div>
  )
}

function HistoryBody({ tabs, services }: { tabs: HistoryTab[]; services: Service[] }) {
  const [chosen, setChosen] = useState<string | null>(null)
  const current = chosenTab(tabs, chosen)
  if (!current) {
    return (
      <p className="guests-empty">
        <Trans>This guest has no stays yet.</Trans>
      </p>
    )
  }
  return <StayTabs tabs={tabs} current={current} services={services} onChoose={setChosen} />
}

function StayTabs({
  tabs,
  current,
  services,
  onChoose,
}: {
  tabs: HistoryTab[]
  current: HistoryTab
  services: Service[]
  onChoose: (key: string) => void
}) {
  const { t, i18n } = useLingui()
  const { locale, intl } = useActiveLocale()
  const business = useBusiness()
  const [sub, setSub] = useState<SubService>('orders')
  const money = (amount: number) => formatMoney(amount, business?.currency ?? '', intl)
  const counts = subServiceCounts(current)
  const byId = new Map(services.map((s) => [s._id, s]))
  const subLabel: Record<SubService, string> = {
    orders: t`Orders`,
    reservations: t`Reservations`,
    appointments: t`Appointments`,
  }

  return (
    <HistoryTabs tabs={tabs} current={current} intl={intl} onChoose={onChoose}>
      {current.stay ? (
        <p className="history-panel__summary">
          <span className="guest-stay-status" data-status={current.stay.status}>
            {i18n._(STAY_STATUS_LABEL[current.stay.status])}
          </span>
          {current.loaded ? (
            <span>
              <Trans>Orders total</Trans> <strong>{money(ordersTotal(current.orders))}</strong>
            </span>
          ) : null}
        </p>
      ) : null}
      <div className="history-subservices" role="group" aria-label={t`Show`}>
        {SUB_SERVICES.map((key) => (
          <button
            key={key}
            type="button"
            className="guest-chip"
            aria-pressed={sub === key}
            onClick={() => setSub(key)}
          >
            {subLabel[key]}{' '}
            {current.loaded ? <span className="guest-chip__count">{counts[key]}</span> : null}
          </button>
        ))}
      </div>
      {!current.loaded ? (
        <p className="guests-empty">
          <Trans>What the guest had during this stay shows here once this device is online.</Trans>
        </p>
      ) : counts[sub] === 0 ? (
        <p className="guests-empty" data-empty={sub}>
          {sub === 'orders' ? (
            <Trans>No orders during this stay.</Trans>
          ) : sub === 'reservations' ? (
            <Trans>No reservations during this stay.</Trans>
          ) : (
            <Trans>No appointments during this stay.</Trans>
          )}
        </p>
      ) : sub === 'orders' ? (
        <HistoryOrders
          orders={current.orders}
          services={byId}
          intl={intl}
          language={locale}
          money={money}
        />
      ) : null}
    </HistoryTabs>
  )
}
