import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { neutralReason, notDone } from './generic.ts'
import { payloadField, type ActionFamily, type ActionText } from './types.ts'

const WHAT: Record<string, MessageDescriptor> = {
  'business.update': msg`Change the business settings`,
  'service.add': msg`Add a service`,
  'service.update': msg`Change a service’s settings`,
  'service.setWorkingHours': msg`Change a service’s working hours`,
}

/** The settings screen's actions: "Change a service’s settings" on "Pool bar". */
export const settingsActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const name = payloadField(row.payload, 'name')
    return {
      what: ctx.i18n._(WHAT[row.type] ?? msg`Change the business settings`),
      on: typeof name === 'string' ? name : null,
    }
  },
  /** The spec's 'Update failed' (spec 001 §8), then what was not done and why. */
  refusal: (row, ctx) =>
    `${ctx.i18n._(msg`Update failed`)} ${notDone(settingsActions.describe(row, ctx), neutralReason(row, ctx), ctx)}`,
  reason: neutralReason,
  now: () => null,
}
