import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type {
  AddTaskBody,
  CreateTicketBody,
  SetTaskDoneBody,
  TicketTask,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { rooms, tickets } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { assertTickets } from '../reception-access.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertIdFree, idTaken } from './client-ids.ts'
import { lockRoom, lockTicket, ticketNotice, ticketWire, type TicketRow } from './reception-rows.ts'
import type { StaffWrite, WriteResult } from './types.ts'

async function roomName(tx: Tx, roomId: string): Promise<string> {
  const [row] = await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId))
  return row?.name ?? ''
}

function answer(row: TicketRow, name: string, staff: StaffContext, changed = true): WriteResult {
  const ticket = ticketWire(row, name)
  return {
    status: 200,
    body: ticket,
    changes: changed ? [ticketNotice(ticket, staff.businessId)] : [],
  }
}

/** createTicket: a problem of a room, with its first tasks (optional). */
export async function createTicket(
  tx: Tx,
  staff: StaffContext,
  body: CreateTicketBody,
): Promise<WriteResult> {
  assertTickets(staff)
  const room = await lockRoom(tx, staff, body.room_id)
  const now = new Date().toISOString()
  const tasks: TicketTask[] = (body.tasks ?? []).map((t) => ({
    _id: t._id ?? randomUUID(),
    text: t.text,
    done: false,
    created_at: now,
  }))
  if (new Set(tasks.map((t) => t._id)).size !== tasks.length) {
    throw new HttpError(400, 'validation', 'tasks: two tasks have the same _id', {
      field: 'tasks',
    })
  }
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Ticket', id)
  const [row] = await tx
    .insert(tickets)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      roomId: room.id,
      description: body.description,
      status: 'open',
      outOfService: body.out_of_service ?? false,
      tasks,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: tickets.id })
    .returning()
  if (!row) throw idTaken('Ticket', id)
  return answer(row, room.name, staff)
}

const closed = (row: TicketRow, name: string) =>
  new HttpError(409, 'ticket.closed', 'The ticket is closed.', {
    current: {
      table: 'tickets',
      id: row.id,
      version: row.version,
      deleted: false,
      row: ticketWire(row, name),
    },
  })

/** addTaskToTicket: a task at the end of an open ticket's list. */
export async function addTask(
  tx: Tx,
  staff: StaffContext,
  body: AddTaskBody,
): Promise<WriteResult> {
  assertTickets(staff)
  const current = await lockTicket(tx, staff, body.ticket_id)
  const name = await roomName(tx, current.roomId)
  if (current.status === 'closed') throw closed(current, name)
  const taskId = body._id ?? randomUUID()
  if (current.tasks.some((t) => t._id === taskId)) throw idTaken('Task', taskId)
  const now = new Date().toISOString()
  const task: TicketTask = { _id: taskId, text: body.text, done: false, created_at: now }
  const [row] = await tx
    .update(tickets)
    .set({ tasks: [...current.tasks, task], updatedAt: now, version: nextVersionSql() })
    .where(eq(tickets.id, current.id))
    .returning()
  return answer(row!, name, staff)
}

/** setTaskDone: ticks a task of an open ticket done, or not done again; unchanged: nothing new. */
export async function setTaskDone(
  tx: Tx,
  staff: StaffContext,
  body: SetTaskDoneBody,
): Promise<WriteResult> {
  assertTickets(staff)
  const current = await lockTicket(tx, staff, body.ticket_id)
  const name = await roomName(tx, current.roomId)
  if (current.status === 'closed') throw closed(current, name)
  const task = current.tasks.find((t) => t._id === body.task_id)
  if (!task) throw notFound('Task')
  if ((task.done ?? false) === body.done) return answer(current, name, staff, false)
  const now = new Date().toISOString()
  const tasks = current.tasks.map((t) => (t._id === body.task_id ? { ...t, done: body.done } : t))
  const [row] = await tx
    .update(tickets)
    .set({ tasks, updatedAt: now, version: nextVersionSql() })
    .where(eq(tickets.id, current.id))
    .returning()
  return answer(row!, name, staff)
}

/** closeTicketByID/{id}: closed tickets leave the lists; closing twice is done. */
export async function closeTicket(tx: Tx, staff: StaffContext, id: string): Promise<WriteResult> {
  assertTickets(staff)
  const current = await lockTicket(tx, staff, id)
  const name = await roomName(tx, current.roomId)
  if (current.status === 'closed') return answer(current, name, staff, false)
  const now = new Date().toISOString()
  const [row] = await tx
    .update(tickets)
    .set({ status: 'closed', closedAt: now, updatedAt: now, version: nextVersionSql() })
    .where(eq(tickets.id, current.id))
    .returning()
  return answer(row!, name, staff)
}

export const createTicketWrite: StaffWrite<'ticket.create'> = {
  type: 'ticket.create',
  run: createTicket,
}

export const addTaskWrite: StaffWrite<'ticket.addTask'> = { type: 'ticket.addTask', run: addTask }

export const setTaskDoneWrite: StaffWrite<'ticket.setTaskDone'> = {
  type: 'ticket.setTaskDone',
  run: setTaskDone,
}

export const closeTicketWrite: StaffWrite<'ticket.close'> = {
  type: 'ticket.close',
  run: (tx, staff, { ticket_id }) => closeTicket(tx, staff, ticket_id),
}
