import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { Id, LINE_STATES } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { linkGuest, setLineState } from '../domain/order-edits.ts'
import { ORDER_BASE } from './orders-staff.ts'

const ItemStateBody = z.object({
  order_id: Id,
  /** Index of the line in the order's own content, from 0. */
  line: z.number().int().nonnegative().max(999),
  state: z.enum(LINE_STATES),
})

const AddGuestBody = z.object({ order_id: Id, guest_id: Id })

/** Staff edits to an order besides its status: a line's kitchen state, the linked guest. */
export function orderLineRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${ORDER_BASE}/itemStateForOrder`, async (request) => {
    const body = parse(ItemStateBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return setLineState(ctx, {
      staff,
      orderId: body.order_id,
      line: body.line,
      state: body.state,
    })
  })

  app.post(`${ORDER_BASE}/addGuestToOrder`, async (request) => {
    const body = parse(AddGuestBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return linkGuest(ctx, { staff, orderId: body.order_id, guestId: body.guest_id })
  })
}
