/**
 * /app/hu/menu/:rId/:service — a service's menu for the guest of a room. Without a valid room
 * code the guest is sent to the room page to enter it. The demo variant is GuestMenuDemo.tsx;
 * ordering ahead for a table reservation, GuestMenuForReservation.tsx.
 */
import { useCallback, useEffect, type ReactNode } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import { isTrialExpired } from './http.ts'
import { LoadFailed } from './LoadFailed.tsx'
import { roomPath } from './paths.ts'
import { RoomMenuPage, type OrderAhead } from './RoomMenuPage.tsx'
import { useServices } from './use-services.ts'
import { forgetStay, useGuestSession } from './use-guest-session.ts'
import { useStayLanguage } from './use-stay-language.ts'

export function GuestMenu() {
  return <RoomGuestMenu reservation={null} header={null} />
}

type RoomGuestMenuProps = {
  reservation: OrderAhead | null
  header: ((currency: string) => ReactNode) | null
}

/** The room guest's menu page, ordering for the stay (or ahead for one of its reservations). */
export function RoomGuestMenu({ reservation, header }: RoomGuestMenuProps) {
  const navigate = useNavigate()
  const params = useParams()
  const roomId = params.rId ?? ''
  const { session, retry } = useGuestSession(roomId)
  const onSignedOut = useCallback(() => forgetStay(roomId), [roomId])
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
      reservation={reservation}
      header={header}
      onSignedOut={onSignedOut}
    />
  )
}
