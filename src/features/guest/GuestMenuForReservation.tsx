/**
 * HotelUserMenuForReservation, /app/hu/menu/:rId/:service/:resId: the room menu (GuestMenu.tsx),
 * ordering ahead for the stay's table reservation (createOrderReservation). The reservation's
 * card and its texts (`guest-reservation` catalog) load after the menu, so this route's first
 * load is the menu's.
 */
import { Suspense, useCallback, useMemo, useState } from 'react'
import { useParams } from '../../app/public-shell/nav.tsx'
import { RoomGuestMenu } from './GuestMenu.tsx'
import { LazyReservationAhead } from './lazy-parts.ts'
import type { OrderAhead } from './RoomMenuPage.tsx'

export function GuestMenuForReservation() {
  const { resId = '' } = useParams()
  const [placed, setPlaced] = useState(0)
  const onPlaced = useCallback(() => setPlaced((n) => n + 1), [])
  const reservation = useMemo<OrderAhead>(() => ({ id: resId, onPlaced }), [resId, onPlaced])
  const header = useCallback(
    (currency: string) => (
      <Suspense fallback={null}>
        <LazyReservationAhead reservationId={resId} refresh={placed} currency={currency} />
      </Suspense>
    ),
    [resId, placed],
  )
  return <RoomGuestMenu key={resId} reservation={reservation} header={header} />
}
