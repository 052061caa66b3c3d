import { Trans, useLingui } from '@lingui/react/macro'
import { orderTotal } from '../../../sync/protocol/rules/index.ts'
import type { Order } from '../../../sync/protocol/index.ts'
import { STATUS_TEXTS } from '../../app/status/failure-texts.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { OrderLines } from '../orders/OrderLines.tsx'
import { PaymentLabel } from '../orders/PaymentLabel.tsx'
import type { QueuedAction } from '../orders/pending-marks.ts'
import { RefusedMark } from '../orders/RefusedMark.tsx'
import { clockOf } from './format.ts'

interface TableOrderProps {
  order: Order
  waiting: boolean
  refused: readonly QueuedAction[]
  formatMoney: (amount: number) => string
  onPay: (order: Order) => void
}

/** A finished order of the table, to mark paid (or one whose payment waits to sync). */
export function TableOrder({ order, waiting, refused, formatMoney, onPay }: TableOrderProps) {
  const { i18n } = useLingui()
  const { locale, intl } = useActiveLocale()
  const total = formatMoney(orderTotal(order))
  const time = clockOf(intl, order.time)
  return (
    <article
      className="locked-order"
      data-order-id={order._id}
      data-status={order.status}
      data-waiting={waiting ? 'true' : undefined}
    >
      <header className="locked-order__head">
        <time dateTime={order.time}>{time}</time>
        <span className="locked-order__status">{i18n._(STATUS_TEXTS[order.status])}</span>
        {waiting ? (
          <span className="locked-order__waiting">
            <span aria-hidden="true">⟳ </span>
            <Trans>Waiting to sync</Trans>
          </span>
        ) : null}
      </header>
      {refused.length > 0 ? (
        <RefusedMark rows={refused} status={order.status} staysAfterDismiss />
      ) : null}
      <OrderLines content={order.content} language={locale} formatMoney={formatMoney} />
      <footer className="locked-order__foot">
        <PaymentLabel payment={order.payment} />
        <strong>
          <Trans>Total: {total}</Trans>
        </strong>
        {order.status === 'Finished' ? (
          <button type="button" className="btn btn-primary" onClick={() => onPay(order)}>
            <Trans>Mark paid</Trans>
          </button>
        ) : null}
      </footer>
    </article>
  )
}
