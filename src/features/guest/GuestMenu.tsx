/**
 * /app/hu/menu/:rId/:service — a service's menu for the guest of a room. Without a valid room
 * code the guest is sent to the room page to enter it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { GuestPage } from './GuestPage.tsx'
import { isTrialExpired } from './http.ts'
import { LoadFailed } from './LoadFailed.tsx'
import { MenuView } from './MenuView.tsx'
import { serviceByName } from './ordering-services.ts'
import { roomPath } from './paths.ts'
import { useServices } from './ServiceList.tsx'
import { useGuestSession } from './use-guest-session.ts'
import { useMenu } from './use-menu.ts'
import { useStayLanguage } from './use-stay-language.ts'

export function GuestMenu() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const params = useParams()
  const roomId = params.rId ?? ''
  const serviceName = params.service ?? ''
  const { session, retry } = useGuestSession(roomId)
  const stay = session.phase === 'ready' ? session.stay : null
  const services = useServices(stay !== null)
  const service = services.services ? serviceByName(services.services, serviceName) : null
  const menu = useMenu(service?._id ?? null)
  useStayLanguage(stay?.lang ?? null)

  const trialExpired = session.phase === 'failed' && isTrialExpired(session.error)
  useEffect(() => {
    if (trialExpired) void navigate('/trial-expired', { replace: true })
  }, [trialExpired, navigate])

  if (session.phase === 'code') return <Navigate to={roomPath(roomId)} replace />
  const place = session.phase === 'ready' ? session.place : null
  const roomName = place?.room.name ?? ''
  const hotelName = place?.hotel.name ?? ''

  let body
  if (session.phase === 'failed') {
    body = trialExpired ? null : <LoadFailed error={session.error} retry={retry} />
  } else if (services.failed) {
    body = <LoadFailed error={null} retry={services.retry} />
  } else if (menu.error) {
    body = <LoadFailed error={menu.error} retry={menu.retry} />
  } else if (services.services && !service) {
    body = (
      <div className="g-card">
        <p>
          <Trans>This service does not take orders right now.</Trans>
        </p>
        <Link className="g-btn" to={roomPath(roomId)}>
          <Trans>Back to my room</Trans>
        </Link>
      </div>
    )
  } else if (place && stay && service && menu.menu) {
    body = <MenuView roomId={roomId} place={place} stay={stay} service={service} menu={menu.menu} />
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
      back={{ to: roomPath(roomId), label: t`Back to my room` }}
      languages={place?.hotel.languages ?? []}
    >
      {body}
    </GuestPage>
  )
}
