import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { canDo, orderTotal } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable, Reservation } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { engine } from '../../app/staff/engine.ts'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { useOrderAction } from '../orders/mutations.ts'
import { useReservationAction } from '../reservations/mutations.ts'
import type { TableState } from './table-states.ts'
import { TYPE_LABELS } from './texts.ts'
import type { TableWords } from './use-table-looks.ts'

interface TablePanelProps {
  table: DiningTable
  state: TableState
  words: TableWords
  clock: Intl.DateTimeFormat
  money: (amount: number) => string
  /** Null: the account cannot take orders here. */
  onAddOrder: ((table: DiningTable) => void) | null
  /** Null: the account does not book tables here (reservationsWrite). */
  onSeat: ((table: DiningTable) => void) | null
  onBook: ((table: DiningTable) => void) | null
  /** Null: the account does not book tables here. */
  onMoveParty: ((party: Reservation) => void) | null
  onClose: () => void
}

/**
 * The chosen table: what is happening there (the seated party, the next booking, the open
 * orders) and what a waiter does next: seat a walk-in, mark the booked guests arrived or gone,
 * move the party to other tables, add an order, finish or mark an order paid, book it. Every action goes through the outbox.
 */
export function TablePanel(props: TablePanelProps) {
  const { table, state, words, clock, money, onAddOrder, onSeat, onBook, onMoveParty, onClose } =
    props
  const { t, i18n } = useLingui()
  const runOrder = useOrderAction()
  const runReservation = useReservationAction()
  const name = table.name
  const seats = t`${plural(table.capacity, { one: '# seat', other: '# seats' })}`
  const booker = onBook !== null
  const left = (reservation: Reservation) => {
    engine
      .enqueue('reservation.changeStatus', { reservation_id: reservation._id, status: 'Finished' })
      .catch((error: unknown) => {
        console.error('Guests left failed', error)
        showToast(t`The action could not be saved on this device.`, 'attention')
      })
  }
  const party = (r: Reservation) => {
    const guests = r.number
    const guestName = r.name
    const time = clock.format(Date.parse(r.time))
    return t`${guestName}, ${plural(guests, { one: '# guest', other: '# guests' })}, ${time}`
  }

  const seatedParty = state.seated ? party(state.seated) : ''
  const nextParty = state.next ? party(state.next) : ''

  return (
    <section
      className={`table-panel table-panel--${state.kind}`}
      aria-labelledby="table-panel-title"
      data-table-panel={table.name}
    >
      <header className="table-panel__header">
        <h2 id="table-panel-title" tabIndex={-1}>
          <Trans>Table {name}</Trans>
        </h2>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t`Close table ${name}`}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <p className="table-panel__facts">
        {seats} · {i18n._(TYPE_LABELS[table.type])}
      </p>
      <p className={`table-panel__state table-state table-state--${state.kind}`}>{words.status}</p>
      {state.seated ? (
        <div className="table-panel__booking">
          <p>
            <Trans>Seated: {seatedParty}</Trans>
          </p>
          {booker ? (
            <button type="button" className="btn btn-small" onClick={() => left(state.seated!)}>
              <Trans>Guests left</Trans>
            </button>
          ) : null}
          {onMoveParty ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => onMoveParty(state.seated!)}
            >
              <Trans>Move the party</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {state.next ? (
        <div className="table-panel__booking">
          <p>
            <Trans>Booked: {nextParty}</Trans>
            {state.next.phone_number ? (
              <>
                {' · '}
                <a href={`tel:${state.next.phone_number}`}>{state.next.phone_number}</a>
              </>
            ) : null}
          </p>
          {booker && state.next.status === 'Accepted' ? (
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => runReservation(state.next!, 'active')}
            >
              <Trans>Guests arrived</Trans>
            </button>
          ) : null}
          {onMoveParty ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => onMoveParty(state.next!)}
            >
              <Trans>Move the party</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {state.orders.length > 0 ? (
        <ul className="table-panel__orders" aria-label={t`Open orders`}>
          {state.orders.map((order) => {
            const total = money(orderTotal(order))
            const time = clock.format(Date.parse(order.time))
            return (
              <li key={order._id} className="table-panel__order" data-order-id={order._id}>
                <span>
                  {time} · {i18n._(STATUS_TEXTS[order.status])} · <strong>{total}</strong>
                </span>
                {onAddOrder && canDo(order, 'finish') && order.status === 'Accepted' ? (
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => runOrder(order, [order._id], 'finish')}
                  >
                    <Trans>Finish</Trans>
                  </button>
                ) : null}
                {onAddOrder && canDo(order, 'pay') ? (
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => runOrder(order, [order._id], 'pay')}
                  >
                    <Trans>Mark paid</Trans>
                  </button>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      <div className="table-panel__actions">
        {onAddOrder ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!table.active}
            onClick={() => onAddOrder(table)}
          >
            <Trans>Add order</Trans>
          </button>
        ) : null}
        {onSeat && state.kind === 'free' ? (
          <button
            type="button"
            className="btn"
            disabled={!table.active}
            onClick={() => onSeat(table)}
          >
            <Trans>Seat now</Trans>
          </button>
        ) : null}
        {onBook ? (
          <button
            type="button"
            className="btn"
            disabled={!table.active}
            onClick={() => onBook(table)}
          >
            <Trans>Book</Trans>
          </button>
        ) : null}
      </div>
    </section>
  )
}
