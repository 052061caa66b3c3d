import { Trans, useLingui } from '@lingui/react/macro'
import { orderTotal } from '../../../sync/protocol/rules/index.ts'
import type { Order, Service } from '../../../sync/protocol/index.ts'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { OrderLines } from '../orders/OrderLines.tsx'
import { PaymentLabel } from '../orders/PaymentLabel.tsx'
import { formatDateTime } from './format.ts'
import { byTimeDesc } from './history-view.ts'

interface HistoryOrdersProps {
  orders: readonly Order[]
  services: ReadonlyMap<string, Pick<Service, 'name'>>
  intl: readonly string[]
  language: 'en' | 'srb' | 'cro'
  money: (amount: number) => string
}

/** A stay's orders, newest first: when, which service, status, payment, lines and total. */
export function HistoryOrders({ orders, services, intl, language, money }: HistoryOrdersProps) {
  const { i18n } = useLingui()
  return (
    <ul className="guest-orders">
      {byTimeDesc(orders).map((order) => (
        <li key={order._id} className="guest-order" data-status={order.status}>
          <div className="guest-order__head">
            <time dateTime={order.time}>{formatDateTime(order.time, intl)}</time>
            <span className="guest-order__service">
              {services.get(order.service_id)?.name ?? <Trans>Another service</Trans>}
            </span>
            <span className="guest-order__status">{i18n._(STATUS_TEXTS[order.status])}</span>
            <PaymentLabel payment={order.payment} />
          </div>
          <OrderLines content={order.content} language={language} formatMoney={money} />
          {order.note ? <p className="guest-order__note">{order.note}</p> : null}
          <p className="guest-order__total">
            <Trans>Total</Trans> <strong>{money(orderTotal(order))}</strong>
          </p>
        </li>
      ))}
    </ul>
  )
}
