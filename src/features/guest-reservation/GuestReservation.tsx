/**
 * /app/hu/reservation/:rId/:service — a room guest books a restaurant or pool table (spec 000 §2,
 * HotelUserRestaurant): today to today + 10 days. Without a valid room code the guest is sent to
 * the room page to enter it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { GuestPage } from '../guest/GuestPage.tsx'
import { isTrialExpired } from '../guest/http.ts'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { roomPath } from '../guest/paths.ts'
import { forgetStay, useGuestSession } from '../guest/use-guest-session.ts'
import { useServices } from '../guest/use-services.ts'
import { useStayLanguage } from '../guest/use-stay-language.ts'
import { BookingFlow } from './BookingFlow.tsx'
import { reservableService } from './reservable.ts'
import './reservation.css'

export function GuestReservation() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const params = useParams()
  const roomId = params.rId ?? ''
  const serviceName = params.service ?? ''
  const { session, retry, signedOut } = useGuestSession(roomId)
  const stay = session.phase === 'ready' ? session.stay : null
  const services = useServices(stay !== null)
  useStayLanguage(stay?.lang ?? null)

  const trialExpired = session.phase === 'failed' && isTrialExpired(session.error)
  useEffect(() => {
    if (trialExpired) void navigate('/trial-expired', { replace: true })
  }, [trialExpired, navigate])
  const onSignedOut = useCallback(() => {
    forgetStay(roomId)
    signedOut()
  }, [roomId, signedOut])
  const ignore = useCallback(() => undefined, [])

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
        onSignedOut={onSignedOut}
      />
    )
  } else body = <p className="g-loading" aria-busy="true" />

  return (
    <GuestPage
      title={service?.name ?? serviceName}
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
