/** After a successful order: thanks, and the order with its live status. */
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link } from '../../app/public-shell/nav.tsx'
import type { Order } from '../../../sync/protocol/orders.ts'
import { orderTotal } from '../../../sync/protocol/rules/order-totals.ts'
import { OrderCard } from './OrderCard.tsx'
import { useLiveOrders, type LiveOrders, type OrderOwner } from './use-live-orders.ts'

type OrderPlacedProps = {
  order: Order
  serviceName: string
  /** Room service: the status follows its way to the room (on its way, delivered). */
  delivered: boolean
  currency: string
  /** A link under the confirmation ("Back to my room"), if any. */
  back: { to: string; label: string } | null
  onMore: () => void
}

type TrackedProps = Omit<OrderPlacedProps, 'order'> & {
  order: Order
  /** The page's own live orders (a table page), else this confirmation follows the order. */
  live: LiveOrders | null
  owner: OrderOwner | null
  onSignedOut: () => void
}

/** The confirmation, following the order's status live (loaded only once an order is placed). */
export function TrackedOrderPlaced({ live, owner, onSignedOut, ...props }: TrackedProps) {
  if (live) {
    const current = live.orders.find((o) => o._id === props.order._id) ?? props.order
    return <OrderPlaced {...props} order={current} />
  }
  return <OwnLive owner={owner} onSignedOut={onSignedOut} {...props} />
}

function OwnLive({
  owner,
  onSignedOut,
  ...props
}: OrderPlacedProps & { owner: OrderOwner | null; onSignedOut: () => void }) {
  const live = useLiveOrders(owner, onSignedOut, true)
  const { upsert } = live
  useEffect(() => upsert(props.order), [upsert, props.order])
  const current = live.orders.find((o) => o._id === props.order._id) ?? props.order
  return <OrderPlaced {...props} order={current} />
}

export function OrderPlaced(props: OrderPlacedProps) {
  const { order, serviceName, delivered, currency, back, onMore } = props
  return (
    <section className="g-placed" aria-labelledby="g-placed-h">
      <div className="g-placed-head">
        <span className="g-placed-tick" aria-hidden="true">
          ✓
        </span>
        <h2 id="g-placed-h" tabIndex={-1}>
          {orderTotal(order) === 0 ? (
            <Trans>Thank you! Your request has been sent.</Trans>
          ) : (
            <Trans>Thank you! Your order has been sent.</Trans>
          )}
        </h2>
        <p className="g-muted">
          <Trans>This page shows its status as the staff update it.</Trans>
        </p>
      </div>
      <div aria-live="polite">
        <OrderCard
          order={order}
          serviceName={serviceName}
          delivered={delivered}
          currency={currency}
        />
      </div>
      <div className="g-placed-actions">
        <button type="button" className="g-btn g-btn-primary g-btn-block" onClick={onMore}>
          <Trans>Order something else</Trans>
        </button>
        {back ? (
          <Link className="g-btn g-btn-block" to={back.to}>
            {back.label}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
