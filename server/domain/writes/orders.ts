import { randomUUID } from 'node:crypto'
import type { CreateOrderBody } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { insertOrder, newOrderEvent, priceOrder } from '../orders.ts'
import { orderChange } from '../order-step.ts'
import { checkedInStay, resolveOrderTarget } from '../order-target.ts'
import { badRequest } from '../../http/errors.ts'
import { assertOrderAccess, type StaffContext } from '../permissions.ts'
import { assertIdFree, idTaken } from './client-ids.ts'
import { writeLineState } from '../order-edits.ts'
import type { StaffWrite, WriteResult } from './types.ts'

/**
 * An order taken by staff (createAcceptedOrder; the push's order.createForTable): for an active
 * table or a checked-in stay of an ordering service of the staff member's business, with order
 * access to that service. Priced from the menu as it is now (an unknown item, one not available,
 * a required modifier left out are refused naming the line), Accepted, or Finished at once when
 * the service's option instantFinishOrder says so. `_id`: the device's id (a second create with
 * it is 409 `conflict`; a replay of the same action gets its stored answer instead).
 */
export async function createStaffOrder(
  tx: Tx,
  staff: StaffContext,
  body: CreateOrderBody & { _id?: string | undefined; bill_stay_id?: string | undefined },
): Promise<WriteResult> {
  const target = await resolveOrderTarget({ db: tx }, body, staff.businessId)
  assertOrderAccess(staff, target.service._id)
  // A table order charged to a room: the stay checked in there carries it (its invoice).
  if ((body.payment === 'room') !== Boolean(body.bill_stay_id) && target.tableId !== null)
    throw badRequest('bill_stay_id', 'bill_stay_id: a room charge names the stay, and only it')
  const bill =
    body.bill_stay_id && target.tableId !== null
      ? await checkedInStay(tx, body.bill_stay_id, staff.businessId, 'bill_stay_id')
      : null
  const content = await priceOrder(tx, body.content, target.service)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Order', id)
  const order = await insertOrder(tx, {
    id,
    content,
    body,
    service: target.service,
    status: target.service.options.instantFinishOrder ? 'Finished' : 'Accepted',
    origin: 'Reception',
    roomNumber: bill?.roomNumber ?? target.roomNumber,
    ...(bill ? { stayId: bill.stayId } : {}),
    tableName: target.tableName,
    userId: body.user_id ?? body.stay_id ?? null,
    actor: staff.accountId,
  })
  if (!order) throw idTaken('Order', id)
  return {
    status: 200,
    body: order,
    changes: [
      {
        change: orderChange(order),
        businessId: order.business_id,
        audience: 'all',
        order: {
          event: newOrderEvent(order),
          ticket: { serviceName: target.service.name, tableName: target.tableName },
        },
      },
    ],
  }
}

/** Staff add an order to a table (the floor plan, the locked tablet), offline too. */
export const createTableOrderWrite: StaffWrite<'order.createForTable'> = {
  type: 'order.createForTable',
  run: (tx, staff, payload) =>
    createStaffOrder(tx, staff, {
      _id: payload._id,
      service_id: payload.service_id,
      table_id: payload.table_id,
      note: payload.note,
      payment: payload.payment,
      bill_stay_id: payload.bill_stay_id,
      content: payload.content,
    }),
}

/** The kitchen's progress on an order (itemStateForOrder), offline too: "ready" on room service. */
export const lineStateWrite: StaffWrite<'order.lineState'> = {
  type: 'order.lineState',
  run: async (tx, staff, payload) => {
    const { order, changed } = await writeLineState(tx, {
      staff,
      orderId: payload.order_id,
      line: payload.line,
      state: payload.state,
    })
    return {
      status: 200,
      body: order,
      changes: changed
        ? [
            {
              change: orderChange(order),
              businessId: order.business_id,
              audience: 'all',
              order: { event: 'orderChanged' },
            },
          ]
        : [],
    }
  },
}
