import { useCallback, useState } from 'react'
import { Outlet } from 'react-router'
import { Toasts } from '../../ui/Toasts.tsx'
import { useOrderAlerts } from '../notifications/use-order-alerts.ts'
import { useRefusalToasts } from '../notifications/use-refusal-toasts.ts'
import { useToastStore } from '../notifications/toast-store.ts'
import { useLayoutPainted } from '../staff/first-screen.ts'
import { useMeFollowsScope } from '../staff/use-me-follows-scope.ts'
import { LogoutDialog } from './LogoutDialog.tsx'
import { Sidebar } from './Sidebar.tsx'
import { StatusBar } from './StatusBar.tsx'
import { useLogout } from './use-logout.ts'
import './back-office.css'

const SIDEBAR_ID = 'back-office-sidebar'

/** Back-office page frame: status bar on top, sidebar (a drawer on ≤ 600 px), the screen. */
export function BackOfficeLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const closeSidebar = useCallback(() => setSidebarOpen(false), [])
  const logout = useLogout()
  const toasts = useToastStore((s) => s.toasts)
  const dismiss = useToastStore((s) => s.dismiss)
  useOrderAlerts()
  useRefusalToasts()
  useLayoutPainted()
  useMeFollowsScope()

  return (
    <div className="back-office">
      <StatusBar
        sidebarId={SIDEBAR_ID}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
      />
      <div className="back-office__body">
        {sidebarOpen ? (
          <div className="sidebar-backdrop" aria-hidden="true" onClick={closeSidebar} />
        ) : null}
        <Sidebar
          id={SIDEBAR_ID}
          open={sidebarOpen}
          onClose={closeSidebar}
          onLogout={logout.start}
        />
        <main className="back-office__main" id="main">
          <Outlet />
        </main>
      </div>
      <LogoutDialog
        state={logout.state}
        onWait={logout.waitThenLogOut}
        onLogOutAnyway={logout.logOutAnyway}
        onCancel={logout.cancel}
      />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  )
}
