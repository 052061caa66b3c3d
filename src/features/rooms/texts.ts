import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FAIL_TEXT } from '../../app/status/fail-text.ts'
import type { FieldProblem, LinkProblem, RoomProblem } from './drafts.ts'
import type { RefusedAction } from './queries.ts'

/** A form problem in the staff member's words. */
export function problemText(
  problem: FieldProblem | RoomProblem | LinkProblem | undefined,
  i18n: I18n,
) {
  switch (problem) {
    case undefined:
      return undefined
    case 'required':
      return i18n._(msg`This is required.`)
    case 'past':
      return i18n._(msg`This date is in the past.`)
    case 'beforeArrival':
      return i18n._(msg`The check-out date must not be before the arrival.`)
    case 'beforeStart':
      return i18n._(msg`The check-out date must not be before the stay began.`)
    case 'tooLong':
      return i18n._(msg`This is too long.`)
    case 'duplicate':
      return i18n._(msg`Another room already has this name.`)
    case 'link':
      return i18n._(msg`A link starts with http:// or https://.`)
  }
}

const ACTION_NAMES: Record<string, MessageDescriptor> = {
  'room.create': msg`New room`,
  'room.update': msg`Room changes`,
  'room.delete': msg`Delete room`,
  'room.setActive': msg`Set active`,
  'room.setInactive': msg`Set inactive`,
  'stay.checkIn': msg`Check-in`,
  'stay.checkOut': msg`Check-out`,
  'stay.updateCheckout': msg`Extend stay`,
  'stay.add': msg`Booking`,
  'stay.fastInput': msg`Fast input`,
  'ticket.create': msg`Out-of-service ticket`,
  'ticket.addTask': msg`New task`,
  'ticket.setTaskDone': msg`Task done`,
  'ticket.close': msg`Close ticket`,
}

const isLink = (action: RefusedAction) => action.type.startsWith('room.serviceLink.')

/** Why the server refused a reception action, named: "Check-in: TAKEN. …". */
export function refusalText(action: RefusedAction, i18n: I18n): string {
  // A refused link is told with the spec's text (section 8), then why.
  if (isLink(action)) return `${i18n._(msg`Error while saving link`)}: ${linkReason(action, i18n)}`
  const name = ACTION_NAMES[action.type]
  const reason = reasonText(action, i18n)
  return name ? `${i18n._(name)}: ${reason}` : reason
}

function linkReason(action: RefusedAction, i18n: I18n): string {
  switch (action.code) {
    case 'conflict':
      return i18n._(
        msg`Another desk gave the room a link for this service first; the room has theirs now.`,
      )
    case 'not_found':
      return i18n._(msg`The room or the service no longer exists.`)
    default:
      return reasonText(action, i18n)
  }
}

function reasonText(action: RefusedAction, i18n: I18n): string {
  switch (action.code) {
    case 'stay.taken': {
      // Spec section 8: the check-in refusal is the word "TAKEN.".
      const current = action.refusedWith as { guest_name?: unknown; password?: unknown } | null
      const code = typeof current?.password === 'string' ? current.password : ''
      return code
        ? i18n._(
            msg`TAKEN. Another desk checked a guest in to this room first; their stay is shown, with room code ${code}.`,
          )
        : i18n._(
            msg`TAKEN. Another desk checked a guest in to this room first; their stay is shown.`,
          )
    }
    case 'stay.booked':
      return i18n._(msg`The room is booked by another stay for these days.`)
    case 'stay.checked_out':
      return i18n._(msg`This stay has already been checked out.`)
    case 'stay.not_checked_in':
      return i18n._(msg`This stay was never checked in.`)
    case 'room.occupied':
      return i18n._(msg`A guest is checked in to this room: check them out first.`)
    case 'ticket.closed':
      return i18n._(msg`This ticket has been closed.`)
    case 'forbidden':
      return i18n._(msg`Your account may not do this at reception.`)
    case 'not_found':
      return i18n._(msg`This no longer exists on the server.`)
    case 'conflict':
      return i18n._(msg`The server has a conflicting change (for example the same room name).`)
    case 'validation':
      return i18n._(msg`The server refused the data of this action.`)
    default:
      return action.message || i18n._(FAIL_TEXT)
  }
}
