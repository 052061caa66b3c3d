import type { BoardCard } from '../orders/board.ts'
import { useOrderAction } from '../orders/mutations.ts'

/**
 * The kitchen's Finished button. Room-service orders take their own finished step, so an order
 * on the room bill is charged to the room rather than waiting for payment.
 */
export function useFinishFromKitchen() {
  const run = useOrderAction()
  return (card: BoardCard, roomService: boolean) =>
    run(card.order, card.memberIds, roomService ? 'roomServiceFinished' : 'finish')
}
