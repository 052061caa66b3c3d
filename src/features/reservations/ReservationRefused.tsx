import { useLingui } from '@lingui/react/macro'
import type { Reservation } from '../../../sync/protocol/index.ts'
import { RefusedNotice } from '../../app/status/RefusedNotice.tsx'
import {
  RESERVATION_ACTION_TEXTS,
  reservationContext,
  reservationReason,
} from '../../app/status/describe/reservations.ts'
import { FAIL_TEXT } from '../../app/status/fail-text.ts'
import type { QueuedAction } from './marks.ts'

interface ReservationRefusedProps {
  rows: readonly QueuedAction[]
  /** The reservation now (the server's, restored after the refusal). */
  reservation: Reservation
  /** Whether the card stays once dismissed (else focus moves to the board's title). */
  staysAfterDismiss: boolean
}

/** On a card: the server refused an action on it (spec §8: FAIL.), with its reason. */
export function ReservationRefused({
  rows,
  reservation,
  staysAfterDismiss,
}: ReservationRefusedProps) {
  const { i18n } = useLingui()
  const ctx = reservationContext(i18n, reservation)
  const items = rows.map((row) => {
    const action = RESERVATION_ACTION_TEXTS[row.type]
    return {
      id: row.id,
      action: action ? i18n._(action) : null,
      reason: reservationReason({ ...row, payload: null }, ctx),
    }
  })
  return (
    <RefusedNotice items={items} prefix={i18n._(FAIL_TEXT)} staysAfterDismiss={staysAfterDismiss} />
  )
}
