import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { neutralReason, notDone } from './generic.ts'
import { payloadField, type ActionFamily, type ActionText } from './types.ts'

const WHAT: Record<string, MessageDescriptor> = {
  'employee.create': msg`Add a worker`,
  'employee.update': msg`Change a worker`,
  'employee.delete': msg`Delete a worker`,
}

/** The workers screen's actions: "Add a worker" on "Jelena Marić". */
export const employeeActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const name = payloadField(row.payload, 'name')
    const surname = payloadField(row.payload, 'surname')
    const on =
      typeof name === 'string'
        ? `${name} ${typeof surname === 'string' ? surname : ''}`.trim()
        : null
    return { what: ctx.i18n._(WHAT[row.type] ?? msg`Change a worker`), on }
  },
  /** The spec's 'FAILURE' (spec 001 §8, employee refusals), then what was not done and why. */
  refusal: (row, ctx) =>
    `${ctx.i18n._(msg`FAILURE`)} ${notDone(employeeActions.describe(row, ctx), neutralReason(row, ctx), ctx)}`,
  reason: neutralReason,
  now: () => null,
}
