import { EMPLOYEE_SHIFT_EVENT, type Order } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { StaffContext } from '../permissions.ts'
import { businessWrite } from '../versioning.ts'
import { guestNoticesAfter } from '../guests/refresh.ts'
import { emitOrder } from '../orders.ts'
import type { ChangeNotice, WriteResult } from './types.ts'

/** Tells other devices about committed changes (after the commit, in version order). */
export function emitNotices(ctx: AppContext, notices: readonly ChangeNotice[]): void {
  for (const n of [...notices].sort((a, b) => a.change.version - b.change.version)) {
    if (n.order) {
      const order = n.change.row as Order
      emitOrder(ctx, n.order.event, order)
      if (n.order.ticket) void ctx.printer.newOrder(order, n.order.ticket)
    } else if (n.reservation)
      ctx.realtime.emitReservation(n.reservation.event, n.change, n.reservation)
    else if (n.spa) ctx.realtime.emitSpa(n.spa.event, n.change, n.spa)
    else if (n.shift) ctx.realtime.emitShift(EMPLOYEE_SHIFT_EVENT, n.change, n.shift.serviceId)
    else ctx.realtime.emitChange(n.change, n.businessId, n.audience)
    if (n.closesStay !== undefined) ctx.realtime.disconnectStay(n.closesStay)
    for (const sid of n.reconnectsSessions ?? []) ctx.realtime.disconnectSession(sid)
  }
}

/**
 * A staff write through its REST endpoint: one business write, then the events; the reply body.
 * A write that changed stays or rooms rebuilds the guests in the same transaction.
 */
export async function commitWrite(
  ctx: AppContext,
  staff: StaffContext,
  run: (tx: Tx) => Promise<WriteResult>,
): Promise<unknown> {
  const result = await businessWrite(ctx.db, staff.businessId, async (tx) => {
    const written = await run(tx)
    const guests = await guestNoticesAfter(tx, staff.businessId, written.changes)
    return { ...written, changes: [...written.changes, ...guests] }
  })
  emitNotices(ctx, result.changes)
  return result.body
}
