/** One of the guest's orders: its live status, lines, note and total. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../../sync/protocol/orders.ts'
import { formatMoney, INTL_LOCALE } from './money.ts'
import { formatWindow } from '../../lib/dates.ts'
import { PaymentName, StatusBadge, StatusExplanation } from './order-status.tsx'
import {
  deliveryStage,
  lineTotal,
  localized,
  orderTotal,
} from '../../../sync/protocol/rules/index.ts'
import { useGuestLanguage } from './use-guest-language.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

type OrderCardProps = {
  order: Order
  serviceName: string | null
  /** Room service: the status follows its way to the room (on its way, delivered). */
  delivered: boolean
  currency: string
}

export function OrderCard({ order, serviceName, delivered, currency }: OrderCardProps) {
  const stage = delivered ? deliveryStage(order) : null
  const { i18n } = useLingui()
  const zone = useHotelZone()
  const lang = useGuestLanguage()
  const time = i18n.date(new Date(order.time), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  })
  const total = formatMoney(orderTotal(order), currency, lang)
  // A request that costs nothing (towels, a cleaning): no prices, no payment.
  const free = orderTotal(order) === 0
  const when = order.window ? formatWindow(order.window, [INTL_LOCALE[lang]], new Date(), zone) : ''
  const note = order.note.trim()
  return (
    <article className={`g-card g-order g-order-${order.status.toLowerCase()}`}>
      <header className="g-order-head">
        <div>
          <h3>{serviceName ?? <Trans>Order</Trans>}</h3>
          <p className="g-muted">
            <time dateTime={order.time}>{time}</time>
          </p>
        </div>
        <StatusBadge status={order.status} stage={stage} />
      </header>
      <p className="g-order-explain" role={order.status === 'Declined' ? 'alert' : undefined}>
        <StatusExplanation order={order} stage={stage} />
      </p>
      <ul className="g-lines">
        {order.content.map((line, index) => (
          <li key={index} className="g-line">
            <span className="g-line-count">{line.count}×</span>
            <span className="g-line-name">
              {localized(line.name, lang)}
              {line.modifiers.length > 0 ? (
                <small className="g-muted">
                  {line.modifiers
                    .flatMap((m) => m.answers.map((a) => localized(a.name, lang)))
                    .join(', ')}
                </small>
              ) : null}
            </span>
            {free ? null : (
              <span className="g-line-price">{formatMoney(lineTotal(line), currency, lang)}</span>
            )}
          </li>
        ))}
      </ul>
      {when ? (
        <p className="g-order-note">
          <Trans>When: {when}</Trans>
        </p>
      ) : null}
      {note !== '' ? (
        <p className="g-order-note">
          <Trans>Note: {note}</Trans>
        </p>
      ) : null}
      {free ? null : (
        <footer className="g-order-foot">
          <span className="g-muted">
            <PaymentName payment={order.payment} />
          </span>
          <strong>
            <Trans>Total: {total}</Trans>
          </strong>
        </footer>
      )}
    </article>
  )
}
