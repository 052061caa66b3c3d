import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { neutralReason, notDone } from './generic.ts'
import { payloadField, type ActionFamily, type ActionText } from './types.ts'

const WHAT: Record<string, MessageDescriptor> = {
  'survey.create': msg`Add a survey`,
  'survey.update': msg`Change a survey`,
  'survey.delete': msg`Delete a survey`,
}

/** The surveys screen's actions: "Add a survey" on "Your stay". */
export const surveyActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const name = payloadField(row.payload, 'name') as { en?: unknown } | undefined
    const on = name && typeof name.en === 'string' ? name.en : null
    return { what: ctx.i18n._(WHAT[row.type] ?? msg`Change a survey`), on }
  },
  /** The spec's 'FAIL.' (spec 001 §8, surveys), then what was not done and why. */
  refusal: (row, ctx) =>
    `${ctx.i18n._(msg`FAIL.`)} ${notDone(surveyActions.describe(row, ctx), neutralReason(row, ctx), ctx)}`,
  reason: neutralReason,
  now: () => null,
}
