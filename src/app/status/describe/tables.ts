import { msg, plural } from '@lingui/core/macro'
import { neutralReason, notDone } from './generic.ts'
import {
  payloadField,
  type ActionFamily,
  type DescribableRow,
  type DescribeContext,
} from './types.ts'

/** The ids of the tables a table action writes. */
function tableIds(row: DescribableRow): string[] {
  const listed = payloadField(row.payload, 'tables')
  if (Array.isArray(listed)) {
    const ids = listed.map((t) => payloadField(t, '_id')).filter((id) => typeof id === 'string')
    if (ids.length > 0) return ids
  }
  return (row.entities ?? [row.entity]).map((e) => e.id)
}

function tableNames(ids: readonly string[], ctx: DescribeContext): string | null {
  const names = ids.map((id) => ctx.tables.get(id)?.name)
  return names.every((n) => n !== undefined) ? names.join(', ') : null
}

/** Dining tables: "Move 3 tables" on "Tables 4, 5, 6". */
export const tableActions: ActionFamily = {
  describe(row, ctx) {
    const ids = tableIds(row)
    const count = ids.length
    const what =
      row.type === 'table.updateMany'
        ? ctx.i18n._(msg`${plural(count, { one: 'Move # table', other: 'Move # tables' })}`)
        : ctx.i18n._(msg`${plural(count, { one: 'Change # table', other: 'Change # tables' })}`)
    const names = tableNames(ids, ctx)
    return { what, on: names ? ctx.i18n._(msg`Tables ${names}`) : null }
  },
  refusal: (row, ctx) => notDone(tableActions.describe(row, ctx), neutralReason(row, ctx), ctx),
  reason: neutralReason,
  now: () => null,
}
