import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useParams } from 'react-router'
import type { Reservation } from '../../../sync/protocol/index.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useNow } from '../../lib/use-now.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { timeFormat } from '../../lib/dates.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { formatMoney } from '../../lib/money.ts'
import { DeclineDialog } from '../orders/DeclineDialog.tsx'
import { useTablesById } from '../orders/queries.ts'
import { ServiceFilter } from '../orders/ServiceFilter.tsx'
import { can } from '../../../sync/protocol/rules/index.ts'
import {
  boardServices,
  columnReservations,
  deskServices,
  resolveFilter,
  type CardAction,
  type ReservationColumn,
} from './board.ts'
import { DeleteReservationDialog } from './DeleteReservationDialog.tsx'
import { linkedOrders } from './linked-orders.ts'
import { heldIds } from './marks.ts'
import { useReservationAction } from './mutations.ts'
import { useBoardData, useBoardSpa, useReservationOrders, useRoomsById } from './queries.ts'
import { spaColumn } from './spa-board.ts'
import { SpaBoardCard } from './SpaBoardCard.tsx'
import type { CardContext } from './ReservationCard.tsx'
import { ReservationsColumn } from './ReservationsColumn.tsx'
import { LazyNewReservation } from './new/LazyNewReservation.tsx'
import type { NewReservationStart } from './new/NewReservation.tsx'
import { useNewReservationSound } from './use-new-reservation-sound.ts'
import '../orders/orders.css'
import './reservations.css'

/**
 * The hotel reservations board (HotelReservations, /app/h/reservations/{service?}): pending,
 * accepted (with canceled) and active, over the services that take reservations the user reads;
 * the route's service presets the filter.
 */
export function HotelReservations() {
  const { service } = useParams()
  return <ReservationsBoard key={service ?? ''} serviceParam={service} />
}

function ReservationsBoard({ serviceParam }: { serviceParam: string | undefined }) {
  const { t } = useLingui()
  const me = useMe()
  const services = useServices()
  const data = useBoardData(me.account_id)
  const orders = useReservationOrders()
  const tablesById = useTablesById()
  const roomsById = useRoomsById()
  const business = useBusiness()
  const { intl, locale } = useActiveLocale()
  const spa = useBoardSpa()
  const zone = useHotelZone()
  const now = useNow(60_000)
  const run = useReservationAction()
  const [wanted, setWanted] = useState<string | undefined>(serviceParam)
  const [declining, setDeclining] = useState<Reservation | null>(null)
  const [deleting, setDeleting] = useState<Reservation | null>(null)
  const [booking, setBooking] = useState<NewReservationStart | null>(null)
  useNewReservationSound(data?.reservations)

  if (!services || !data) {
    return (
      <p role="status">
        <Trans>Loading reservations…</Trans>
      </p>
    )
  }

  const filterServices = boardServices(me, services, data.reservations)
  const serviceIds = new Set(filterServices.map((s) => s._id))
  const filter = resolveFilter(wanted, filterServices)
  const held = heldIds(data.marks)
  const bookable = me.business_id ? deskServices(me, services) : []
  const newBooking = () => {
    const chosen = bookable.find((s) => s._id === filter) ?? bookable[0]
    if (chosen) setBooking({ serviceId: chosen._id })
  }
  const clock = (iso: string) =>
    timeFormat(intl, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, zone).format(
      Date.parse(iso),
    )
  const onAction = (reservation: Reservation, action: CardAction) => {
    if (action === 'decline') setDeclining(reservation)
    else if (action === 'delete') setDeleting(reservation)
    else run(reservation, action)
  }
  const ctx: CardContext = {
    intl,
    zone,
    servicesById: new Map(services.map((s) => [s._id, s])),
    tableNames: new Map([...tablesById].map(([id, table]) => [id, table.name])),
    roomNames: new Map([...roomsById].map(([id, room]) => [id, room.name])),
    ordersByReservation: linkedOrders(orders, now),
    formatMoney: (amount) => formatMoney(amount, business?.currency ?? '', intl),
    canWrite: (serviceId) => can(me, serviceId, 'reservationsWrite'),
    onAction,
  }
  const column = (name: 'pending' | 'accepted' | 'active') =>
    columnReservations(data.reservations, name, serviceIds, filter, held)
  const common = { marks: data.marks, now, ctx }
  const spaServices = filterServices.filter((s) => s.type === 'spa')
  const spaIds = new Set(spaServices.map((s) => s._id))
  const spaWhen = timeFormat(
    intl,
    { weekday: 'short', day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit' },
    zone,
  )
  const spaOf = (name: ReservationColumn) => {
    if (!spa || spaIds.size === 0) return undefined
    const rows = spaColumn(spa.appointments, name, spaIds, filter)
    return {
      count: rows.length,
      cards: rows.map((a) => (
        <SpaBoardCard
          key={a._id}
          appointment={a}
          spa={spa}
          service={spaServices.find((s) => s._id === a.service_id)}
          roomName={a.hotel_room_id ? (roomsById.get(a.hotel_room_id)?.name ?? null) : null}
          when={spaWhen}
          language={locale}
        />
      )),
    }
  }

  return (
    <div className="orders-board reservations-board" data-board>
      <div className="reservations-board__top">
        <h1 className="orders-board__title" tabIndex={-1}>
          <Trans>Reservations</Trans>
        </h1>
        <ServiceFilter services={filterServices} value={filter} onChange={setWanted} />
        {bookable.length > 0 ? (
          <button type="button" className="btn btn-primary" onClick={newBooking}>
            <Trans>New reservation</Trans>
          </button>
        ) : null}
      </div>
      {filterServices.length > 0 &&
      !filterServices.some((s) => can(me, s._id, 'reservationsWrite')) ? (
        <p className="reservations-board__note">
          <Trans>Your account may view these reservations but not change them.</Trans>
        </p>
      ) : null}
      {filterServices.length === 0 ? (
        <p className="orders-column__empty">
          <Trans>No service that takes reservations is open to your account.</Trans>
        </p>
      ) : null}
      <div className="orders-board__columns reservations-board__columns">
        <ReservationsColumn
          {...common}
          column="pending"
          title={<Trans>Pending</Trans>}
          empty={<Trans>No pending reservations.</Trans>}
          reservations={column('pending')}
          spa={spaOf('pending')}
        />
        <ReservationsColumn
          {...common}
          column="accepted"
          title={<Trans>Accepted</Trans>}
          empty={<Trans>No accepted reservations.</Trans>}
          reservations={column('accepted')}
          spa={spaOf('accepted')}
        />
        <ReservationsColumn
          {...common}
          column="active"
          title={<Trans>Active</Trans>}
          empty={<Trans>No guests seated from a reservation.</Trans>}
          reservations={column('active')}
          spa={spaOf('active')}
        />
      </div>
      <DeclineDialog
        open={declining !== null}
        title={t`Decline reservation`}
        onCancel={() => setDeclining(null)}
        onDecline={(reason) => {
          if (declining) run(declining, 'decline', reason)
          setDeclining(null)
        }}
      />
      <LazyNewReservation
        start={booking}
        businessId={me.business_id}
        services={bookable}
        zone={zone}
        intl={intl}
        onClose={() => setBooking(null)}
      />
      <DeleteReservationDialog
        reservation={deleting}
        time={deleting ? clock(deleting.time) : ''}
        onCancel={() => setDeleting(null)}
        onDelete={(reservation) => {
          run(reservation, 'delete')
          setDeleting(null)
        }}
      />
    </div>
  )
}
