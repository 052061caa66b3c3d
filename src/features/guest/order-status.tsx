/** The translated name and explanation of an order's status (spec section 4). */
import { Trans } from '@lingui/react/macro'
import type { Order, OrderStatus, Payment } from '../../../sync/protocol/orders.ts'
import type { DeliveryStage } from '../../../sync/protocol/rules/delivery.ts'

type Stage = DeliveryStage | null

/** The status; room service on its way or delivered says so (`stage`, see deliveryStage). */
export function StatusBadge({ status, stage = null }: { status: OrderStatus; stage?: Stage }) {
  if (stage === 'ready')
    return (
      <span className="g-status g-status-ready">
        <Trans>On its way</Trans>
      </span>
    )
  if (stage === 'delivered' && status === 'Finished')
    return (
      <span className="g-status g-status-finished">
        <Trans>Delivered</Trans>
      </span>
    )
  return <span className={`g-status g-status-${status.toLowerCase()}`}>{statusName(status)}</span>
}

function statusName(status: OrderStatus) {
  switch (status) {
    case 'Pending':
      return <Trans>Pending</Trans>
    case 'Accepted':
      return <Trans>Accepted</Trans>
    case 'Declined':
      return <Trans>Declined</Trans>
    case 'Finished':
      return <Trans>Finished</Trans>
    case 'Paid':
      return <Trans>Paid</Trans>
    case 'Room':
      return <Trans>Charged to the room</Trans>
  }
}

/** A sentence under the badge; a declined order shows "declined" plus the staff's note. */
export function StatusExplanation({
  order,
  stage = null,
}: {
  order: Pick<Order, 'status' | 'decline_reason'>
  stage?: Stage
}) {
  const reason = order.decline_reason?.trim() ?? ''
  if (stage === 'ready') return <Trans>Ready. It is on its way to your room.</Trans>
  if (stage === 'delivered' && order.status === 'Finished') return <Trans>Delivered. Enjoy!</Trans>
  if (stage === 'delivered' && order.status === 'Room')
    return <Trans>Delivered and added to your room bill.</Trans>
  switch (order.status) {
    case 'Pending':
      return <Trans>Sent. Waiting for the staff to accept it.</Trans>
    case 'Accepted':
      return <Trans>Accepted. It is being prepared.</Trans>
    case 'Declined':
      return reason ? <Trans>Declined: {reason}</Trans> : <Trans>Declined.</Trans>
    case 'Finished':
      return <Trans>Finished. Enjoy!</Trans>
    case 'Paid':
      return <Trans>Paid. Thank you!</Trans>
    case 'Room':
      return <Trans>Finished and added to your room bill.</Trans>
  }
}

export function PaymentName({ payment }: { payment: Payment }) {
  switch (payment) {
    case 'cash':
      return <Trans>Cash</Trans>
    case 'card':
      return <Trans>Card</Trans>
    case 'room':
      return <Trans>Room bill</Trans>
  }
}
