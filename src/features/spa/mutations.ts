import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { ActionPayloads, ActionType } from '../../../sync/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { engine } from '../../app/staff/engine.ts'
import { FAIL_TEXT } from '../../app/status/fail-text.ts'

/** The spa's outbox actions (sync/outbox/actions/spa-*.ts). */
export type SpaActionType = Extract<ActionType, `spaAppointment.${string}`>

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

/**
 * Queues a spa action: shown at once, works offline, sent once when it can. One the device
 * refuses before queueing (the appointment changed meanwhile) is told in a toast with FAIL.
 * Resolves true when the action was queued.
 */
export function useSpaAction() {
  const { t } = useLingui()
  return useCallback(
    async <T extends SpaActionType>(type: T, payload: ActionPayloads[T]): Promise<boolean> => {
      try {
        await engine.enqueue(type, payload)
        return true
      } catch (error: unknown) {
        const code = errorCode(error)
        if (code === 'conflict' || code === 'not_found') {
          showToast(
            `${t(FAIL_TEXT)} ${t`This appointment changed in the meantime. The timeline shows its current state.`}`,
            'attention',
          )
        } else if (code === 'signed_out') {
          showToast(t`Your session has ended. Sign in again.`, 'attention')
        } else {
          console.error('Spa action failed', error)
          showToast(
            `${t(FAIL_TEXT)} ${t`The action could not be saved on this device.`}`,
            'attention',
          )
        }
        return false
      }
    },
    [t],
  )
}
