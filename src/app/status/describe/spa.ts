import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { timeFormat } from '../../../lib/dates.ts'
import { hotelZone } from '../../../lib/hotel-zone.ts'
import { intlLocales } from '../../locale.ts'
import { FAIL_TEXT } from '../fail-text.ts'
import { neutralReason, notDone } from './generic.ts'
import type { ActionFamily, ActionText, DescribableRow, DescribeContext } from './types.ts'

/** When a booking is, on the hotel's wall clock: "24. 11. 21:30". */
const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/** Names of the spa timeline's actions (the waiting and refused lists, the refusal toast, the popup's refused notice). */
export const SPA_APPOINTMENT_ACTION_TEXTS: Record<string, MessageDescriptor> = {
  'spaAppointment.create': msg`Book a spa appointment`,
  'spaAppointment.accept': msg`Accept spa appointment`,
  'spaAppointment.decline': msg`Decline spa appointment`,
  'spaAppointment.arrived': msg`Mark spa guest arrived`,
  'spaAppointment.finishCleaning': msg`Finish cleaning after a spa appointment`,
  'spaAppointment.update': msg`Move spa appointment`,
  'spaAppointment.delete': msg`Delete spa appointment`,
}

const REASONS: Record<string, MessageDescriptor> = {
  'spa.taken': msg`The therapist or the spa room is already booked then.`,
  'spa.unavailable': msg`That time is not free for this treatment.`,
  'spa.illegal_transition': msg`Another device changed this spa appointment first.`,
  conflict: msg`Another device changed this spa appointment first.`,
  not_found: msg`This spa appointment no longer exists on the server.`,
  forbidden: msg`Your account may not change this spa's appointments.`,
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** "Novak · 24. 11. 09:00": the server's row of a refusal, else what a booking carried. */
function appointmentLabel(row: DescribableRow, ctx: DescribeContext): string | null {
  const source = row.refusedWith ?? (row.type === 'spaAppointment.create' ? row.payload : null)
  if (typeof source !== 'object' || source === null) return null
  const { name, time } = source as { name?: unknown; time?: unknown }
  const who = text(name)
  if (!who) return null
  const at = typeof time === 'string' ? Date.parse(time) : Number.NaN
  if (Number.isNaN(at)) return who
  const when = timeFormat(intlLocales(ctx.language), WHEN, hotelZone()).format(at)
  return `${who} · ${when}`
}

/** Why the server refused a spa action, from its code (the slot's detail comes from the server). */
function spaReason(row: DescribableRow, ctx: DescribeContext): string {
  const code = row.error?.code ?? ''
  const known = REASONS[code]
  return known ? ctx.i18n._(known) : neutralReason(row, ctx)
}

/** Book, accept, decline, arrived, finish cleaning, move, delete: "Move spa appointment" on "Novak · …". */
export const spaAppointmentActions: ActionFamily = {
  describe(row, ctx): ActionText {
    const name = SPA_APPOINTMENT_ACTION_TEXTS[row.type] ?? msg`Change a spa appointment`
    return { what: ctx.i18n._(name), on: appointmentLabel(row, ctx) }
  },
  /** The spec's FAIL., then what was not done and why. */
  refusal(row, ctx) {
    return `${ctx.i18n._(FAIL_TEXT)} ${notDone(spaAppointmentActions.describe(row, ctx), spaReason(row, ctx), ctx)}`
  },
  reason: (row, ctx) => spaReason(row, ctx),
  now: () => null,
}
