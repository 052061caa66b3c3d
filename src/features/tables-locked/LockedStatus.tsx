import { Trans } from '@lingui/react/macro'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'

/** Online or not, and how many of this tablet's actions wait to reach the server. */
export function LockedStatus() {
  const { online, pending } = useSyncStatus()
  return (
    <p className="locked__status" role="status" data-online={online ? 'true' : 'false'}>
      {online ? <Trans>Online</Trans> : <Trans>Offline: working from this tablet</Trans>}
      {pending > 0 ? (
        <>
          {' · '}
          <Trans>{pending} waiting to sync</Trans>
        </>
      ) : null}
    </p>
  )
}
