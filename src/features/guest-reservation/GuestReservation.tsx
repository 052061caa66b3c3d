/**
 * /app/hu/reservation/:rId/:service — a room guest books a restaurant or pool table (spec 000 §2,
 * HotelUserRestaurant): today to today + 10 days. Without a valid room code the guest is sent to
 * the room page to enter it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Navigate, useParams } from '../../app/public-shell/nav.tsx'
import { GuestPage } from '../guest/GuestPage.tsx'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { roomPath } from '../guest/paths.ts'
import { useRoomGuest } from '../guest/use-room-guest.ts'
import { BookingFlow } from './BookingFlow.tsx'
import { reservableService } from './reservable.ts'
import './reservation.css'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

const ignore = () => undefined

export function GuestReservation() {
  const { t, i18n } = useLingui()
  const params = useParams()
  const roomId = params.rId ?? ''
  const serviceName = params.service ?? ''
  const { session, stay, services, trialExpired, retry, signedOut } = useRoomGuest(roomId)

  if (session.phase === 'code') return <Navigate to={roomPath(roomId)} replace />
  const place = session.phase === 'ready' ? session.place : null
  const service = services.services
    ? reservableService(services.services, serviceName, 'guest')
    : null
  const roomLink = roomPath(roomId)
  const hotelName = place?.hotel.name ?? ''
  const roomName = place?.room.name ?? ''

  let body
  if (session.phase === 'failed') {
    body = trialExpired ? null : <LoadFailed error={session.error} retry={retry} />
  } else if (services.failed) body = <LoadFailed error={null} retry={services.retry} />
  else if (services.services && !service) {
    body = (
      <div className="g-card g-alert-card">
        <p>
          <Trans>This service does not take reservations right now.</Trans>
        </p>
        <Link className="g-btn" to={roomLink}>
          <Trans>Back to my room</Trans>
        </Link>
      </div>
    )
  } else if (stay && service) {
    body = (
      <BookingFlow
        place={{ businessId: stay.businessId, serviceId: service._id, audience: 'guest' }}
        service={service}
        onClosed={ignore}
        onNotFound={ignore}
        onSignedOut={signedOut}
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
      back={{ to: roomLink, label: t`Back to my room` }}
      languages={place?.hotel.languages ?? []}
    >
      <h2 className="r-heading">
        <Trans>Reserve a table</Trans>
      </h2>
      {body}
    </GuestPage>
  )
}
