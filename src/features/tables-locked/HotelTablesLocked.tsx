import { Trans } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { useSessionStore } from '../../app/staff/session-store.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { LockedSignIn } from './LockedSignIn.tsx'
import { LockedTables } from './LockedTables.tsx'
import './tables-locked.css'

/**
 * HotelTablesLocked, /app/h/tablesl/{service}: the tablet left at the pass. The route has no
 * login redirect (spec §2) and sits outside the back office's layout, so there is no side bar
 * to wander off with; its data shows only while this device holds a staff session with order
 * access to the service, else an inline sign-in takes its place (docs/api.md, Locked tables).
 */
export function HotelTablesLocked() {
  const { service = '' } = useParams()
  const session = useSessionStore((s) => s.session)
  const { sessionExpired } = useSyncStatus()
  if (session.status === 'checking') {
    return (
      <p className="staff-splash" role="status">
        <Trans>Opening the tables…</Trans>
      </p>
    )
  }
  if (session.status === 'signed-out' || sessionExpired)
    return <LockedSignIn serviceName={service} />
  return <LockedTables key={service} me={session.me} serviceName={service} />
}
