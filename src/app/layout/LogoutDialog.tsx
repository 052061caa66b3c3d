import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/Dialog.tsx'
import { useSyncStatus } from '../staff/use-sync-status.ts'
import type { LogoutState } from './use-logout.ts'

interface LogoutDialogProps {
  state: LogoutState
  onWait: () => void
  onLogOutAnyway: () => void
  onCancel: () => void
}

/** Shown when logging out with actions still waiting to sync. */
export function LogoutDialog({ state, onWait, onLogOutAnyway, onCancel }: LogoutDialogProps) {
  const { t } = useLingui()
  const { pending, online } = useSyncStatus()
  const open = state.step !== 'idle'
  const count = state.step === 'confirm' ? Math.max(state.pending, pending) : pending

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t`Log out`}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          {state.step === 'confirm' ? (
            <button type="button" className="btn btn-primary" onClick={onWait}>
              <Trans>Wait</Trans>
            </button>
          ) : null}
          <button type="button" className="btn btn-danger" onClick={onLogOutAnyway}>
            <Trans>Log out anyway</Trans>
          </button>
        </>
      }
    >
      {state.step === 'error' ? (
        <p role="alert">
          <Trans>Logging out failed. Try again.</Trans>
        </p>
      ) : (
        <p>
          <Plural
            value={count}
            one="# action is still waiting to sync."
            other="# actions are still waiting to sync."
          />
        </p>
      )}
      {state.step === 'waiting' ? (
        <p role="status">
          {online ? (
            <Trans>Sending… you will be logged out when everything is sent.</Trans>
          ) : (
            <Trans>Offline: waiting for the connection to come back.</Trans>
          )}
        </p>
      ) : (
        <p>
          <Trans>
            Wait until everything is sent, or log out anyway: waiting actions stay on this device
            and are sent when you sign in again.
          </Trans>
        </p>
      )}
    </Dialog>
  )
}
