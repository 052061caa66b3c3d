import { Trans } from '@lingui/react/macro'
import { orderTotal } from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatOrderTime } from '../../lib/dates.ts'
import type { BoardCard } from './board.ts'
import { OrderActions } from './OrderActions.tsx'
import { OrderLines } from './OrderLines.tsx'
import { OrderPlaceLabel } from './OrderPlaceLabel.tsx'
import type { OrderPlace } from './order-view.ts'
import { PaymentLabel } from './PaymentLabel.tsx'

interface OrderCardProps {
  card: BoardCard
  service: Pick<Service, 'name' | 'type'> | undefined
  place: OrderPlace
  waitingToSync: boolean
  formatMoney: (amount: number) => string
  onDecline: (card: BoardCard) => void
}

/** One order on the board. */
export function OrderCard({
  card,
  service,
  place,
  waitingToSync,
  formatMoney,
  onDecline,
}: OrderCardProps) {
  const { locale, intl } = useActiveLocale()
  const { order } = card
  const time = formatOrderTime(order.time, intl, new Date())
  const note = order.note.trim()
  const total = formatMoney(orderTotal(order))

  return (
    <article
      className={waitingToSync ? 'order-card order-card--waiting' : 'order-card'}
      data-order-id={order._id}
      data-status={order.status}
      data-waiting={waitingToSync ? 'true' : undefined}
    >
      <header className="order-card__header">
        <time dateTime={order.time} className="order-card__time">
          {time}
        </time>
        <span className="order-card__service">{service?.name ?? ''}</span>
        <strong className="order-card__place">
          <OrderPlaceLabel place={place} />
        </strong>
      </header>
      {order.status === 'Finished' ? (
        <p className="order-card__badge">
          <Trans>Finished, not paid yet</Trans>
        </p>
      ) : null}
      {waitingToSync ? (
        <p className="order-card__waiting">
          <span aria-hidden="true">⟳ </span>
          <Trans>Waiting to sync</Trans>
        </p>
      ) : null}
      <OrderLines content={order.content} language={locale} formatMoney={formatMoney} />
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
