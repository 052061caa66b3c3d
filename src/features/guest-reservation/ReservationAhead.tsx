/**
 * On the order-ahead route: the table reservation the guest orders for, and the orders already
 * placed for it that are still relevant (spec §4: within the last hour or later).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Order } from '../../../sync/protocol/orders.ts'
import type { Reservation } from '../../../sync/protocol/reservations.ts'
import { holdsTables } from '../../../sync/protocol/rules/index.ts'
import { linkedOrders } from '../reservations/linked-orders.ts'
import { isAborted } from '../guest/http.ts'
import { OrderCard } from '../guest/OrderCard.tsx'
import { RESERVATION_WHEN, getReservation, getReservationOrders } from './order-ahead-api.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

type Read =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; reservation: Reservation | null; orders: Order[] }

type ReservationAheadProps = {
  reservationId: string
  /** Changes after each order placed here: the list is read again. */
  refresh: number
  currency: string
}

export function ReservationAhead({ reservationId, refresh, currency }: ReservationAheadProps) {
  const { i18n } = useLingui()
  const zone = useHotelZone()
  const [read, setRead] = useState<Read>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    Promise.all([
      getReservation(reservationId, controller.signal),
      getReservationOrders(reservationId, controller.signal).catch(() => []),
    ]).then(
      ([reservation, orders]) => setRead({ phase: 'ready', reservation, orders }),
      (error: unknown) => {
        if (!isAborted(error)) setRead({ phase: 'failed' })
      },
    )
    return () => controller.abort()
  }, [reservationId, refresh, attempt])

  if (read.phase === 'loading') return <p className="g-loading" aria-busy="true" />
  if (read.phase === 'failed') {
    return (
      <div className="g-card" role="alert">
        <p>
          <Trans>Your reservation could not be loaded.</Trans>
        </p>
        <button type="button" className="g-btn" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  const { reservation } = read
  if (!reservation) {
    return (
      <p className="g-card" role="alert">
        <Trans>This reservation was not found for your room.</Trans>
      </p>
    )
  }
  const when = i18n.date(new Date(reservation.time), { ...RESERVATION_WHEN, timeZone: zone })
  const serviceName = reservation.service_name
  const relevant = linkedOrders(read.orders, new Date()).get(reservation._id) ?? []
  return (
    <section
      className="g-card g-ahead"
      aria-labelledby="g-ahead-h"
      data-reservation={reservation._id}
    >
      <h2 id="g-ahead-h">
        <Trans>Ordering ahead for your table</Trans>
      </h2>
      <p>
        <Trans>
          {serviceName}, {when}
        </Trans>
        {' · '}
        <Plural value={reservation.number} one="# guest" other="# guests" />
      </p>
      {holdsTables(reservation.status) ? (
        <p className="g-muted">
          <Trans>What you order here is prepared for your reservation.</Trans>
        </p>
      ) : (
        <p role="alert">
          <Trans>This reservation no longer takes orders.</Trans>
        </p>
      )}
      {relevant.length > 0 ? (
        <div className="g-ahead-orders">
          <h3>
            <Trans>Ordered for this reservation</Trans>
          </h3>
          {relevant.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              serviceName={reservation.service_name}
              delivered={false}
              currency={currency}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
