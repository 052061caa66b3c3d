import { Plural, useLingui } from '@lingui/react/macro'
import { memo, useMemo } from 'react'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import type { RefusedAction } from './queries.ts'
import type { Stay } from '../../../sync/protocol/index.ts'
import { isDueOut, sameCardView, type RoomView } from './room-model.ts'
import { RefusedNote } from './RefusedNote.tsx'

export type RoomAction =
  'checkin' | 'add' | 'extend' | 'checkout' | 'ticketing' | 'orders' | 'edit' | 'invoice'

/**
 * The texts every card shows the same, translated once per language by the list (useCardTexts)
 * rather than by each of 500 cards.
 */
export interface CardTexts {
  occupied: string
  outOfService: string
  unoccupied: string
  inactive: string
  waiting: string
  guest: string
  noName: string
  checkout: string
  dueOut: string
  roomCode: string
  noGuest: string
  extend: string
  checkOut: string
  checkIn: string
  book: string
  invoice: string
  reportIssue: string
  edit: string
}

export function useCardTexts(): CardTexts {
  const { t } = useLingui()
  return useMemo(
    () => ({
      occupied: t({ message: 'Occupied', context: 'room' }),
      outOfService: t`Out of service`,
      unoccupied: t`Unoccupied`,
      inactive: t({ message: 'Inactive', context: 'room' }),
      waiting: t`Waiting to sync`,
      guest: t`Guest`,
      noName: t`No name given`,
      checkout: t`Check-out`,
      dueOut: t`Due out`,
      roomCode: t`Room code`,
      noGuest: t`No guest`,
      extend: t`Extend`,
      checkOut: t`Check out`,
      checkIn: t`Check in`,
      book: t({ message: 'Book', context: 'room stay' }),
      invoice: t`Invoice`,
      reportIssue: t`Report issue`,
      edit: t`Edit`,
    }),
    [t],
  )
}

interface RoomCardProps {
  view: RoomView
  texts: CardTexts
  today: string
  intl: readonly string[]
  selected: boolean
  waiting: boolean
  refused: readonly RefusedAction[]
  /** Stable callbacks (the same for every card): a card that did not change is not re-rendered. */
  onSelect: (roomId: string, on: boolean) => void
  onAction: (roomId: string, action: RoomAction) => void
}

/** Days already formatted, by locales and day: 500 cards show a few dozen distinct dates. */
const formattedDays = new Map<string, string>()

/** Formats a `YYYY-MM-DD` day as a short date in the staff member's language. */
export function formatDay(day: string, intl: readonly string[]): string {
  const key = `${intl.join(',')}|${day}`
  const known = formattedDays.get(key)
  if (known !== undefined) return known
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const text =
    !y || !m || !d
      ? day
      : dateTimeFormat(intl, { day: 'numeric', month: 'short' }).format(new Date(y, m - 1, d))
  if (formattedDays.size > 2000) formattedDays.clear()
  formattedDays.set(key, text)
  return text
}

/**
 * Whether a card would show the same: memo's test. The view is compared by what the card shows
 * (sameCardView), since each IndexedDB answer builds new rows; a live change re-renders only the
 * cards it touched, not all 500.
 */
function sameCard(a: RoomCardProps, b: RoomCardProps): boolean {
  return (
    a.today === b.today &&
    a.texts === b.texts &&
    a.selected === b.selected &&
    a.waiting === b.waiting &&
    a.refused === b.refused &&
    a.onSelect === b.onSelect &&
    a.onAction === b.onAction &&
    a.intl.join(',') === b.intl.join(',') &&
    sameCardView(a.view, b.view)
  )
}

/** One room on the rooms screen: state, guest, checkout, room code, marks and its actions. */
export const RoomCard = memo(function RoomCard(props: RoomCardProps) {
  const { t } = useLingui()
  const { view, intl, texts } = props
  const id = view.room._id
  const act = (action: RoomAction) => () => props.onAction(id, action)
  const { room, stay, state } = view
  const roomName = room.name
  const next = view.bookings[0]
  const dueOut = isDueOut(stay, props.today)
  const nameId = `room-${room._id}-name`
  // Plain strings, not <Trans> elements: 500 cards would otherwise make some 5,000 components.
  const bookingLine = (booking: Stay) => {
    const from = formatDay(booking.arrival ?? booking.checkout, intl)
    const to = formatDay(booking.checkout, intl)
    const guest = booking.guest_name
    return guest ? t`Booked ${from} – ${to} · ${guest}` : t`Booked ${from} – ${to}`
  }
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
            onChange={(e) => props.onSelect(id, e.target.checked)}
          />
          <span className="visually-hidden">{t`Select room ${roomName}`}</span>
        </label>
        <h3 className="room-card__name" id={nameId}>
          {room.name}
        </h3>
        <span className="room-state" data-state={state}>
          {state === 'occupied'
            ? texts.occupied
            : state === 'out_of_service'
              ? texts.outOfService
              : texts.unoccupied}
        </span>
      </div>
      <p className="room-card__meta">
        {room.type && <span>{room.type}</span>}
        {room.status === 'inactive' && <span className="room-chip">{texts.inactive}</span>}
        {props.waiting && <span className="room-mark">{texts.waiting}</span>}
      </p>

      {stay ? (
        <dl className="room-card__stay">
          <div>
            <dt>{texts.guest}</dt>
            <dd>{stay.guest_name ?? texts.noName}</dd>
          </div>
          <div>
            <dt>{texts.checkout}</dt>
            <dd data-due={dueOut ? 'true' : undefined}>
              {formatDay(stay.checkout, intl)}
              {dueOut && (
                <>
                  {' '}
                  <span className="room-chip room-chip--due">{texts.dueOut}</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{texts.roomCode}</dt>
            <dd className="room-card__code" data-testid="room-code">
              {stay.password || '—'}
            </dd>
          </div>
        </dl>
      ) : null}
      {next ? (
        <p className="room-card__free">{bookingLine(next)}</p>
      ) : (
        !stay && <p className="room-card__free">{texts.noGuest}</p>
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
            <button type="button" className="btn btn-small" onClick={act('extend')}>
              {texts.extend}
            </button>
            <button type="button" className="btn btn-small btn-primary" onClick={act('checkout')}>
              {texts.checkOut}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-small btn-primary" onClick={act('checkin')}>
            {texts.checkIn}
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={act('add')}>
          {texts.book}
        </button>
        {view.openOrders.length > 0 && (
          <button type="button" className="btn btn-small" onClick={act('orders')}>
            <Plural value={view.openOrders.length} one="# open order" other="# open orders" />
          </button>
        )}
        {view.lastCheckedOut && !stay && (
          <button type="button" className="btn btn-small" onClick={act('invoice')}>
            {texts.invoice}
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={act('ticketing')}>
          {texts.reportIssue}
        </button>
        <button type="button" className="btn btn-small" onClick={act('edit')}>
          {texts.edit}
        </button>
      </div>
    </li>
  )
}, sameCard)
