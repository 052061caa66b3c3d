import * as z from 'zod/mini'
import { ClientId, Id } from './common.ts'
export * from './tickets-rows.ts'

const TaskText = z.string().check(z.trim(), z.minLength(1, 'text is required'), z.maxLength(500))

/** POST createTicket. */
export const CreateTicketBody = z.object({
  _id: z.optional(ClientId),
  room_id: Id,
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'description is required'), z.maxLength(2000)),
  out_of_service: z.optional(z.boolean()),
  tasks: z.optional(
    z.array(z.object({ _id: z.optional(ClientId), text: TaskText })).check(z.maxLength(100)),
  ),
})
export type CreateTicketBody = z.infer<typeof CreateTicketBody>

/**
 * The outbox's `ticket.create`: the client's ids required (the ticket's and each task's, so the
 * optimistic row is the server's), plus the business and room name the optimistic row shows
 * (ignored by the server).
 */
export const TicketCreatePayload = z.extend(CreateTicketBody, {
  _id: ClientId,
  business_id: Id,
  room_name: z.string(),
  tasks: z.optional(z.array(z.object({ _id: ClientId, text: TaskText })).check(z.maxLength(100))),
})
export type TicketCreatePayload = z.infer<typeof TicketCreatePayload>

/** PUT addTaskToTicket: `_id` is the client's id of the new task. */
export const AddTaskBody = z.object({ ticket_id: Id, _id: z.optional(ClientId), text: TaskText })
export type AddTaskBody = z.infer<typeof AddTaskBody>
/** The outbox's `ticket.addTask`: the task's client id required. */
export const AddTaskPayload = z.extend(AddTaskBody, { _id: ClientId })
export type AddTaskPayload = z.infer<typeof AddTaskPayload>

/**
 * PUT setTaskDone: ticks a task of an open ticket done (or not done again). Not in the spec's
 * list (it names no task call but addTaskToTicket); designed beside it (docs/api.md, Tickets).
 */
export const SetTaskDoneBody = z.object({ ticket_id: Id, task_id: z.string(), done: z.boolean() })
export type SetTaskDoneBody = z.infer<typeof SetTaskDoneBody>

/** closeTicketByID/{id}: the id is in the path. */
export const TicketIdBody = z.object({ ticket_id: Id })
export type TicketIdBody = z.infer<typeof TicketIdBody>
