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
import { STAFF_WRITES, type StaffWrite } from '../domain/writes/index.ts'
import { closeTicket } from '../domain/writes/tickets.ts'

const IdParams = z.object({ id: Id })

/**
 * Stay and ticket writes (docs/api.md, Reception). Each route parses, authorizes and runs the
 * write the push runs for the same action, so both answer alike.
 */
export function receptionWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Writes whose JSON body is the push payload itself.
  const bodyWrites = [
    ['POST', `${STAY_BASE}/generateNewPasswordAndCheckIn`, CheckInBody, 'stay.checkIn'],
    ['PUT', `${STAY_BASE}/checkout`, CheckoutBody, 'stay.checkOut'],
    ['PUT', `${STAY_BASE}/updateCheckoutDate`, UpdateCheckoutBody, 'stay.updateCheckout'],
    ['POST', `${STAY_BASE}/addStay`, AddStayBody, 'stay.add'],
    ['POST', `${TICKET_BASE}/createTicket`, CreateTicketBody, 'ticket.create'],
    ['PUT', `${TICKET_BASE}/addTaskToTicket`, AddTaskBody, 'ticket.addTask'],
    ['PUT', `${TICKET_BASE}/setTaskDone`, SetTaskDoneBody, 'ticket.setTaskDone'],
  ] as const
  for (const [method, url, schema, type] of bodyWrites) {
    app.route({
      method,
      url,
      handler: async (request) => {
        const body = parse(schema, request.body, 'body')
        const staff = await requireStaff(ctx, request)
        const write = STAFF_WRITES[type] as StaffWrite<typeof type>
        return commitWrite(ctx, staff, (tx) => write.run(tx, staff, body))
      },
    })
  }

  app.put(`${TICKET_BASE}/closeTicketByID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => closeTicket(tx, staff, id))
  })
}
