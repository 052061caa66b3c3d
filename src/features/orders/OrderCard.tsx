import { Trans, useLingui } from '@lingui/react/macro'
import { deliveryStage, orderTotal, serviceName } from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatOrderTime, formatWindow } from '../../lib/dates.ts'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { columnOf, type BoardCard } from './board.ts'
import { OrderActions } from './OrderActions.tsx'
import { OrderLines } from './OrderLines.tsx'
import { OrderAllergies } from './OrderAllergies.tsx'
import { OrderPlaceLabel } from './OrderPlaceLabel.tsx'
import type { OrderPlace } from './order-view.ts'
import { PaymentLabel } from './PaymentLabel.tsx'
import type { QueuedAction } from './pending-marks.ts'
import { RefusedMark } from './RefusedMark.tsx'
import { useHotelZone } from '../../lib/hotel-zone.ts'

interface OrderCardProps {
  card: BoardCard
  service: Pick<Service, 'name' | 'names' | 'type'> | undefined
  place: OrderPlace
  waitingToSync: boolean
  /** Actions on this card's orders the server refused, not dismissed yet. */
  refused: readonly QueuedAction[]
  formatMoney: (amount: number) => string
  onDecline: (card: BoardCard) => void
}

/** One order on the board. */
export function OrderCard({
  card,
  service,
  place,
  waitingToSync,
  refused,
  formatMoney,
  onDecline,
}: OrderCardProps) {
  const { i18n } = useLingui()
  const { locale, intl } = useActiveLocale()
  const zone = useHotelZone()
  const { order } = card
  const time = formatOrderTime(order.time, intl, new Date(), zone)
  const note = order.note.trim()
  const when = order.window ? formatWindow(order.window, intl, new Date(), zone) : ''
  const total = formatMoney(orderTotal(order))
  // Declined, paid or charged: shown only while held (its action waits, or was refused).
  const left = columnOf(order.status) === null
  // Room service the kitchen has made: the waiter takes it up (spec: the room-service step).
  const ready = service?.type === 'roomservice' && deliveryStage(order) === 'ready'
  const className = [
    'order-card',
    waitingToSync ? 'order-card--waiting' : '',
    left ? 'order-card--left' : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <article
      className={className}
      tabIndex={-1}
      data-order-id={order._id}
      data-status={order.status}
      data-waiting={waitingToSync ? 'true' : undefined}
      data-refused={refused.length > 0 ? 'true' : undefined}
      data-ready={ready ? 'true' : undefined}
    >
      <header className="order-card__header">
        <time dateTime={order.time} className="order-card__time">
          {time}
        </time>
        <span className="order-card__service">{service ? serviceName(service, locale) : ''}</span>
        <strong className="order-card__place">
          <OrderPlaceLabel place={place} />
        </strong>
      </header>
      {order.status === 'Finished' || left || waitingToSync || ready ? (
        <div className="order-card__marks">
          {ready ? (
            <p className="order-card__badge order-card__badge--ready">
              <Trans>Ready to deliver</Trans>
            </p>
          ) : null}
          {order.status === 'Finished' ? (
            <p className="order-card__badge">
              <Trans>Finished, not paid yet</Trans>
            </p>
          ) : null}
          {left ? (
            <p className={`order-card__badge order-card__badge--${order.status.toLowerCase()}`}>
              {i18n._(STATUS_TEXTS[order.status])}
            </p>
          ) : null}
          {waitingToSync ? (
            <p className="order-card__waiting">
              <span aria-hidden="true">⟳ </span>
              <Trans>Waiting to sync</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {refused.length > 0 ? (
        <RefusedMark
          rows={refused}
          status={order.status}
          staysAfterDismiss={!left || waitingToSync}
        />
      ) : null}
      <OrderAllergies allergies={order.allergies} />
      <OrderLines
        content={order.content}
        language={locale}
        formatMoney={formatMoney}
        allergies={order.allergies}
      />
      {when ? (
        <p className="order-card__window" data-window>
          <Trans>Wanted: {when}</Trans>
        </p>
      ) : null}
      {note ? (
        <p className="order-card__note">
          <Trans>Note: {note}</Trans>
        </p>
      ) : null}
      <footer className="order-card__footer">
        <PaymentLabel payment={order.payment} />
        <span className="order-card__total">
          <Trans>Total: {total}</Trans>
        </span>
      </footer>
      <OrderActions
        card={card}
        roomService={service?.type === 'roomservice'}
        onDecline={onDecline}
      />
    </article>
  )
}
