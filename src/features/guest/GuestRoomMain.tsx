/**
 * /app/hu/:rId — the room page a guest reaches from the QR code: the room code (unless the
 * guest_access cookie already opens this room), the services to order from, and "My orders".
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { GuestPage } from './GuestPage.tsx'
import { isTrialExpired } from './http.ts'
import { LoadFailed } from './LoadFailed.tsx'
import { MyOrders } from './MyOrders.tsx'
import { RoomCodeForm } from './RoomCodeForm.tsx'
import { ServiceList, useServices } from './ServiceList.tsx'
import { useGuestSession } from './use-guest-session.ts'
import { useLiveOrders } from './use-live-orders.ts'
import { useStayLanguage } from './use-stay-language.ts'

export function GuestRoomMain() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const roomId = useParams().rId ?? ''
  const { session, retry, signedIn, signedOut } = useGuestSession(roomId)
  const stay = session.phase === 'ready' ? session.stay : null
  const services = useServices(stay !== null)
  const live = useLiveOrders(stay, signedOut, true)
  useStayLanguage(stay?.lang ?? null)

  const trialExpired = session.phase === 'failed' && isTrialExpired(session.error)
  useEffect(() => {
    if (trialExpired) void navigate('/trial-expired', { replace: true })
  }, [trialExpired, navigate])

  const place = session.phase === 'code' || session.phase === 'ready' ? session.place : null
  const roomName = place?.room.name ?? ''
  return (
    <GuestPage
      title={place?.hotel.name ?? t`Room services`}
      subtitle={place ? <Trans>Room {roomName}</Trans> : null}
      languages={place?.hotel.languages ?? []}
    >
      {session.phase === 'loading' ? <p className="g-loading" aria-busy="true" /> : null}
      {session.phase === 'failed' && !trialExpired ? (
        <LoadFailed error={session.error} retry={retry} />
      ) : null}
      {session.phase === 'code' ? (
        <RoomCodeForm roomId={roomId} onAccess={(access) => signedIn(session.place, access)} />
      ) : null}
      {session.phase === 'ready' ? (
        <>
          <section className="g-section" aria-labelledby="g-order-from">
            <h2 id="g-order-from">
              <Trans>Order</Trans>
            </h2>
            <ServiceList roomId={roomId} {...services} />
          </section>
          <MyOrders
            live={live}
            services={services.services}
            currency={session.place.hotel.currency}
          />
        </>
      ) : null}
    </GuestPage>
  )
}
