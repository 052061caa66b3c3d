/**
 * /app/hu/d/spa/:rId/:service — the demo of the room guest's spa booking (spec 001 §5: demo
 * routes block reserving with orderDisabled): no room code, everything shows as for a guest, and
 * the free times are the public's; booking sends nothing and says so.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { DemoNotice } from '../guest/DemoNotice.tsx'
import { GuestPage } from '../guest/GuestPage.tsx'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { roomPath } from '../guest/paths.ts'
import { usePublicServices } from '../guest/use-public-services.ts'
import { useRoomPlace } from '../guest/use-room-place.ts'
import { useParams } from '../../app/public-shell/nav.tsx'
import { SpaBooking } from './SpaBooking.tsx'
import { bookableSpa } from './spa-service.ts'
import { useSpaCatalog } from './use-spa-catalog.ts'
import '../guest-reservation/reservation.css'
import './guest-spa.css'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

export function GuestSpaDemo() {
  const { t, i18n } = useLingui()
  const params = useParams()
  const roomId = params.rId ?? ''
  const serviceName = params.service ?? ''
  const room = useRoomPlace(roomId, true)
  const businessId = room.place?.hotel._id ?? null
  const services = usePublicServices(businessId)
  const spa = useSpaCatalog(businessId)
  const ignore = useCallback(() => undefined, [])
  const place = room.place
  const service = services.data ? bookableSpa(services.data.services, serviceName, 'guest') : null
  const roomName = place?.room.name ?? ''
  const hotelName = place?.hotel.name ?? ''
  const error = room.error ?? services.error ?? spa.error

  let body
  if (error) {
    const retry = room.error ? room.retry : services.error ? services.retry : spa.retry
    body = <LoadFailed error={error} retry={retry} />
  } else if (services.data && !service) {
    body = (
      <p className="g-card g-muted">
        <Trans>This spa does not take bookings right now.</Trans>
      </p>
    )
  } else if (place && service && spa.catalog) {
    body = (
      <SpaBooking
        audience="public"
        demo
        service={service}
        catalog={spa.catalog}
        currency={place.hotel.currency}
        onClosed={ignore}
        onNotFound={ignore}
      />
    )
  } else body = <p className="g-loading" aria-busy="true" />

  return (
    <GuestPage
      title={service ? nameIn(service, i18n.locale) : serviceName}
      subtitle={
        place ? (
          <Trans>
            {hotelName} · Room {roomName}
          </Trans>
        ) : null
      }
      back={{ to: roomPath(roomId, true), label: t`Back to my room` }}
      languages={place?.hotel.languages ?? []}
    >
      <DemoNotice />
      {body}
    </GuestPage>
  )
}
