import { Trans, useLingui } from '@lingui/react/macro'
import type { OutboxRow } from '../../../sync/index.ts'
import type { Order } from '../../../sync/protocol/index.ts'
import { OrderPlaceLabel } from '../../features/orders/OrderPlaceLabel.tsx'
import type { OrderPlace } from '../../features/orders/order-view.ts'
import { intlLocales, parseLocale } from '../locale.ts'
import { failureReason } from './failure-reasons.ts'
import { ACTION_TEXTS, FAILURE_TEXTS, STATUS_TEXTS } from './failure-texts.ts'

interface FailedActionItemProps {
  row: OutboxRow
  order: Order | undefined
  place: OrderPlace
  onRetry: () => void
  onDismiss: () => void
}

/** One failed action: what it was, why it failed, what the server row is now. */
export function FailedActionItem({ row, order, place, onRetry, onDismiss }: FailedActionItemProps) {
  const { i18n } = useLingui()
  const action = ACTION_TEXTS[row.type]
  const reason = i18n._(FAILURE_TEXTS[failureReason(row.error, order?.status)])
  const when = new Intl.DateTimeFormat(intlLocales(parseLocale(i18n.locale)), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(row.createdAt))
  const status = order ? i18n._(STATUS_TEXTS[order.status]) : null

  return (
    <li className="failure">
      <p className="failure__what">
        <strong>{action ? i18n._(action) : row.type}</strong>
        <span className="failure__meta">
          <OrderPlaceLabel place={place} /> · {when}
        </span>
      </p>
      <p className="failure__why">{reason}</p>
      {status ? (
        <p className="failure__status">
          <Trans>Status on the server: {status}</Trans>
        </p>
      ) : null}
      <div className="failure__actions">
        <button type="button" className="btn btn-small btn-primary" onClick={onRetry}>
          <Trans>Retry</Trans>
        </button>
        <button type="button" className="btn btn-small" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </li>
  )
}
