import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { neutralReason, notDone } from './generic.ts'
import { payloadField, type ActionFamily, type ActionText } from './types.ts'

const WHAT: Record<string, MessageDescriptor> = {
  'discount.create': msg`Add a discount`,
  'discount.update': msg`Change a discount`,
  'discount.delete': msg`Delete a discount`,
  'promotion.create': msg`Add a promotion`,
  'promotion.update': msg`Change a promotion`,
  'promotion.delete': msg`Delete a promotion`,
}

/** The promotions' and discounts' actions: "Add a discount" on "Happy hour". */
export const promotionActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const name = payloadField(row.payload, 'name')
    return {
      what: ctx.i18n._(WHAT[row.type] ?? msg`Change a promotion`),
      on: typeof name === 'string' ? name : null,
    }
  },
  /** The spec's 'FAIL.' (spec 001 §8), then what was not done and why. */
  refusal: (row, ctx) =>
    `${ctx.i18n._(msg`FAIL.`)} ${notDone(promotionActions.describe(row, ctx), neutralReason(row, ctx), ctx)}`,
  reason: neutralReason,
  now: () => null,
}
