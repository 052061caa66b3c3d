import { Trans } from '@lingui/react/macro'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useSessionStore } from './session-store.ts'

/** Staff screens need a session (kept offline in IndexedDB), else BusinessLogin. */
export function RequireSession() {
  const session = useSessionStore((s) => s.session)
  const location = useLocation()
  if (session.status === 'checking') {
    return (
      <p className="staff-splash" role="status">
        <Trans>Opening the back office…</Trans>
      </p>
    )
  }
  if (session.status === 'signed-out') {
    return <Navigate to="/app/h/login" replace state={{ from: location.pathname }} />
  }
  return <Outlet />
}
