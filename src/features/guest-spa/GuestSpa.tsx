/**
 * /app/hu/spa/:rId/:service — HotelUserSpa (spec 001 §2): a room guest books a treatment, today
 * to today + 10 days, and sees their appointments pending, then accepted live. Without a valid
 * room code the guest is sent to the room page to enter it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { Link, Navigate, useParams } from '../../app/public-shell/nav.tsx'
import { GuestPage } from '../guest/GuestPage.tsx'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { roomPath } from '../guest/paths.ts'
import { useRoomGuest } from '../guest/use-room-guest.ts'
import { LazyMyAppointments } from './lazy-parts.ts'
import { SpaBooking } from './SpaBooking.tsx'
import { bookableSpa } from './spa-service.ts'
import { useMyAppointments } from './use-my-appointments.ts'
import { useSpaCatalog } from './use-spa-catalog.ts'
import '../guest-reservation/reservation.css'
import './guest-spa.css'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

const ignore = () => undefined

export function GuestSpa() {
  const { t, i18n } = useLingui()
  const params = useParams()
  const roomId = params.rId ?? ''
  const serviceName = params.service ?? ''
  const { session, stay, services, trialExpired, retry, signedOut } = useRoomGuest(roomId)
  const spa = useSpaCatalog(stay?.businessId ?? null)
  const mine = useMyAppointments(stay ? { ...stay, roomId } : null)

  if (session.phase === 'code') return <Navigate to={roomPath(roomId)} replace />
  const place = session.phase === 'ready' ? session.place : null
  const service = services.services ? bookableSpa(services.services, serviceName, 'guest') : null
  const roomLink = roomPath(roomId)
  const hotelName = place?.hotel.name ?? ''
  const roomName = place?.room.name ?? ''

  let body
  if (session.phase === 'failed') {
    body = trialExpired ? null : <LoadFailed error={session.error} retry={retry} />
  } else if (services.failed) body = <LoadFailed error={null} retry={services.retry} />
  else if (spa.error) body = <LoadFailed error={spa.error} retry={spa.retry} />
  else if (services.services && !service) {
    body = (
      <div className="g-card g-alert-card">
        <p>
          <Trans>This spa does not take bookings right now.</Trans>
        </p>
        <Link className="g-btn" to={roomLink}>
          <Trans>Back to my room</Trans>
        </Link>
      </div>
    )
  } else if (place && service && spa.catalog) {
    body = (
      <>
        {mine.list.length > 0 ? (
          <Suspense fallback={null}>
            <LazyMyAppointments list={mine.list} treatments={spa.catalog.treatments} />
          </Suspense>
        ) : null}
        <SpaBooking
          audience="guest"
          demo={false}
          service={service}
          catalog={spa.catalog}
          currency={place.hotel.currency}
          onClosed={ignore}
          onNotFound={ignore}
          onSignedOut={signedOut}
          onBooked={mine.add}
        />
      </>
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
      {body}
    </GuestPage>
  )
}
