import { msg } from '@lingui/core/macro'
import { stayStatus } from '../../../../sync/protocol/rules/index.ts'
import { neutralReason, notDone } from './generic.ts'
import {
  payloadField,
  type ActionFamily,
  type ActionText,
  type DescribableRow,
  type DescribeContext,
  type DescribedStay,
} from './types.ts'

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

/** A day `YYYY-MM-DD` as the desks write it: 5.12.2026. */
export function day(iso: unknown): string {
  const match = typeof iso === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null
  return match ? `${Number(match[3])}.${Number(match[2])}.${match[1]}` : '?'
}

/** The server's stay a refusal carried (TAKEN.: the other desk's; booked: the booking's). */
function refusedStay(row: DescribableRow): Partial<DescribedStay> | null {
  const current = row.refusedWith
  return current && typeof current.room_id === 'string' ? current : null
}

/** The room a stay action is about: the payload's (a new stay), else the stay's. */
function stayRoom(row: DescribableRow, ctx: DescribeContext): string {
  const roomId = payloadField(row.payload, 'room_id')
  const stay = ctx.stays.get(row.entity.id)
  return (
    text(payloadField(row.payload, 'room_name')) ??
    (typeof roomId === 'string' ? ctx.rooms.get(roomId)?.name : undefined) ??
    stay?.room_name ??
    refusedStay(row)?.room_name ??
    '?'
  )
}

/** Why a stay action was refused, from the refusal's code and the server's stay it carried. */
function stayReason(row: DescribableRow, ctx: DescribeContext): string {
  const other = refusedStay(row)
  switch (row.error?.code) {
    case 'stay.booked': {
      const [from, to] = [day(other?.arrival ?? other?.check_in), day(other?.checkout)]
      return ctx.i18n._(msg`The room is booked from ${from} to ${to}.`)
    }
    case 'stay.checked_out':
      return ctx.i18n._(msg`The stay has been checked out.`)
    case 'stay.not_checked_in':
      return ctx.i18n._(msg`The guest is not checked in.`)
    default:
      return neutralReason(row, ctx)
  }
}

/** Check-in, check-out, extend, book ahead, fast input: "Check in room 12" on "Ana Kovačević". */
export const stayActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const room = stayRoom(row, ctx)
    const guest =
      text(payloadField(row.payload, 'guest_name')) ??
      text(ctx.stays.get(row.entity.id)?.guest_name)
    switch (row.type) {
      case 'stay.checkIn':
        return { what: ctx.i18n._(msg`Check in room ${room}`), on: guest }
      case 'stay.checkOut':
        return { what: ctx.i18n._(msg`Check out room ${room}`), on: guest }
      case 'stay.updateCheckout': {
        const date = day(payloadField(row.payload, 'checkout'))
        return { what: ctx.i18n._(msg`Change the check-out of room ${room} to ${date}`), on: guest }
      }
      case 'stay.add': {
        const [from, to] = [
          day(payloadField(row.payload, 'arrival')),
          day(payloadField(row.payload, 'checkout')),
        ]
        return { what: ctx.i18n._(msg`Book room ${room} from ${from} to ${to}`), on: guest }
      }
      case 'stay.fastInput':
        return { what: ctx.i18n._(msg`Import bookings (fast input)`), on: null }
      default:
        return { what: ctx.i18n._(msg`Change a stay`), on: null }
    }
  },

  refusal(row, ctx) {
    const other = refusedStay(row)
    if (row.error?.code === 'stay.taken' && other) {
      const room = other.room_name ?? stayRoom(row, ctx)
      const code = other.password ?? '?'
      return ctx.i18n._(
        msg`TAKEN. Room ${room} was checked in on another device first. Its room code is ${code}.`,
      )
    }
    return notDone(stayActions.describe(row, ctx), stayReason(row, ctx), ctx)
  },
  reason: (row, ctx) => stayReason(row, ctx),

  now(row, ctx) {
    const other = refusedStay(row)
    if (row.error?.code === 'stay.taken' && other?.password) {
      const code = other.password
      return ctx.i18n._(msg`Now: checked in on another device, room code ${code}`)
    }
    const stay = ctx.stays.get(row.entity.id)
    if (!stay) return null
    switch (stayStatus(stay)) {
      case 'active':
        return ctx.i18n._(msg`Now: checked in`)
      case 'planned':
        return ctx.i18n._(msg`Now: booked, not checked in`)
      case 'checked_out':
        return ctx.i18n._(msg`Now: checked out`)
    }
  },
}

/** Repair tickets: "Open a ticket for room 12" on "Kettle broken". */
export const ticketActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const ticket = ctx.tickets.get(row.entity.id)
    const room = text(payloadField(row.payload, 'room_name')) ?? ticket?.room_name ?? '?'
    switch (row.type) {
      case 'ticket.create':
        return {
          what: ctx.i18n._(msg`Open a ticket for room ${room}`),
          on: text(payloadField(row.payload, 'description')),
        }
      case 'ticket.addTask':
        return {
          what: ctx.i18n._(msg`Add a task to the ticket of room ${room}`),
          on: text(payloadField(row.payload, 'text')),
        }
      case 'ticket.setTaskDone': {
        const taskId = payloadField(row.payload, 'task_id')
        const task = ticket?.tasks?.find((t) => t._id === taskId)?.text ?? null
        return {
          what:
            payloadField(row.payload, 'done') === false
              ? ctx.i18n._(msg`Reopen a task of the ticket of room ${room}`)
              : ctx.i18n._(msg`Tick a task done on the ticket of room ${room}`),
          on: task,
        }
      }
      case 'ticket.close':
        return {
          what: ctx.i18n._(msg`Close the ticket of room ${room}`),
          on: ticket?.description ?? null,
        }
      default:
        return { what: ctx.i18n._(msg`Change a ticket`), on: null }
    }
  },
  refusal(row, ctx) {
    return notDone(ticketActions.describe(row, ctx), ticketActions.reason(row, ctx), ctx)
  },
  reason(row, ctx) {
    return row.error?.code === 'ticket.closed'
      ? ctx.i18n._(msg`The ticket has been closed.`)
      : neutralReason(row, ctx)
  },
  now(row, ctx) {
    const ticket = ctx.tickets.get(row.entity.id)
    if (!ticket) return null
    return ticket.status === 'closed' ? ctx.i18n._(msg`Now: closed`) : ctx.i18n._(msg`Now: open`)
  },
}
