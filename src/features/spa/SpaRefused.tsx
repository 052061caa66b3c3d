import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { RefusedNotice } from '../../app/status/RefusedNotice.tsx'
import type { QueuedAction } from '../orders/pending-marks.ts'
import { SPA_FAIL_TEXT } from './mutations.ts'

/** Names of the spa's actions, as the refused notice lists them. */
export const SPA_ACTION_TEXTS: Record<string, MessageDescriptor> = {
  'spaAppointment.create': msg`Book the appointment`,
  'spaAppointment.accept': msg`Accept the appointment`,
  'spaAppointment.decline': msg`Decline the appointment`,
  'spaAppointment.arrived': msg`Guest arrived`,
  'spaAppointment.finishCleaning': msg`Finish cleaning`,
  'spaAppointment.update': msg`Move the appointment`,
  'spaAppointment.delete': msg`Delete the appointment`,
}

const REASONS: Record<string, MessageDescriptor> = {
  'spa.taken': msg`The therapist or the spa room is already booked then.`,
  'spa.unavailable': msg`That time is not free.`,
  conflict: msg`Another device changed this appointment first.`,
  'spa.illegal_transition': msg`Another device changed this appointment first.`,
  not_found: msg`This appointment no longer exists on the server.`,
  forbidden: msg`Your account may not change this spa's appointments.`,
  validation: msg`The server did not accept the values.`,
}

/**
 * Why the server refused it, in the staff language, with the server's own detail (which names
 * the therapist or room and the time that holds it) when it gives one.
 */
export function useSpaReason() {
  const { i18n, t } = useLingui()
  return (row: Pick<QueuedAction, 'error'>): string => {
    const code = row.error?.code ?? ''
    const known = REASONS[code]
    const detail = row.error?.message?.trim()
    if (!known) return detail || t`The server refused it.`
    return detail && (code === 'spa.taken' || code === 'spa.unavailable' || code === 'validation')
      ? `${i18n._(known)} (${detail})`
      : i18n._(known)
  }
}

/** In the popup: the server refused actions on this appointment (spec §8: FAIL.), and why. */
export function SpaRefused({ rows }: { rows: readonly QueuedAction[] }) {
  const { i18n } = useLingui()
  const reason = useSpaReason()
  const items = rows.map((row) => {
    const action = SPA_ACTION_TEXTS[row.type]
    return { id: row.id, action: action ? i18n._(action) : null, reason: reason(row) }
  })
  return <RefusedNotice items={items} prefix={SPA_FAIL_TEXT} staysAfterDismiss />
}
