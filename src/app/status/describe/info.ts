import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { neutralReason, notDone } from './generic.ts'
import { localized } from './menu.ts'
import { payloadField, type ActionFamily, type ActionText } from './types.ts'

/*
 * The info screen's actions: "Create info Wi-Fi", "Change store Market Riva", "Change the order
 * of the infos", "Delete an offer". Creates and edits carry the name; a delete only the id.
 */

const WHAT: Record<string, MessageDescriptor> = {
  'info.delete': msg`Delete an info`,
  'info.reorder': msg`Change the order of the infos`,
  'info.update': msg`Change an info`,
  'store.delete': msg`Delete a store`,
  'store.update': msg`Change a store`,
  'offer.delete': msg`Delete an offer`,
  'offer.update': msg`Change an offer`,
}

const describe: ActionFamily['describe'] = (row, ctx): ActionText => {
  const name = localized(
    payloadField(row.payload, row.type.startsWith('info.') ? 'title' : 'name'),
    ctx.language,
  )
  const created = row.type.endsWith('.create')
  if (name !== null && created) {
    if (row.type === 'info.create') return { what: ctx.i18n._(msg`Create info ${name}`), on: null }
    if (row.type === 'store.create')
      return { what: ctx.i18n._(msg`Create store ${name}`), on: null }
    return { what: ctx.i18n._(msg`Create offer ${name}`), on: null }
  }
  return { what: ctx.i18n._(WHAT[row.type] ?? msg`Change an info`), on: name }
}

/** The info pages' families: `info`, `store` and `offer` (one set of words). */
export const infoActions: ActionFamily = {
  describe,
  refusal: (row, ctx) => notDone(describe(row, ctx), infoActions.reason(row, ctx), ctx),
  reason: (row, ctx) =>
    row.error?.code === 'info.in_use'
      ? ctx.i18n._(msg`It still has offers: move or delete them first.`)
      : neutralReason(row, ctx),
  now: () => null,
}
