import { Plural, Trans } from '@lingui/react/macro'
import type { SyncStatus } from '../../../sync/index.ts'

interface ConnectionAdviceProps {
  status: Pick<SyncStatus, 'connection' | 'pending'>
  onRetryNow: () => void
  retrying: boolean
}

/** What to do when the device cannot talk to the server: one line per cause, below the bar. */
export function ConnectionAdvice({ status, onRetryNow, retrying }: ConnectionAdviceProps) {
  const count = status.pending
  switch (status.connection) {
    case 'online':
      return null
    case 'no-network':
      return (
        <p className="status-bar__banner" role="status" data-connection="no-network">
          <Trans>
            No network. Check the Wi-Fi or cable of this device. Your work is kept here and will be
            sent when the network is back.
          </Trans>
        </p>
      )
    case 'server-unreachable':
      return (
        <div
          className="status-bar__banner status-bar__banner--action"
          role="status"
          data-connection="server-unreachable"
        >
          <p>
            <Trans>
              The server is not answering. Your work is kept on this device and will be sent as soon
              as it answers.
            </Trans>
          </p>
          {count > 0 ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={onRetryNow}
              disabled={retrying}
            >
              {retrying ? <Trans>Sending…</Trans> : <Trans>Retry now</Trans>}
            </button>
          ) : null}
        </div>
      )
    case 'signed-out':
      return (
        <p className="status-bar__banner" role="alert" data-connection="signed-out">
          <Trans>
            Your session has ended. <a href="/app/h/login">Sign in again</a>.
          </Trans>
          {count > 0 ? (
            <>
              {' '}
              <Plural
                value={count}
                one="# action is kept on this device and sent after you sign in."
                other="# actions are kept on this device and sent after you sign in."
              />
            </>
          ) : null}
        </p>
      )
  }
}
