import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import type { RefusedAction } from './queries.ts'
import { isDueOut, type RoomView } from './room-model.ts'
import { RefusedNote } from './RefusedNote.tsx'

export type RoomAction =
  'checkin' | 'add' | 'extend' | 'checkout' | 'ticketing' | 'orders' | 'edit' | 'invoice'

interface RoomCardProps {
  view: RoomView
  today: string
  intl: readonly string[]
  selected: boolean
  waiting: boolean
  refused: readonly RefusedAction[]
  onSelect: (on: boolean) => void
  onAction: (action: RoomAction) => void
}

/** Formats a `YYYY-MM-DD` day as a short date in the staff member's language. */
export function formatDay(day: string, intl: readonly string[]): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  if (!y || !m || !d) return day
  return dateTimeFormat(intl, { day: 'numeric', month: 'short' }).format(new Date(y, m - 1, d))
}

/** One room on the rooms screen: state, guest, checkout, room code, marks and its actions. */
export function RoomCard(props: RoomCardProps) {
  const { t } = useLingui()
  const { view, intl } = props
  const { room, stay, state } = view
  const roomName = room.name
  const next = view.bookings[0]
  const dueOut = isDueOut(stay, props.today)
  const nameId = `room-${room._id}-name`
  return (
    <li
      className="room-card"
      data-room-id={room._id}
      data-state={state}
      data-waiting={props.waiting ? 'true' : undefined}
      data-selected={props.selected ? 'true' : undefined}
      aria-labelledby={nameId}
    >
      <div className="room-card__top">
        <label className="room-card__select">
          <input
            type="checkbox"
            checked={props.selected}
            onChange={(e) => props.onSelect(e.target.checked)}
          />
          <span className="visually-hidden">
            <Trans>Select room {roomName}</Trans>
          </span>
        </label>
        <h3 className="room-card__name" id={nameId}>
          {room.name}
        </h3>
        <span className="room-state" data-state={state}>
          {state === 'occupied' ? (
            <Trans>Occupied</Trans>
          ) : state === 'out_of_service' ? (
            <Trans>Out of service</Trans>
          ) : (
            <Trans>Unoccupied</Trans>
          )}
        </span>
      </div>
      <p className="room-card__meta">
        {room.type && <span>{room.type}</span>}
        {room.status === 'inactive' && (
          <span className="room-chip">
            <Trans>Inactive</Trans>
          </span>
        )}
        {props.waiting && (
          <span className="room-mark">
            <Trans>Waiting to sync</Trans>
          </span>
        )}
      </p>

      {stay ? (
        <dl className="room-card__stay">
          <div>
            <dt>
              <Trans>Guest</Trans>
            </dt>
            <dd>{stay.guest_name ?? <Trans>No name given</Trans>}</dd>
          </div>
          <div>
            <dt>
              <Trans>Check-out</Trans>
            </dt>
            <dd data-due={dueOut ? 'true' : undefined}>
              {formatDay(stay.checkout, intl)}
              {dueOut && (
                <>
                  {' '}
                  <span className="room-chip room-chip--due">
                    <Trans>Due out</Trans>
                  </span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Room code</Trans>
            </dt>
            <dd className="room-card__code" data-testid="room-code">
              {stay.password || '—'}
            </dd>
          </div>
        </dl>
      ) : null}
      {next ? (
        <p className="room-card__free">
          <BookingLine
            from={formatDay(next.arrival ?? next.checkout, intl)}
            to={formatDay(next.checkout, intl)}
            guest={next.guest_name}
          />
        </p>
      ) : (
        !stay && (
          <p className="room-card__free">
            <Trans>No guest</Trans>
          </p>
        )
      )}

      {view.tickets.length > 0 && (
        <p className="room-card__tickets">
          {view.tickets[0]!.description}
          {view.tickets.length > 1 && (
            <>
              {' '}
              <Plural value={view.tickets.length - 1} one="(+# more)" other="(+# more)" />
            </>
          )}
        </p>
      )}

      {props.refused.length > 0 && <RefusedNote actions={props.refused} />}

      <div className="room-card__actions" role="group" aria-label={t`Actions for room ${roomName}`}>
        {stay ? (
          <>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => props.onAction('extend')}
            >
              <Trans>Extend</Trans>
            </button>
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => props.onAction('checkout')}
            >
              <Trans>Check out</Trans>
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-small btn-primary"
            onClick={() => props.onAction('checkin')}
          >
            <Trans>Check in</Trans>
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={() => props.onAction('add')}>
          <Trans>Book</Trans>
        </button>
        {view.openOrders.length > 0 && (
          <button type="button" className="btn btn-small" onClick={() => props.onAction('orders')}>
            <Plural value={view.openOrders.length} one="# open order" other="# open orders" />
          </button>
        )}
        {view.lastCheckedOut && !stay && (
          <button type="button" className="btn btn-small" onClick={() => props.onAction('invoice')}>
            <Trans>Invoice</Trans>
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={() => props.onAction('ticketing')}>
          <Trans>Report issue</Trans>
        </button>
        <button type="button" className="btn btn-small" onClick={() => props.onAction('edit')}>
          <Trans>Edit</Trans>
        </button>
      </div>
    </li>
  )
}

function BookingLine({ from, to, guest }: { from: string; to: string; guest: string | null }) {
  return guest ? (
    <Trans>
      Booked {from} – {to} · {guest}
    </Trans>
  ) : (
    <Trans>
      Booked {from} – {to}
    </Trans>
  )
}
