import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { orderTotal } from '../../../sync/protocol/rules/index.ts'
import type { Order } from '../../../sync/protocol/index.ts'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { formatOrderTime } from '../../lib/dates.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

interface LinkedOrdersProps {
  orders: readonly Order[]
  intl: readonly string[]
  formatMoney: (amount: number) => string
}

/** The reservation's orders of the last hour or later (spec §4). */
export function LinkedOrders({ orders, intl, formatMoney }: LinkedOrdersProps) {
  const { i18n } = useLingui()
  const zone = useHotelZone()
  if (orders.length === 0) return null
  const now = new Date()
  return (
    <div className="reservation-card__orders">
      <p className="reservation-card__orders-title">
        <Plural value={orders.length} one="# order" other="# orders" />
      </p>
      <ul>
        {orders.map((order) => {
          const items = order.content.reduce((n, line) => n + line.count, 0)
          const total = formatMoney(orderTotal(order))
          return (
            <li key={order._id} data-order-id={order._id}>
              <time dateTime={order.time}>{formatOrderTime(order.time, intl, now, zone)}</time> ·{' '}
              {i18n._(STATUS_TEXTS[order.status])} ·{' '}
              <Plural value={items} one="# item" other="# items" /> · <Trans>Total: {total}</Trans>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
