import { Trans } from '@lingui/react/macro'
import type { Language, Service } from '../../../sync/protocol/index.ts'
import { formatOrderTime } from '../../lib/dates.ts'
import type { BoardCard } from '../orders/board.ts'
import { OrderLines } from '../orders/OrderLines.tsx'
import { dishesOf } from './kitchen-orders.ts'
import { OrderPlaceLabel } from '../orders/OrderPlaceLabel.tsx'
import type { OrderPlace } from '../orders/order-view.ts'

interface KitchenCardProps {
  card: BoardCard
  service: Pick<Service, 'name'> | undefined
  place: OrderPlace
  language: Language
  intl: readonly string[]
  waitingToSync: boolean
  onFinished: () => void
}

const noPrice = () => ''

/** A large, readable order for the kitchen's wall tablet. */
export function KitchenCard(props: KitchenCardProps) {
  const { card, service, place, language, intl, waitingToSync, onFinished } = props
  const note = card.order.note.trim()
  return (
    <article className={waitingToSync ? 'kitchen-card kitchen-card--waiting' : 'kitchen-card'}>
      <header className="kitchen-card__header">
        <strong className="kitchen-card__place">
          <OrderPlaceLabel place={place} />
        </strong>
        <time dateTime={card.order.time}>{formatOrderTime(card.order.time, intl, new Date())}</time>
        <span className="kitchen-card__service">{service?.name ?? ''}</span>
      </header>
      <OrderLines
        content={dishesOf(card.order)}
        language={language}
        formatMoney={noPrice}
        showPrices={false}
      />
      {note ? <p className="kitchen-card__note">{note}</p> : null}
      {waitingToSync ? (
        <p className="kitchen-card__waiting">
          <Trans>Waiting to sync</Trans>
        </p>
      ) : null}
      <button type="button" className="btn btn-primary kitchen-card__done" onClick={onFinished}>
        <Trans>Finished</Trans>
      </button>
    </article>
  )
}
