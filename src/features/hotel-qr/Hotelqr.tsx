import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useParams } from 'react-router'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { QrDownload } from './QrDownload.tsx'
import { initialChoice, tableServices, type QrChoice } from './qr-model.ts'
import './hotel-qr.css'
import { useServiceName } from '../../app/staff/use-service-name.ts'

/**
 * Hotelqr /app/h/qr/{service}: choose Rooms or Restaurants (then one restaurant or pool service)
 * and download the sheet of QR codes the server draws (spec 000 §2 "QR codes", §7). The services
 * come from IndexedDB; the sheet itself needs the server, so offline the button waits.
 */
export function Hotelqr() {
  const services = useServices()
  if (!services) {
    return (
      <p role="status" className="qr-screen">
        <Trans>Loading…</Trans>
      </p>
    )
  }
  return <QrScreen services={services} />
}

function QrScreen({ services }: { services: Service[] }) {
  const { t } = useLingui()
  const nameOf = useServiceName()
  const { service } = useParams()
  const me = useMe()
  const business = useBusiness()
  const { locale } = useActiveLocale()
  const { connection } = useSyncStatus()
  const restaurants = tableServices(services)
  // Until the staff member picks, the choice follows the route and the services as they sync.
  const [picked, setChoice] = useState<QrChoice | null>(null)
  const choice = picked ?? initialChoice(service, services)
  const groupName = useId()
  const serviceId = useId()
  const chosen = restaurants.find((s) => s._id === choice.serviceId)

  return (
    <div className="qr-screen" data-service={service}>
      <h1 className="qr-screen__title" tabIndex={-1}>
        <Trans>QR codes</Trans>
      </h1>
      <p className="qr-screen__intro">
        <Trans>
          A PDF to print: one code per room or per table, with its name. Guests scan it to open
          their room’s or table’s page.
        </Trans>
      </p>

      <fieldset className="qr-group">
        <legend>
          <Trans>Codes for</Trans>
        </legend>
        <label className="qr-choice">
          <input
            type="radio"
            name={groupName}
            checked={choice.group === 'rooms'}
            onChange={() => setChoice({ ...choice, group: 'rooms' })}
          />
          <Trans>Rooms</Trans>
        </label>
        <label className="qr-choice">
          <input
            type="radio"
            name={groupName}
            checked={choice.group === 'tables'}
            onChange={() => setChoice({ ...choice, group: 'tables' })}
          />
          <Trans>Restaurants</Trans>
        </label>
      </fieldset>

      {choice.group === 'tables' &&
        (restaurants.length === 0 ? (
          <p className="qr-note">
            <Trans>This business has no restaurant or pool service yet.</Trans>
          </p>
        ) : (
          <div className="field qr-field">
            <label htmlFor={serviceId}>
              <Trans>Restaurant</Trans>
            </label>
            <select
              id={serviceId}
              className="input"
              value={choice.serviceId}
              onChange={(e) => setChoice({ ...choice, serviceId: e.target.value })}
            >
              {choice.serviceId === '' && <option value="">{t`Choose a restaurant`}</option>}
              {restaurants.map((s) => (
                <option key={s._id} value={s._id}>
                  {nameOf(s)}
                </option>
              ))}
            </select>
          </div>
        ))}

      <QrDownload
        businessId={me.business_id ?? ''}
        businessName={business?.name ?? ''}
        choice={choice}
        serviceName={chosen?.name}
        lang={locale}
        connection={connection}
      />
    </div>
  )
}
