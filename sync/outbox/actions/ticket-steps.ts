import { TICKET_BASE } from '../../protocol/rules/index.ts'
import { AddTaskPayload, SetTaskDoneBody, TicketIdBody } from '../../protocol/action-schemas.ts'
import type { TicketTask } from '../../protocol/index.ts'
import { updateAction } from './kinds.ts'

/**
 * A task at the end of an open ticket: PUT addTaskToTicket {ticket_id, _id, text} -> Ticket. On a
 * newer server row that has the task already (its answer was lost) it is not added twice; on a
 * ticket closed meanwhile it is skipped and the server's 409 `ticket.closed` restores it.
 */
export const addTask = updateAction({
  type: 'ticket.addTask',
  table: 'tickets',
  payload: AddTaskPayload,
  id: (p) => p.ticket_id,
  refuse: (row) => (row.status === 'closed' ? 'The ticket is closed.' : null),
  patch: (p, row, at) => {
    const tasks = (row.tasks as TicketTask[] | undefined) ?? []
    if (tasks.some((t) => t._id === p._id)) return {}
    return { tasks: [...tasks, { _id: p._id, text: p.text, done: false, created_at: at }] }
  },
  request: (p) => ({ method: 'PUT', path: `${TICKET_BASE}/addTaskToTicket`, json: p }),
})

/**
 * Tick a task done (or not done again): PUT setTaskDone {ticket_id, task_id, done} -> Ticket.
 * Re-applied on a newer server row (last writer wins for that task); a ticket closed meanwhile,
 * or one without the task, refuses it, and the server's refusal restores its row.
 */
export const setTaskDone = updateAction({
  type: 'ticket.setTaskDone',
  table: 'tickets',
  payload: SetTaskDoneBody,
  id: (p) => p.ticket_id,
  refuse: (row, p) => {
    if (row.status === 'closed') return 'The ticket is closed.'
    const tasks = (row.tasks as TicketTask[] | undefined) ?? []
    return tasks.some((t) => t._id === p.task_id) ? null : 'The ticket has no such task.'
  },
  patch: (p, row) => ({
    tasks: ((row.tasks as TicketTask[] | undefined) ?? []).map((t) =>
      t._id === p.task_id ? { ...t, done: p.done } : t,
    ),
  }),
  request: (p) => ({ method: 'PUT', path: `${TICKET_BASE}/setTaskDone`, json: p }),
})

/** Close a ticket (it leaves the lists): PUT closeTicketByID/{id} -> Ticket; closed already: done. */
export const closeTicket = updateAction({
  type: 'ticket.close',
  table: 'tickets',
  payload: TicketIdBody,
  id: (p) => p.ticket_id,
  patch: (_p, row, at) => (row.status === 'closed' ? {} : { status: 'closed', closed_at: at }),
  request: (p) => ({ method: 'PUT', path: `${TICKET_BASE}/closeTicketByID/${p.ticket_id}` }),
})
