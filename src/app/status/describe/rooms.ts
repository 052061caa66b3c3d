import { msg } from '@lingui/core/macro'
import { neutralReason, notDone } from './generic.ts'
import {
  payloadField,
  type ActionFamily,
  type DescribableRow,
  type DescribeContext,
} from './types.ts'

function roomName(row: DescribableRow, ctx: DescribeContext): string {
  const id = payloadField(row.payload, 'room_id')
  const key = typeof id === 'string' ? id : row.entity.id
  return ctx.rooms.get(key)?.name ?? '?'
}

/** Rooms in or out of use: "Set room 12 active". */
export const roomActions: ActionFamily = {
  describe(row, ctx) {
    const room = roomName(row, ctx)
    switch (row.type) {
      case 'room.setActive':
        return { what: ctx.i18n._(msg`Set room ${room} active`), on: null }
      case 'room.setInactive':
        return { what: ctx.i18n._(msg`Set room ${room} inactive`), on: null }
      default:
        return { what: ctx.i18n._(msg`Change room ${room}`), on: null }
    }
  },
  refusal: (row, ctx) => notDone(roomActions.describe(row, ctx), neutralReason(row, ctx), ctx),
  now(row, ctx) {
    const room = ctx.rooms.get(row.entity.id)
    if (!room) return null
    return room.status === 'active' ? ctx.i18n._(msg`Now: active`) : ctx.i18n._(msg`Now: inactive`)
  },
}
