/**
 * /app/hu/info/:rId/:service — HotelUserInfo (spec 001 §2): the info page of a room's info
 * service in the view of its info type. Without a valid room code the guest is sent to the
 * room page to enter it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Navigate, useParams } from '../../app/public-shell/nav.tsx'
import { GuestPage } from '../guest/GuestPage.tsx'
import { LoadFailed } from '../guest/LoadFailed.tsx'
import { roomPath } from '../guest/paths.ts'
import { useRoomGuest } from '../guest/use-room-guest.ts'
import { InfoBody, infoServiceNamed } from './InfoBody.tsx'
import './guest-info.css'

export function GuestInfo() {
  const { t } = useLingui()
  const params = useParams()
  const roomId = params.rId ?? ''
  const serviceName = params.service ?? ''
  const { session, services, trialExpired, retry } = useRoomGuest(roomId)

  if (session.phase === 'code') return <Navigate to={roomPath(roomId)} replace />
  const place = session.phase === 'ready' ? session.place : null
  const service = services.services ? infoServiceNamed(services.services, serviceName) : null
  const roomLink = roomPath(roomId)
  const hotelName = place?.hotel.name ?? ''
  const roomName = place?.room.name ?? ''

  let body
  if (session.phase === 'failed') {
    body = trialExpired ? null : <LoadFailed error={session.error} retry={retry} />
  } else if (services.failed) body = <LoadFailed error={null} retry={services.retry} />
  else if (services.services && !service) body = <NotHere to={roomLink} />
  else if (place && service) body = <InfoBody service={service} currency={place.hotel.currency} />
  else body = <p className="g-loading" aria-busy="true" />

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
      {body}
    </GuestPage>
  )
}

export function NotHere({ to }: { to: string }) {
  return (
    <div className="g-card g-alert-card">
      <p>
        <Trans>This page is not available.</Trans>
      </p>
      <Link className="g-btn" to={to}>
        <Trans>Back to my room</Trans>
      </Link>
    </div>
  )
}
