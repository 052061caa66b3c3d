/**
 * The menu page of a room's guest (GuestMenu), of its demo (GuestMenuDemo) and of ordering ahead
 * for a table reservation (GuestMenuForReservation): the service's menu in the guest page frame.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from '../../app/public-shell/nav.tsx'
import type { Service } from '../../../sync/protocol/service.ts'
import type { RoomAndHotel } from './guest-api.ts'
import { GuestPage } from './GuestPage.tsx'
import { LoadFailed } from './LoadFailed.tsx'
import { MenuView } from './MenuView.tsx'
import { serviceByName } from './ordering-services.ts'
import { roomPath } from './paths.ts'
import type { GuestStay } from './use-guest-session.ts'
import { stayOwner } from './order-owner.ts'
import { useRoomMenu } from './use-room-menu.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

/** The reservation a guest orders ahead for, and what to tell after each order placed. */
export type OrderAhead = { id: string; onPlaced: () => void }

type RoomMenuPageProps = {
  roomId: string
  serviceName: string
  place: RoomAndHotel | null
  stay: GuestStay | null
  services: Service[] | null
  failed: ReactNode
  demo: boolean
  /** Ordering ahead for a table reservation of the stay, or null: a plain room order. */
  reservation: OrderAhead | null
  /** The room code stopped working: forget it (the page then asks for it again). */
  onSignedOut: () => void
  /** Above the menu: the demo notice, or the reservation ordered for. */
  header: ((currency: string) => ReactNode) | null
}

export function RoomMenuPage({
  roomId,
  serviceName,
  place,
  stay,
  services,
  failed,
  demo,
  reservation,
  header,
  onSignedOut,
}: RoomMenuPageProps) {
  const { t, i18n } = useLingui()
  const service = services ? serviceByName(services, serviceName) : null
  const menu = useRoomMenu(roomId, serviceName, service)
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
        cartKey={`guest-cart:${stay?.stayId ?? 'demo'}:${service._id}${reservation ? `:${reservation.id}` : ''}`}
        target={stay && !demo ? { stayId: stay.stayId, reservationId: reservation?.id } : null}
        {...(reservation ? { onPlaced: reservation.onPlaced } : {})}
        live={null}
        owner={stayOwner(stay)}
        payments={['room', 'cash', 'card']}
        back={{ to: roomLink, label: t`Back to my room` }}
        sessionLink={roomLink}
        onSignedOut={onSignedOut}
        askRoomBill={false}
        header={header?.(place.hotel.currency) ?? null}
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
      {body}
    </GuestPage>
  )
}
