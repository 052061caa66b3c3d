import { Plural, Trans } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { useMe } from '../../app/staff/session-store.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { useNow } from '../../lib/use-now.ts'
import { orderPlace } from '../orders/order-view.ts'
import { heldOrderIds, isWaitingToSync, refusedOf } from '../orders/pending-marks.ts'
import { useOutboxMarks, useTablesById } from '../orders/queries.ts'
import { findKitchen, kitchenCards, kitchenDone, pendingForKitchen } from './kitchen-orders.ts'
import { KitchenCard } from './KitchenCard.tsx'
import { useFinishFromKitchen } from './mutations.ts'
import { useKitchenOrders } from './queries.ts'
import './kitchen.css'

/** HotelKitchen: accepted orders of the services connected to this kitchen. */
export function HotelKitchen() {
  const { service: param } = useParams()
  const me = useMe()
  const services = useServices()
  const orders = useKitchenOrders(me.account_id)
  const tablesById = useTablesById()
  const marks = useOutboxMarks(me.account_id)
  const { locale, intl } = useActiveLocale()
  const finish = useFinishFromKitchen()
  // Each card's wait, renewed every half minute.
  const now = useNow(30_000).getTime()

  if (!services || !orders) {
    return (
      <p role="status">
        <Trans>Loading orders…</Trans>
      </p>
    )
  }
  const kitchen = findKitchen(services, param)
  if (!kitchen) {
    return (
      <p role="alert">
        <Trans>This kitchen does not exist, or your account cannot see it.</Trans>
      </p>
    )
  }
  const servicesById = new Map(services.map((s) => [s._id, s]))
  const delivered = new Set(services.filter((s) => s.type === 'roomservice').map((s) => s._id))
  const cards = kitchenCards(orders, kitchen, heldOrderIds(marks), delivered)
  const name = kitchen.name
  // Cards finished here but not yet confirmed are shown, not counted as still to prepare.
  const count = cards.filter((card) => !kitchenDone(card.order, delivered)).length
  const coming = pendingForKitchen(orders, kitchen)

  return (
    <div className="kitchen" data-board>
      <header className="kitchen__header">
        <h1 tabIndex={-1}>{name}</h1>
        <p className="kitchen__count">
          <Plural value={count} one="# order to prepare" other="# orders to prepare" />
        </p>
        {/* Placed but not accepted yet: what the kitchen will get next. */}
        <p className="kitchen__coming">
          <Plural
            value={coming}
            _0="No order waiting for acceptance"
            one="# order waiting for acceptance"
            other="# orders waiting for acceptance"
          />
        </p>
      </header>
      {cards.length === 0 ? (
        <p className="kitchen__empty">
          <Trans>No orders to prepare.</Trans>
        </p>
      ) : (
        <div className="kitchen__cards">
          {cards.map((card) => {
            const service = servicesById.get(card.order.service_id)
            return (
              <KitchenCard
                key={card.order._id}
                card={card}
                service={service}
                place={orderPlace(card.order, tablesById)}
                language={locale}
                intl={intl}
                now={now}
                done={kitchenDone(card.order, delivered)}
                waitingToSync={isWaitingToSync(card.memberIds, marks.waiting)}
                refused={refusedOf(card.memberIds, marks.refused)}
                onFinished={() => finish(card, service?.type === 'roomservice')}
              />
            )
          })}
        </div>
      )}
    </div>
  )
}
