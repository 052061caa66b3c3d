import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Business } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { FAIL_TEXT } from '../../app/status/fail-text.ts'
import { syncChannelManager } from '../../../sync/online.ts'

/**
 * The business's channel-manager sync (spec 001 §2, §8): shown only with an integration; rooms,
 * then stays, through the existing channel-manager routes. 'SYNC COMPLETE' or 'FAIL.' (logged).
 * Online only: it reads another system through the server.
 */
export function ChannelSyncButton({ business }: { business: Business }) {
  const { i18n } = useLingui()
  const { online } = useSyncStatus()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<'ok' | 'fail' | null>(null)
  if (business.integration === 'none') return null
  const run = async () => {
    setBusy(true)
    setResult(null)
    try {
      const outcome = await syncChannelManager(business._id)
      if (!outcome.ok) console.warn('Channel manager sync failed', outcome)
      else await engine.pullNow()
      setResult(outcome.ok ? 'ok' : 'fail')
    } catch (error) {
      console.error('Channel manager sync failed', error)
      setResult('fail')
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button type="button" className="btn" disabled={!online || busy} onClick={() => void run()}>
        {busy ? <Trans>Syncing the rooms…</Trans> : <Trans>Sync the rooms and stays</Trans>}
      </button>
      {result ? (
        <p className="settings-sync" role={result === 'ok' ? 'status' : 'alert'}>
          {result === 'ok' ? <Trans>SYNC COMPLETE</Trans> : i18n._(FAIL_TEXT)}
        </p>
      ) : null}
    </>
  )
}
