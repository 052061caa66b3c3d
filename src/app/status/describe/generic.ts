import { msg } from '@lingui/core/macro'
import { failureReason } from '../failure-reasons.ts'
import { FAILURE_TEXTS, NEUTRAL_FAILURE_TEXTS } from '../failure-texts.ts'
import type { ActionFamily, ActionText, DescribableRow, DescribeContext } from './types.ts'

/** Why a non-order action was refused, in words that fit any kind of thing. */
export function neutralReason(row: DescribableRow, ctx: DescribeContext): string {
  const reason = failureReason(row.error, undefined)
  return ctx.i18n._(NEUTRAL_FAILURE_TEXTS[reason] ?? FAILURE_TEXTS[reason])
}

/** "Not done: Set room 12 active. Your account may not do this for this service." */
export function notDone(text: ActionText, reason: string, ctx: DescribeContext): string {
  const action = text.on ? `${text.what} (${text.on})` : text.what
  return ctx.i18n._(msg`Not done: ${action}. ${reason}`)
}

/** Any action this version has no words for (e.g. queued by a newer version). */
export const genericActions: ActionFamily = {
  describe: (_row, ctx) => ({ what: ctx.i18n._(msg`A change made on this device`), on: null }),
  refusal: (row, ctx) => notDone(genericActions.describe(row, ctx), neutralReason(row, ctx), ctx),
  reason: neutralReason,
  now: () => null,
}
