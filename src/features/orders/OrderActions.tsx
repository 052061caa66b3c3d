import { Trans } from '@lingui/react/macro'
import { canDo } from '../../../sync/protocol/rules/index.ts'
import type { BoardCard } from './board.ts'
import { useOrderAction } from './mutations.ts'

interface OrderActionsProps {
  card: BoardCard
  /** Room-service orders finish with "Delivered" (the room-service finished step). */
  roomService: boolean
  onDecline: (card: BoardCard) => void
}

/** The buttons the order's state allows (canDo), each queued at once. */
export function OrderActions({ card, roomService, onDecline }: OrderActionsProps) {
  const run = useOrderAction()
  const { order, memberIds } = card
  const finishAction = roomService ? 'roomServiceFinished' : 'finish'

  return (
    <div className="order-card__actions">
      {canDo(order, 'accept') ? (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => run(order, memberIds, 'accept')}
        >
          <Trans>Accept</Trans>
        </button>
      ) : null}
      {canDo(order, 'decline') ? (
        <button type="button" className="btn btn-danger" onClick={() => onDecline(card)}>
          <Trans>Decline</Trans>
        </button>
      ) : null}
      {canDo(order, finishAction) ? (
        <button
          type="button"
          className={order.status === 'Accepted' ? 'btn btn-primary' : 'btn'}
          onClick={() => run(order, memberIds, finishAction)}
        >
          {roomService ? <Trans>Delivered</Trans> : <Trans>Finish</Trans>}
        </button>
      ) : null}
      {canDo(order, 'pay') ? (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => run(order, memberIds, 'pay')}
        >
          <Trans>Mark paid</Trans>
        </button>
      ) : null}
    </div>
  )
}
