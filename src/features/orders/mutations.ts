import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { ActionType } from '../../../sync/index.ts'
import { canDo, targetStatus } from '../../../sync/protocol/rules/index.ts'
import type { Order, OrderAction } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { engine } from '../../app/staff/engine.ts'
import { useOverlayStore } from './overlay-store.ts'

/** Staff actions on a board card; each is one outbox action per order the card stands for. */
export type CardAction = Exclude<OrderAction, 'billToRoom'>

const ACTION_TYPES: Record<CardAction, ActionType> = {
  accept: 'order.accept',
  decline: 'order.decline',
  finish: 'order.finish',
  roomServiceFinished: 'order.roomServiceFinished',
  pay: 'order.pay',
}

async function enqueueFor(
  orderIds: readonly string[],
  action: CardAction,
  reason: string,
): Promise<void> {
  for (const order_id of orderIds) {
    const type = ACTION_TYPES[action]
    if (type === 'order.decline') await engine.enqueue(type, { order_id, reason })
    else await engine.enqueue(type, { order_id })
  }
}

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

/**
 * Runs a card action: optimistic, returns at once (the outbox sends it when it can). An action
 * refused before it is queued (the order changed meanwhile) is told in a toast.
 */
export function useOrderAction() {
  const { t } = useLingui()
  return useCallback(
    (
      order: Pick<Order, 'status' | 'payment'>,
      memberIds: readonly string[],
      action: CardAction,
      reason = '',
    ) => {
      if (!canDo(order, action)) return
      // Shown in this frame; the outbox write below is the record (see overlay.ts).
      const overlay = useOverlayStore.getState()
      overlay.show(memberIds, targetStatus(order, action))
      enqueueFor(memberIds, action, reason).catch((error: unknown) => {
        overlay.drop(memberIds)
        const code = errorCode(error)
        if (code === 'order.illegal_transition' || code === 'not_found') {
          showToast(t`This order changed in the meantime. The board shows its current state.`)
        } else if (code === 'signed_out') {
          showToast(t`Your session has ended. Sign in again.`, 'attention')
        } else {
          console.error('Order action failed', error)
          showToast(t`The action could not be saved on this device.`, 'attention')
        }
      })
    },
    [t],
  )
}
