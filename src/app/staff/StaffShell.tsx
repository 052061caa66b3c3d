import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx'
import { useSessionStore } from './session-store.ts'
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
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  )
}
