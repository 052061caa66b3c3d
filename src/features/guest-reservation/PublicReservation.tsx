/**
 * /app/public/reservation/:bId/:service — PublicUserReservation (spec 001 §2): anyone books a
 * table of a service open to the public, on the next 7 days without the closed ones, up to 15
 * guests. A service closed today shows its reopening day; one not open to the public is the 404
 * page.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useState } from 'react'
import { useParams } from '../../app/public-shell/nav.tsx'
import { GuestPage } from '../guest/GuestPage.tsx'
import { HttpError } from '../guest/http.ts'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { roomlessPath } from '../guest/paths.ts'
import { usePublicServices } from '../guest/use-public-services.ts'
import { closedUntil, todayOf } from './booking-days.ts'
import { BookingFlow } from './BookingFlow.tsx'
import { reservableService } from './reservable.ts'
import { ServiceClosed } from './ServiceClosed.tsx'
import './reservation.css'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

const NotFound = lazy(async () => ({ default: (await import('./NotFound.tsx')).NotFound }))

export function PublicReservation() {
  const { t, i18n } = useLingui()
  const params = useParams()
  const businessId = params.bId ?? ''
  const serviceName = params.service ?? ''
  const { data, error, retry } = usePublicServices(businessId)
  const [closedSeen, setClosedSeen] = useState<{ reopens: string | null } | null>(null)
  const [gone, setGone] = useState(false)
  // The hotel's today: its zone is known once the hotel is read (hotel-zone.ts).
  const zone = useHotelZone()
  const [now] = useState(() => Date.now())
  const today = todayOf(now, zone)
  const onClosed = useCallback((reopens: string | null) => setClosedSeen({ reopens }), [])
  const onNotFound = useCallback(() => setGone(true), [])

  const service = data ? reservableService(data.services, serviceName, 'public') : null
  const notFound =
    gone ||
    (error instanceof HttpError && (error.status === 404 || error.status === 400)) ||
    (data !== null && service === null)
  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    )
  }

  const reopensToday = service ? closedUntil(service.options.closedBetween, today) : null
  const closed = reopensToday !== null ? { reopens: reopensToday } : closedSeen

  let body
  if (error) body = <LoadFailed error={error} retry={retry} />
  else if (!data || !service) body = <p className="g-loading" aria-busy="true" />
  else if (closed)
    body = <ServiceClosed name={nameIn(service, i18n.locale)} reopens={closed.reopens} />
  else {
    body = (
      <>
        <h2 className="r-heading">
          <Trans>Reserve a table</Trans>
        </h2>
        <BookingFlow
          place={{ businessId: service.business_id, serviceId: service._id, audience: 'public' }}
          service={service}
          onClosed={onClosed}
          onNotFound={onNotFound}
        />
      </>
    )
  }

  return (
    <GuestPage
      title={service ? nameIn(service, i18n.locale) : serviceName}
      subtitle={data?.hotel.name ?? null}
      back={{ to: roomlessPath(businessId), label: t`Back to the hotel` }}
      languages={data?.hotel.languages ?? []}
    >
      {body}
    </GuestPage>
  )
}
