import { Trans } from '@lingui/react/macro'
import { Navigate } from 'react-router'
import { useMe } from '../../app/staff/session-store.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { homePath, startsElsewhere } from '../../app/sidebar/home.ts'
import { HotelOrders } from './HotelOrders.tsx'

/**
 * /app/h/: where the signed-in staff member starts (src/app/sidebar/home.ts): the kitchen display,
 * the spa timeline or the rooms for those roles, the orders board for everyone else.
 */
export function StaffHome() {
  const me = useMe()
  const services = useServices()
  const elsewhere = startsElsewhere(me)
  // Before the services are read (or pulled, right after a first sign-in), a role that starts
  // elsewhere waits for them rather than showing the board for a moment.
  if (elsewhere && me.role !== 'admin' && (services === undefined || services.length === 0)) {
    return (
      <p role="status" className="staff-home__wait">
        <Trans>Opening your screen…</Trans>
      </p>
    )
  }
  const to = elsewhere ? homePath(me, services ?? []) : null
  return to ? <Navigate to={to} replace /> : <HotelOrders />
}
