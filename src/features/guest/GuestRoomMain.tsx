/**
 * /app/hu/:rId — the room page a guest reaches from the QR code: the room code (unless the
 * guest_access cookie already opens this room), the services to order from, and "My orders".
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { Link, useParams } from '../../app/public-shell/nav.tsx'
import { DemoNotice } from './DemoNotice.tsx'
import { ChevronIcon } from './icons.tsx'
import { profilePath } from './paths.ts'
import { usePublicServices } from './use-public-services.ts'
import { useRoomPlace } from './use-room-place.ts'
import { GuestPage } from './GuestPage.tsx'
import { LazyMyReservations } from './LazyMyReservations.tsx'
import { LazyRoomSpaAppointments } from './LazyRoomSpaAppointments.tsx'
import { LazyRoomPromotions } from './LazyRoomPromotions.tsx'
import { LazyRoomSurveys } from './LazyRoomSurveys.tsx'
import { takesSpaBookings } from '../guest-spa/spa-service.ts'
import { LoadFailed } from './LoadFailed.tsx'
import { MyOrders } from './MyOrders.tsx'
import { RoomCodeForm } from './RoomCodeForm.tsx'
import { ReservationList } from './ReservationList.tsx'
import { ServiceList } from './ServiceList.tsx'
import { SpaList } from './SpaList.tsx'
import { InfoList } from './InfoList.tsx'
import { stayOwner } from './order-owner.ts'
import { useLiveOrders } from './use-live-orders.ts'
import { useRoomGuest } from './use-room-guest.ts'

export function GuestRoomMain() {
  const { t } = useLingui()
  const roomId = useParams().rId ?? ''
  const { session, stay, services, trialExpired, retry, signedIn, signedOut } = useRoomGuest(roomId)
  const live = useLiveOrders(stayOwner(stay), signedOut, true)

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
      {session.phase === 'ready' && !services.services && !services.failed ? (
        <p className="g-loading" aria-busy="true" />
      ) : null}
      {session.phase === 'ready' && (services.services || services.failed) ? (
        // Shown at once when the services are in, what loads later last: nothing already on the
        // screen moves down when it arrives (the page shifted by a quarter of its height before).
        <>
          <section className="g-section" aria-labelledby="g-order-from">
            <h2 id="g-order-from">
              <Trans context="verb">Order</Trans>
            </h2>
            <ServiceList roomId={roomId} {...services} />
          </section>
          {services.services ? (
            <>
              <ReservationList roomId={roomId} services={services.services} />
              <SpaList roomId={roomId} services={services.services} />
              <InfoList roomId={roomId} services={services.services} />
            </>
          ) : null}
          <ProfileLink roomId={roomId} demo={false} />
          <MyOrders
            live={live}
            services={services.services}
            currency={session.place.hotel.currency}
          />
          {services.services ? (
            <Suspense fallback={null}>
              <LazyMyReservations roomId={roomId} services={services.services} />
              {services.services.some((s) => takesSpaBookings(s, 'guest')) ? (
                <LazyRoomSpaAppointments
                  roomId={roomId}
                  stayId={session.stay.stayId}
                  businessId={session.stay.businessId}
                />
              ) : null}
              <Suspense fallback={null}>
                <LazyRoomPromotions
                  roomId={roomId}
                  businessId={session.stay.businessId}
                  services={services.services}
                />
              </Suspense>
              <LazyRoomSurveys stayId={session.stay.stayId} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </GuestPage>
  )
}

/** /app/hu/d/:rId — the demo room page: no room code, the hotel's services, links to demo menus. */
export function GuestRoomMainDemo() {
  const { t } = useLingui()
  const roomId = useParams().rId ?? ''
  const room = useRoomPlace(roomId, true)
  const services = usePublicServices(room.place?.hotel._id ?? null)
  const place = room.place
  const roomName = place?.room.name ?? ''
  const error = room.error ?? services.error
  return (
    <GuestPage
      title={place?.hotel.name ?? t`Room services`}
      subtitle={place ? <Trans>Room {roomName}</Trans> : null}
      languages={place?.hotel.languages ?? []}
    >
      <DemoNotice />
      {error ? <LoadFailed error={error} retry={room.error ? room.retry : services.retry} /> : null}
      {!error ? (
        <section className="g-section" aria-labelledby="g-order-from">
          <h2 id="g-order-from">
            <Trans context="verb">Order</Trans>
          </h2>
          <ServiceList
            roomId={roomId}
            demo
            services={services.data?.services ?? null}
            failed={false}
            retry={services.retry}
          />
        </section>
      ) : null}
      {!error && services.data ? (
        <>
          <SpaList roomId={roomId} services={services.data.services} demo />
          <InfoList roomId={roomId} services={services.data.services} demo />
          {/* With the services, not before them: it would move down when they arrive. */}
          <ProfileLink roomId={roomId} demo />
        </>
      ) : null}
    </GuestPage>
  )
}

function ProfileLink({ roomId, demo }: { roomId: string; demo: boolean }) {
  return (
    <section className="g-section" aria-labelledby="g-profile-h">
      <h2 id="g-profile-h">
        <Trans>Guest profile</Trans>
      </h2>
      <Link className="g-service" to={profilePath(roomId, demo)}>
        <span className="g-service-text">
          <strong>
            <Trans>My guest profile</Trans>
          </strong>
          <small>
            <Trans>Allergies, food preferences and wishes, so the hotel can prepare for you.</Trans>
          </small>
        </span>
        <ChevronIcon />
      </Link>
    </section>
  )
}
