import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx'
import { setHotelZone } from '../../lib/hotel-zone.ts'
import { useSessionStore } from './session-store.ts'
import { useBusiness } from './shared-queries.ts'
import './staff.css'

/**
 * Root of /app/h/* and /app/b/*: restores the session from IndexedDB, registers the staff
 * service worker (scope /app/h/) and offers app updates.
 */
export function StaffShell() {
  const restore = useSessionStore((s) => s.restore)
  useEffect(() => {
    restore().catch((error: unknown) => console.error(error))
  }, [restore])
  // Every time and day on the staff screens is the hotel's wall clock (DESIGN §4). Undefined
  // while IndexedDB answers: the zone kept from the last page holds until then (not UTC, which
  // would show every time an hour or more off for a moment and repaint each screen twice).
  const zone = useBusiness()?.time_zone
  useEffect(() => {
    if (zone !== undefined) setHotelZone(zone)
  }, [zone])
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  )
}
