/**
 * /app/hu/menu/:rId/:service — a service's menu for the guest of a room. Without a valid room
 * code the guest is sent to the room page to enter it. The demo variant
 * (/app/hu/d/menu/:rId/:service) needs no code: everything shows, ordering answers orderDisabled.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, type ReactNode } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import type { Service } from '../../../sync/protocol/service.ts'
import type { RoomAndHotel } from './guest-api.ts'
import { GuestPage } from './GuestPage.tsx'
import { isTrialExpired } from './http.ts'
import { LoadFailed } from './LoadFailed.tsx'
import { MenuView } from './MenuView.tsx'
import { serviceByName } from './ordering-services.ts'
import { roomPath } from './paths.ts'
import { useServices } from './use-services.ts'
import { forgetStay, useGuestSession, type GuestStay } from './use-guest-session.ts'
import { stayOwner } from './order-owner.ts'
import { useRoomMenu } from './use-room-menu.ts'
import { usePublicServices } from './use-public-services.ts'
import { useRoomPlace } from './use-room-place.ts'
import { useStayLanguage } from './use-stay-language.ts'
import { DemoNotice } from './DemoNotice.tsx'

export function GuestMenu() {
  const navigate = useNavigate()
  const params = useParams()
  const roomId = params.rId ?? ''
  const { session, retry } = useGuestSession(roomId)
  const stay = session.phase === 'ready' ? session.stay : null
  const services = useServices(stay !== null)
  useStayLanguage(stay?.lang ?? null)

  const trialExpired = session.phase === 'failed' && isTrialExpired(session.error)
  useEffect(() => {
    if (trialExpired) void navigate('/trial-expired', { replace: true })
  }, [trialExpired, navigate])

  if (session.phase === 'code') return <Navigate to={roomPath(roomId)} replace />
  let failed = null
  if (session.phase === 'failed') {
    failed = trialExpired ? null : <LoadFailed error={session.error} retry={retry} />
  } else if (services.failed) failed = <LoadFailed error={null} retry={services.retry} />
  return (
    <RoomMenuPage
      roomId={roomId}
      serviceName={params.service ?? ''}
      place={session.phase === 'ready' ? session.place : null}
      stay={stay}
      services={services.services}
      failed={failed}
      demo={false}
    />
  )
}

export function GuestMenuDemo() {
  const params = useParams()
  const roomId = params.rId ?? ''
  const room = useRoomPlace(roomId, true)
  const publicServices = usePublicServices(room.place?.hotel._id ?? null)
  let failed = null
  if (room.error) failed = <LoadFailed error={room.error} retry={room.retry} />
  else if (publicServices.error)
    failed = <LoadFailed error={publicServices.error} retry={publicServices.retry} />
  return (
    <RoomMenuPage
      roomId={roomId}
      serviceName={params.service ?? ''}
      place={room.place}
      stay={null}
      services={publicServices.data?.services ?? null}
      failed={failed}
      demo
    />
  )
}

type RoomMenuPageProps = {
  roomId: string
  serviceName: string
  place: RoomAndHotel | null
  stay: GuestStay | null
  services: Service[] | null
  failed: ReactNode
  demo: boolean
}

function RoomMenuPage({
  roomId,
  serviceName,
  place,
  stay,
  services,
  failed,
  demo,
}: RoomMenuPageProps) {
  const { t } = useLingui()
  const service = services ? serviceByName(services, serviceName) : null
  const menu = useRoomMenu(roomId, serviceName, service)
  const onSignedOut = useCallback(() => forgetStay(roomId), [roomId])
  const roomName = place?.room.name ?? ''
  const hotelName = place?.hotel.name ?? ''
  const roomLink = roomPath(roomId, demo)

  let body
  if (failed) body = failed
  else if (menu.error) body = <LoadFailed error={menu.error} retry={menu.retry} />
  else if (services && !service) {
    body = (
      <div className="g-card">
        <p>
          <Trans>This service does not take orders right now.</Trans>
        </p>
        <Link className="g-btn" to={roomLink}>
          <Trans>Back to my room</Trans>
        </Link>
      </div>
    )
  } else if (place && (demo || stay) && service && menu.menu) {
    body = (
      <MenuView
        currency={place.hotel.currency}
        service={service}
        menu={menu.menu}
        cartKey={`guest-cart:${stay?.stayId ?? 'demo'}:${service._id}`}
        target={stay && !demo ? { stayId: stay.stayId } : null}
        live={null}
        owner={stayOwner(stay)}
        payments={['room', 'cash', 'card']}
        back={{ to: roomLink, label: t`Back to my room` }}
        sessionLink={roomLink}
        onSignedOut={onSignedOut}
        askRoomBill={false}
        header={demo ? <DemoNotice /> : null}
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
      {body}
    </GuestPage>
  )
}
