import type { AreaActions } from './areas.ts'
import { acceptOrder } from './accept.ts'
import { declineOrder } from './decline.ts'
import { finishOrder } from './finish.ts'
import { roomServiceFinished } from './room-service-finished.ts'
import { payOrder } from './pay.ts'
import { setLineState } from './line-state.ts'

/** The orders board's actions: in the staff shell (areas.ts). */
export const ORDER_ACTIONS: AreaActions<'orders'> = {
  'order.accept': acceptOrder,
  'order.decline': declineOrder,
  'order.finish': finishOrder,
  'order.roomServiceFinished': roomServiceFinished,
  'order.pay': payOrder,
  'order.lineState': setLineState,
}
