import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  AddStayBody,
  AddTaskBody,
  CheckInBody,
  CheckoutBody,
  CreateTicketBody,
  Id,
  SetTaskDoneBody,
  STAY_BASE,
  TICKET_BASE,
  UpdateCheckoutBody,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { closeTicket } from '../domain/writes/tickets.ts'
import { bodyWrite, bodyWriteRoutes } from './body-writes.ts'

const IdParams = z.object({ id: Id })

/**
 * Stay and ticket writes (docs/api.md, Reception). Each route parses, authorizes and runs the
 * write the push runs for the same action, so both answer alike.
 */
export function receptionWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  bodyWriteRoutes(app, ctx, [
    bodyWrite('POST', `${STAY_BASE}/generateNewPasswordAndCheckIn`, CheckInBody, 'stay.checkIn'),
    bodyWrite('PUT', `${STAY_BASE}/checkout`, CheckoutBody, 'stay.checkOut'),
    bodyWrite('PUT', `${STAY_BASE}/updateCheckoutDate`, UpdateCheckoutBody, 'stay.updateCheckout'),
    bodyWrite('POST', `${STAY_BASE}/addStay`, AddStayBody, 'stay.add'),
    bodyWrite('POST', `${TICKET_BASE}/createTicket`, CreateTicketBody, 'ticket.create'),
    bodyWrite('PUT', `${TICKET_BASE}/addTaskToTicket`, AddTaskBody, 'ticket.addTask'),
    bodyWrite('PUT', `${TICKET_BASE}/setTaskDone`, SetTaskDoneBody, 'ticket.setTaskDone'),
  ])

  app.put(`${TICKET_BASE}/closeTicketByID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => closeTicket(tx, staff, id))
  })
}
