import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { showToast } from '../../app/notifications/toast-store.ts'
import { engine } from '../../app/staff/engine.ts'
import type { BoardCard } from '../orders/board.ts'
import { useOrderAction } from '../orders/mutations.ts'

/**
 * The kitchen's Finished button. A room-service order is not finished here: every dish is marked
 * ready (one queued action per order of the card), and the waiter's board shows it as ready to
 * deliver until the waiter marks it delivered. Any other order is finished.
 */
export function useFinishFromKitchen() {
  const run = useOrderAction()
  const { t } = useLingui()
  return useCallback(
    (card: BoardCard, roomService: boolean) => {
      if (!roomService) return run(card.order, card.memberIds, 'finish')
      void (async () => {
        for (const order_id of card.memberIds)
          await engine.enqueue('order.lineState', { order_id, state: 'ready' })
      })().catch((error: unknown) => {
        console.error('Ready failed', error)
        showToast(t`The action could not be saved on this device.`, 'attention')
      })
    },
    [run, t],
  )
}
