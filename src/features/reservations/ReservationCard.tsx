import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Order, Reservation, Service } from '../../../sync/protocol/index.ts'
import { RESERVATION_STATUS_TEXTS } from '../../app/status/describe/reservations.ts'
import { timeFormat } from '../../lib/dates.ts'
import { columnOf, type CardAction } from './board.ts'
import { LinkedOrders } from './LinkedOrders.tsx'
import type { QueuedAction } from './marks.ts'
import { ReservationActions } from './ReservationActions.tsx'
import { ReservationRefused } from './ReservationRefused.tsx'

export interface CardContext {
  intl: readonly string[]
  /** The hotel's time zone: the card's time is its wall clock. */
  zone: string
  servicesById: ReadonlyMap<string, Pick<Service, 'name'>>
  tableNames: ReadonlyMap<string, string>
  roomNames: ReadonlyMap<string, string>
  ordersByReservation: ReadonlyMap<string, Order[]>
  formatMoney: (amount: number) => string
  canWrite: (serviceId: string) => boolean
  onAction: (reservation: Reservation, action: CardAction) => void
}

interface ReservationCardProps {
  reservation: Reservation
  waitingToSync: boolean
  refused: readonly QueuedAction[]
  ctx: CardContext
}

function Origin({ origin }: { origin: Reservation['origin'] }) {
  switch (origin) {
    case 'External':
      return <Trans>Booked online</Trans>
    case 'Room':
      return <Trans>Booked from a room</Trans>
    case 'Reception':
      return <Trans>Booked by staff</Trans>
  }
}

/** One reservation on the board: when, who, how many, where, how to reach them, its orders. */
export function ReservationCard({
  reservation: r,
  waitingToSync,
  refused,
  ctx,
}: ReservationCardProps) {
  const { i18n } = useLingui()
  const time = timeFormat(
    ctx.intl,
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    ctx.zone,
  ).format(Date.parse(r.time))
  const tables = r.table_ids.map((id) => ctx.tableNames.get(id) ?? '?').join(', ')
  const service = ctx.servicesById.get(r.service_id)?.name ?? r.service_name
  const room = r.room_id ? (ctx.roomNames.get(r.room_id) ?? null) : null
  const left = columnOf(r.status) === null
  const note = r.note.trim()
  const guests = r.number
  const reason = r.decline_reason
  const className = [
    'order-card',
    'reservation-card',
    waitingToSync ? 'order-card--waiting' : '',
    left || r.status === 'Canceled' ? 'order-card--left' : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <article
      className={className}
      tabIndex={-1}
      aria-label={`${time} ${r.name}`}
      data-reservation-id={r._id}
      data-status={r.status}
      data-waiting={waitingToSync ? 'true' : undefined}
      data-refused={refused.length > 0 ? 'true' : undefined}
    >
      <header className="order-card__header">
        <time dateTime={r.time} className="order-card__time reservation-card__time">
          {time}
        </time>
        <span className="order-card__service">{service}</span>
        <span
          className={`order-card__badge reservation-card__status reservation-card__status--${r.status.toLowerCase()}`}
        >
          {i18n._(RESERVATION_STATUS_TEXTS[r.status])}
        </span>
      </header>
      <h4 className="reservation-card__name">{r.name}</h4>
      <p className="reservation-card__facts">
        <span>
          <Plural value={guests} one="# guest" other="# guests" />
        </span>
        {tables ? (
          <span>
            <Plural value={r.table_ids.length} one="Table" other="Tables" />: {tables}
          </span>
        ) : null}
        {room ? (
          <span>
            <Trans>Room {room}</Trans>
          </span>
        ) : null}
        {/* A room's booking says which room ("Room 104" above); the origin only when it cannot. */}
        {r.origin === 'Room' && room ? null : (
          <span className="reservation-card__origin">
            <Origin origin={r.origin} />
          </span>
        )}
      </p>
      {r.phone_number || r.email ? (
        <p className="reservation-card__contact">
          {r.phone_number ? <a href={`tel:${r.phone_number}`}>{r.phone_number}</a> : null}
          {r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : null}
        </p>
      ) : null}
      {note ? (
        <p className="order-card__note">
          <Trans>Note: {note}</Trans>
        </p>
      ) : null}
      {r.status === 'Declined' && reason ? (
        <p className="order-card__note">
          <Trans>Reason told to the guest: {reason}</Trans>
        </p>
      ) : null}
      {waitingToSync ? (
        <p className="order-card__waiting">
          <span aria-hidden="true">⟳ </span>
          <Trans>Waiting to sync</Trans>
        </p>
      ) : null}
      {refused.length > 0 ? (
        <ReservationRefused
          rows={refused}
          reservation={r}
          staysAfterDismiss={!left || waitingToSync}
        />
      ) : null}
      <LinkedOrders
        orders={ctx.ordersByReservation.get(r._id) ?? []}
        intl={ctx.intl}
        formatMoney={ctx.formatMoney}
      />
      <ReservationActions
        reservation={r}
        canWrite={ctx.canWrite(r.service_id)}
        onAction={ctx.onAction}
      />
    </article>
  )
}
