import { msg } from '@lingui/core/macro'
import { neutralReason, notDone } from './generic.ts'
import { localized } from './menu.ts'
import { payloadField, type ActionFamily, type ActionText } from './types.ts'

/*
 * The treatments screen's actions: "Create spa room Sauna", "Change treatment Classic massage",
 * "Delete a treatment". Creates and edits carry the name; a delete names only the row's id.
 */

export const spaRoomActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const name = localized(payloadField(row.payload, 'name'), ctx.language)
    if (row.type === 'spaRoom.delete') return { what: ctx.i18n._(msg`Delete a spa room`), on: null }
    if (name === null) return { what: ctx.i18n._(msg`Change a spa room`), on: null }
    return row.type === 'spaRoom.create'
      ? { what: ctx.i18n._(msg`Create spa room ${name}`), on: null }
      : { what: ctx.i18n._(msg`Change spa room ${name}`), on: null }
  },
  refusal: (row, ctx) =>
    notDone(spaRoomActions.describe(row, ctx), spaRoomActions.reason(row, ctx), ctx),
  reason: (row, ctx) =>
    row.error?.code === 'spa.in_use'
      ? ctx.i18n._(msg`It still has treatments: move or delete them first.`)
      : neutralReason(row, ctx),
  now: () => null,
}

export const spaTreatmentActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const name = localized(payloadField(row.payload, 'name'), ctx.language)
    if (row.type === 'spaTreatment.delete')
      return { what: ctx.i18n._(msg`Delete a treatment`), on: null }
    if (name === null) return { what: ctx.i18n._(msg`Change a treatment`), on: null }
    return row.type === 'spaTreatment.create'
      ? { what: ctx.i18n._(msg`Create treatment ${name}`), on: null }
      : { what: ctx.i18n._(msg`Change treatment ${name}`), on: null }
  },
  refusal: (row, ctx) =>
    notDone(spaTreatmentActions.describe(row, ctx), spaTreatmentActions.reason(row, ctx), ctx),
  reason: (row, ctx) =>
    row.error?.code === 'spa.in_use'
      ? ctx.i18n._(msg`It has appointments to come: decline, finish or move them first.`)
      : neutralReason(row, ctx),
  now: () => null,
}
