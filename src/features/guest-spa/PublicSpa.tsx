/**
 * /app/public/spa/:bId/:service — PublicUserSpa (spec 001 §2): anyone books a treatment at a spa
 * open to the public, on the next 7 days without the closed ones. A spa closed today shows its
 * reopening day; one not open to the public (or no spa) is the 404 page.
 */
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useState } from 'react'
import { useParams } from '../../app/public-shell/nav.tsx'
import { closedUntil, todayOf } from '../guest-reservation/booking-days.ts'
import { GuestPage } from '../guest/GuestPage.tsx'
import { HttpError } from '../guest/http.ts'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { roomlessPath } from '../guest/paths.ts'
import { usePublicServices } from '../guest/use-public-services.ts'
import { LazyServiceClosed } from './lazy-parts.ts'
import { SpaBooking } from './SpaBooking.tsx'
import { bookableSpa } from './spa-service.ts'
import { useSpaCatalog } from './use-spa-catalog.ts'
import '../guest-reservation/reservation.css'
import './guest-spa.css'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

const NotFound = lazy(async () => ({
  default: (await import('../guest-reservation/NotFound.tsx')).NotFound,
}))

export function PublicSpa() {
  const { t, i18n } = useLingui()
  const params = useParams()
  const businessId = params.bId ?? ''
  const serviceName = params.service ?? ''
  const { data, error, retry } = usePublicServices(businessId)
  const service = data ? bookableSpa(data.services, serviceName, 'public') : null
  const spa = useSpaCatalog(service ? businessId : null)
  const [closedSeen, setClosedSeen] = useState<{ reopens: string | null } | null>(null)
  const [gone, setGone] = useState(false)
  // The hotel's today: its zone is known once the hotel is read (hotel-zone.ts).
  const zone = useHotelZone()
  const [now] = useState(() => Date.now())
  const today = todayOf(now, zone)
  const onClosed = useCallback((reopens: string | null) => setClosedSeen({ reopens }), [])
  const onNotFound = useCallback(() => setGone(true), [])

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
  else if (spa.error) body = <LoadFailed error={spa.error} retry={spa.retry} />
  else if (!data || !service) body = <p className="g-loading" aria-busy="true" />
  else if (closed) {
    body = (
      <Suspense fallback={<p className="g-loading" aria-busy="true" />}>
        <LazyServiceClosed name={nameIn(service, i18n.locale)} reopens={closed.reopens} />
      </Suspense>
    )
  } else if (!spa.catalog) body = <p className="g-loading" aria-busy="true" />
  else {
    body = (
      <SpaBooking
        audience="public"
        demo={false}
        service={service}
        catalog={spa.catalog}
        currency={data.hotel.currency}
        onClosed={onClosed}
        onNotFound={onNotFound}
      />
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
