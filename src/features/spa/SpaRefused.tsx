import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { RefusedNotice } from '../../app/status/RefusedNotice.tsx'
import type { QueuedAction } from '../orders/pending-marks.ts'
import { SPA_APPOINTMENT_ACTION_TEXTS } from '../../app/status/describe/spa.ts'
import { FAIL_TEXT } from '../../app/status/fail-text.ts'

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
    // The action's label is the waiting and refused lists' (one place for each label).
    const action = SPA_APPOINTMENT_ACTION_TEXTS[row.type]
    return { id: row.id, action: action ? i18n._(action) : null, reason: reason(row) }
  })
  return <RefusedNotice items={items} prefix={i18n._(FAIL_TEXT)} staysAfterDismiss />
}
