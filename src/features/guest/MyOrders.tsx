/** "My orders": the stay's orders with their status, updated live. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Service } from '../../../sync/protocol/service.ts'
import { OrderCard } from './OrderCard.tsx'
import type { LiveOrders } from './use-live-orders.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

type MyOrdersProps = { live: LiveOrders; services: Service[] | null; currency: string }

export function MyOrders({ live, services, currency }: MyOrdersProps) {
  const { i18n } = useLingui()
  const byId = new Map((services ?? []).map((s) => [s._id, s]))
  const service = (id: string) => {
    const found = byId.get(id)
    return found ? nameIn(found, i18n.locale) : null
  }
  return (
    <section className="g-section" aria-labelledby="g-my-orders">
      <h2 id="g-my-orders">
        <Trans>My orders</Trans>
      </h2>
      {live.failed && !live.loaded ? (
        <p className="g-alert" role="alert">
          <Trans>Your orders could not be loaded.</Trans>
        </p>
      ) : null}
      {live.loaded && live.orders.length === 0 ? (
        <p className="g-muted">
          <Trans>You have no orders yet.</Trans>
        </p>
      ) : null}
      {!live.loaded && !live.failed ? <p className="g-loading" aria-busy="true" /> : null}
      <div className="g-orders" aria-live="polite">
        {live.orders.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            serviceName={service(order.service_id)}
            delivered={byId.get(order.service_id)?.type === 'roomservice'}
            currency={currency}
          />
        ))}
      </div>
    </section>
  )
}
