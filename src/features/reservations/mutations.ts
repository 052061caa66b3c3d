import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { ActionType } from '../../../sync/index.ts'
import { FAIL_TEXT } from '../../app/status/fail-text.ts'
import type { Reservation } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { engine } from '../../app/staff/engine.ts'
import { cardActions, type CardAction } from './board.ts'

const ACTION_TYPES = {
  accept: 'reservation.accept',
  decline: 'reservation.decline',
  active: 'reservation.active',
  noshow: 'reservation.noshow',
  cancel: 'reservation.cancel',
  nowAvailable: 'reservation.nowAvailable',
  delete: 'reservation.delete',
} as const satisfies Record<CardAction, ActionType>

/** Queues one card action (optimistic; the outbox sends it once, when it can). */
export async function enqueueReservationAction(
  reservationId: string,
  action: CardAction,
  reason = '',
): Promise<void> {
  const type = ACTION_TYPES[action]
  const reservation_id = reservationId
  if (type === 'reservation.decline') {
    const text = reason.trim()
    await engine.enqueue(type, text ? { reservation_id, reason: text } : { reservation_id })
  } else {
    await engine.enqueue(type, { reservation_id })
  }
}

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

/**
 * Runs a card action: shown at once, works offline. One refused before it is queued (the
 * reservation changed meanwhile) is told in a toast with the spec's FAIL.
 */
export function useReservationAction() {
  const { t } = useLingui()
  return useCallback(
    (reservation: Pick<Reservation, '_id' | 'status'>, action: CardAction, reason = '') => {
      if (!cardActions(reservation.status).includes(action)) return
      enqueueReservationAction(reservation._id, action, reason).catch((error: unknown) => {
        const code = errorCode(error)
        if (code === 'conflict' || code === 'not_found') {
          showToast(
            `${t(FAIL_TEXT)} ${t`This reservation changed in the meantime. The board shows its current state.`}`,
            'attention',
          )
        } else if (code === 'signed_out') {
          showToast(t`Your session has ended. Sign in again.`, 'attention')
        } else {
          console.error('Reservation action failed', error)
          showToast(
            `${t(FAIL_TEXT)} ${t`The action could not be saved on this device.`}`,
            'attention',
          )
        }
      })
    },
    [t],
  )
}
