import { Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useRef, useState } from 'react'
import { db, waitingActions } from '../../../sync/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { engine } from '../staff/engine.ts'
import { useMe } from '../staff/session-store.ts'
import { useSyncStatus } from '../staff/use-sync-status.ts'
import { describeContext, loadDescribeData } from './describe-data.ts'
import { useNow } from '../../lib/use-now.ts'
import { WaitingActionItem } from './WaitingActionItem.tsx'
import './failures.css'

interface WaitingPanelProps {
  open: boolean
  onClose: () => void
}

/** Every action of this account waiting to reach the server, and "Retry now". */
export function WaitingPanel({ open, onClose }: WaitingPanelProps) {
  const { t, i18n } = useLingui()
  const me = useMe()
  const status = useSyncStatus()
  const now = useNow(30_000)
  const [retrying, setRetrying] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(null)
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const waiting = useLiveQuery(async () => {
    const rows = await waitingActions(db, me.account_id)
    return { rows, data: await loadDescribeData(rows) }
  }, [me.account_id])
  const rows = waiting?.rows ?? []
  const ctx = waiting ? describeContext(waiting.data, i18n) : null
  const signedOut = status.connection === 'signed-out'

  const retryNow = () => {
    setRetrying(true)
    setOutcome(null)
    engine
      .retryNow()
      .then(async () => {
        const left = (await waitingActions(db, me.account_id)).length
        // The button goes away with the last row: keep the focus in the panel.
        if (left === 0) {
          outcomeRef.current
            ?.closest('dialog')
            ?.querySelector<HTMLElement>('.dialog__close')
            ?.focus()
        }
        setOutcome(
          left === 0
            ? t`Everything was sent.`
            : t`Not everything could be sent yet. It will be tried again.`,
        )
      })
      .catch((error: unknown) => console.error('Retry now failed', error))
      .finally(() => setRetrying(false))
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Waiting to sync`}
      actions={
        rows.length > 0 && !signedOut ? (
          <button type="button" className="btn btn-primary" onClick={retryNow} disabled={retrying}>
            {retrying ? <Trans>Sending…</Trans> : <Trans>Retry now</Trans>}
          </button>
        ) : null
      }
    >
      {signedOut && rows.length > 0 ? (
        <p className="queued-advice">
          <Trans>
            Your session has ended: these actions are kept on this device and are sent after you{' '}
            <a href="/app/h/login">sign in again</a>.
          </Trans>
        </p>
      ) : status.connection === 'no-network' && rows.length > 0 ? (
        <p className="queued-advice">
          <Trans>No network: these actions are kept on this device and sent when it is back.</Trans>
        </p>
      ) : null}
      {ctx && rows.length > 0 ? (
        <ul className="queued-list">
          {rows.map((row) => (
            <WaitingActionItem key={row.id} row={row} ctx={ctx} now={now} />
          ))}
        </ul>
      ) : waiting ? (
        <p>
          <Trans>Nothing is waiting to sync.</Trans>
        </p>
      ) : null}
      <p className="queued-outcome" role="status" ref={outcomeRef}>
        {outcome}
      </p>
    </Dialog>
  )
}
