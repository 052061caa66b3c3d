import { msg } from '@lingui/core/macro'
import { neutralReason, notDone } from './generic.ts'
import {
  payloadField,
  type ActionFamily,
  type ActionText,
  type DescribableRow,
  type DescribeContext,
} from './types.ts'

function roomName(row: DescribableRow, ctx: DescribeContext): string {
  const id = payloadField(row.payload, 'room_id')
  const key = typeof id === 'string' ? id : row.entity.id
  return ctx.rooms.get(key)?.name ?? '?'
}

const isLink = (type: string) => type.startsWith('room.serviceLink.')

/** Rooms: "Set room 12 active", "Create room 12", "Delete room 12", "Save the link of room 12". */
export const roomActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const room = roomName(row, ctx)
    switch (row.type) {
      case 'room.setActive':
        return { what: ctx.i18n._(msg`Set room ${room} active`), on: null }
      case 'room.setInactive':
        return { what: ctx.i18n._(msg`Set room ${room} inactive`), on: null }
      case 'room.create': {
        const name = payloadField(row.payload, 'name')
        const created = typeof name === 'string' ? name : room
        return { what: ctx.i18n._(msg`Create room ${created}`), on: null }
      }
      case 'room.delete':
        return { what: ctx.i18n._(msg`Delete room ${room}`), on: null }
      case 'room.serviceLink.add':
      case 'room.serviceLink.update':
        return payloadField(row.payload, 'url') === null
          ? { what: ctx.i18n._(msg`Remove the link of room ${room}`), on: null }
          : { what: ctx.i18n._(msg`Save the link of room ${room}`), on: null }
      default:
        return { what: ctx.i18n._(msg`Change room ${room}`), on: null }
    }
  },
  refusal(row, ctx) {
    // The spec's text for a link the server refused.
    if (isLink(row.type)) return ctx.i18n._(msg`Error while saving link`)
    return notDone(roomActions.describe(row, ctx), roomActions.reason(row, ctx), ctx)
  },
  reason(row, ctx) {
    return row.error?.code === 'room.occupied'
      ? ctx.i18n._(msg`A guest is checked in: check the guest out first.`)
      : neutralReason(row, ctx)
  },
  now(row, ctx) {
    const room = ctx.rooms.get(row.entity.id)
    if (!room) return null
    return room.status === 'active' ? ctx.i18n._(msg`Now: active`) : ctx.i18n._(msg`Now: inactive`)
  },
}
