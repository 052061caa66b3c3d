import { msg } from '@lingui/core/macro'
import { formatDay } from '../../../lib/dates.ts'
import { intlLocales } from '../../locale.ts'
import { neutralReason, notDone } from './generic.ts'
import { payloadField, type ActionFamily, type DescribeContext } from './types.ts'

/** The week's first day (YYYY-MM-DD) in the staff language ("30 Nov"). */
function weekOf(payload: unknown, ctx: DescribeContext): string {
  const week = payloadField(payload, 'week_start')
  if (typeof week !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(week)) return '?'
  return formatDay(week, intlLocales(ctx.language), { day: 'numeric', month: 'short' })
}

/** Shift weeks (the shift schedule's Save): "Save the shift week from 30 Nov". */
export const shiftActions: ActionFamily = {
  describe: (row, ctx) => {
    const week = weekOf(row.payload, ctx)
    return { what: ctx.i18n._(msg`Save the shift week from ${week}`), on: null }
  },
  refusal: (row, ctx) => notDone(shiftActions.describe(row, ctx), neutralReason(row, ctx), ctx),
  reason: neutralReason,
  now: () => null,
}
