import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Language, Service } from '../../../sync/protocol/index.ts'
import { serviceName } from '../../../sync/protocol/rules/service-names.ts'
import { formatOrderTime } from '../../lib/dates.ts'
import type { BoardCard } from '../orders/board.ts'
import { OrderLines } from '../orders/OrderLines.tsx'
import { OrderAllergies } from '../orders/OrderAllergies.tsx'
import { LONG_WAIT_MINUTES, dishesOf, waitedMinutes } from './kitchen-orders.ts'
import { OrderPlaceLabel } from '../orders/OrderPlaceLabel.tsx'
import type { OrderPlace } from '../orders/order-view.ts'
import type { QueuedAction } from '../orders/pending-marks.ts'
import { RefusedMark } from '../orders/RefusedMark.tsx'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

interface KitchenCardProps {
  card: BoardCard
  service: Pick<Service, 'name' | 'names'> | undefined
  place: OrderPlace
  language: Language
  intl: readonly string[]
  /** Now (ms), for how long the order has waited. */
  now: number
  /** The kitchen is done with it (finished, or room service ready): shown only while held. */
  done: boolean
  waitingToSync: boolean
  /** Actions on this card's orders the server refused, not dismissed yet. */
  refused: readonly QueuedAction[]
  onFinished: () => void
}

const noPrice = () => ''

/** A large, readable order for the kitchen's wall tablet. */
export function KitchenCard(props: KitchenCardProps) {
  const { card, service, place, language, intl, now, done, waitingToSync, refused, onFinished } =
    props
  const waited = waitedMinutes(card.order.time, now)
  const zone = useHotelZone()
  const { i18n } = useLingui()
  const note = card.order.note.trim()
  return (
    <article
      className={waitingToSync ? 'kitchen-card kitchen-card--waiting' : 'kitchen-card'}
      tabIndex={-1}
      data-order-id={card.order._id}
      data-status={card.order.status}
      data-waiting={waitingToSync ? 'true' : undefined}
      data-refused={refused.length > 0 ? 'true' : undefined}
    >
      <header className="kitchen-card__header">
        <strong className="kitchen-card__place">
          <OrderPlaceLabel place={place} />
        </strong>
        <time dateTime={card.order.time}>
          {formatOrderTime(card.order.time, intl, new Date(now), zone)}
        </time>
        {done ? null : (
          <span
            className={
              waited >= LONG_WAIT_MINUTES
                ? 'kitchen-card__waited kitchen-card__waited--long'
                : 'kitchen-card__waited'
            }
          >
            <Plural
              value={waited}
              _0="just placed"
              one="waiting # minute"
              other="waiting # minutes"
            />
          </span>
        )}
        <span className="kitchen-card__service">
          {service ? serviceName(service, language) : ''}
        </span>
      </header>
      <OrderAllergies allergies={card.order.allergies} />
      <OrderLines
        allergies={card.order.allergies}
        content={dishesOf(card.order)}
        language={language}
        formatMoney={noPrice}
        showPrices={false}
      />
      {note ? <p className="kitchen-card__note">{note}</p> : null}
      {done ? (
        <p className="kitchen-card__status">
          {card.order.status === 'Accepted' ? (
            <Trans>Ready to deliver</Trans>
          ) : (
            i18n._(STATUS_TEXTS[card.order.status])
          )}
        </p>
      ) : null}
      {waitingToSync ? (
        <p className="kitchen-card__waiting">
          <Trans>Waiting to sync</Trans>
        </p>
      ) : null}
      {refused.length > 0 ? (
        <RefusedMark
          rows={refused}
          status={card.order.status}
          staysAfterDismiss={!done || waitingToSync}
        />
      ) : null}
      {done ? null : (
        <button type="button" className="btn btn-primary kitchen-card__done" onClick={onFinished}>
          <Trans>Finished</Trans>
        </button>
      )}
    </article>
  )
}
