/**
 * /app/hu/menu/:rId/:service — a service's menu for the guest of a room. Without a valid room
 * code the guest is sent to the room page to enter it. The demo variant is GuestMenuDemo.tsx;
 * ordering ahead for a table reservation, GuestMenuForReservation.tsx.
 */
import { useCallback, type ReactNode } from 'react'
import { Navigate, useParams } from '../../app/public-shell/nav.tsx'
import { LoadFailed } from './LoadFailed.tsx'
import { roomPath } from './paths.ts'
import { RoomMenuPage, type OrderAhead } from './RoomMenuPage.tsx'
import { forgetStay } from './use-guest-session.ts'
import { useRoomGuest } from './use-room-guest.ts'

export function GuestMenu() {
  return <RoomGuestMenu reservation={null} header={null} />
}

type RoomGuestMenuProps = {
  reservation: OrderAhead | null
  header: ((currency: string) => ReactNode) | null
}

/** The room guest's menu page, ordering for the stay (or ahead for one of its reservations). */
export function RoomGuestMenu({ reservation, header }: RoomGuestMenuProps) {
  const params = useParams()
  const roomId = params.rId ?? ''
  const { session, stay, services, trialExpired, retry } = useRoomGuest(roomId)
  // Forgets the code only: the menu stays, and its order sheet links to the room page.
  const onSignedOut = useCallback(() => forgetStay(roomId), [roomId])

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
