import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { Id, LineStateBody } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { guestFromRequest, guestUserFromRequest, requireStaff } from '../auth/request-auth.ts'
import { forbidden, unauthorized } from '../http/errors.ts'
import { linkGuest, setLineState } from '../domain/order-edits.ts'
import { ORDER_BASE } from './orders-staff.ts'

const AddGuestBody = z.object({
  order_id: Id,
  guest_id: Id,
  /** A guest's phone: its own device id (table orders it placed or added to). */
  user_id: z.string().min(16).max(64).optional(),
})

/** Staff edits to an order besides its status: a line's kitchen state, the linked guest. */
export function orderLineRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${ORDER_BASE}/itemStateForOrder`, async (request) => {
    const body = parse(LineStateBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return setLineState(ctx, {
      staff,
      orderId: body.order_id,
      line: body.line,
      state: body.state,
    })
  })

  /**
   * Staff link a guest to an order; without a staff session, a guest signed in to their profile
   * links themself (guest_id is their own account) to an order of their room or of their phone.
   */
  app.post(`${ORDER_BASE}/addGuestToOrder`, async (request) => {
    const body = parse(AddGuestBody, request.body, 'body')
    const link = { orderId: body.order_id, guestId: body.guest_id }
    if (request.cookies.access) {
      return linkGuest(ctx, {
        ...link,
        who: { kind: 'staff', staff: await requireStaff(ctx, request) },
      })
    }
    const account = await guestUserFromRequest(ctx, request)
    if (!account) throw unauthorized('Sign in to your guest profile first.')
    if (account !== body.guest_id) throw forbidden('You can add only yourself to an order.')
    const stay = await guestFromRequest(ctx, request)
    return linkGuest(ctx, {
      ...link,
      who: { kind: 'guest', stayId: stay?.stay_id ?? null, deviceId: body.user_id ?? null },
    })
  })
}
