import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { loadActiveCatalog } from '../i18n.ts'
import { engine } from '../staff/engine.ts'
import { useBusiness } from '../staff/shared-queries.ts'
import { useSyncStatus } from '../staff/use-sync-status.ts'
import { ConnectionAdvice } from './ConnectionAdvice.tsx'
import { NotificationsButton } from './NotificationsButton.tsx'
import './status-bar.css'

interface StatusBarProps {
  sidebarId: string
  sidebarOpen: boolean
  onToggleSidebar: () => void
}

// The panels load on first use, with the words for the actions they list (catalog
// staff-status): they are not needed to paint the board (staff shell budget).
const WaitingPanel = lazy(async () => {
  const [panel] = await Promise.all([
    import('../status/WaitingPanel.tsx'),
    loadActiveCatalog('staff-status'),
  ])
  return { default: panel.WaitingPanel }
})
const FailuresPanel = lazy(async () => {
  const [panel] = await Promise.all([
    import('../status/FailuresPanel.tsx'),
    loadActiveCatalog('staff-status'),
  ])
  return { default: panel.FailuresPanel }
})

/** Always visible: connection (and what to do about it), actions waiting to sync, refused actions. */
export function StatusBar({ sidebarId, sidebarOpen, onToggleSidebar }: StatusBarProps) {
  const { t } = useLingui()
  const status = useSyncStatus()
  const business = useBusiness()
  const [panel, setPanel] = useState<'waiting' | 'refused' | null>(null)
  // Once opened, a panel stays mounted (closed), so the dialog returns focus as it always did.
  const [used, setUsed] = useState({ waiting: false, refused: false })
  const open = (which: 'waiting' | 'refused') => {
    setUsed((u) => ({ ...u, [which]: true }))
    setPanel(which)
  }
  const [retrying, setRetrying] = useState(false)
  const syncing = status.phase === 'pulling' || status.phase === 'replaying'
  const lastSynced = status.lastPulledAt ? new Date(status.lastPulledAt).toLocaleString() : null
  const storageError = status.storageError
  const connection = status.connection
  const refusedCount = status.failed
  const close = () => setPanel(null)

  const retryNow = () => {
    setRetrying(true)
    engine
      .retryNow()
      .catch((error: unknown) => console.error('Retry now failed', error))
      .finally(() => setRetrying(false))
  }

  return (
    <header className="status-bar">
      <button
        type="button"
        className="btn btn-small status-bar__menu"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        <span aria-hidden="true">☰</span>
        <Trans context="navigation">Menu</Trans>
      </button>
      <p className="status-bar__business">{business?.name ?? t`Back office`}</p>
      <div className="status-bar__items">
        <p
          className={connection === 'online' ? 'chip chip--online' : 'chip chip--offline'}
          title={lastSynced ? t`Last synced: ${lastSynced}` : undefined}
          data-connection={connection}
          data-live={status.live}
        >
          <span className="chip__dot" aria-hidden="true" />
          {connection === 'no-network' ? (
            <Trans>Offline</Trans>
          ) : connection === 'server-unreachable' ? (
            <Trans>Server unreachable</Trans>
          ) : connection === 'signed-out' ? (
            <Trans>Signed out</Trans>
          ) : syncing ? (
            <Trans>Syncing…</Trans>
          ) : (
            <Trans>Online</Trans>
          )}
        </p>
        {status.pending > 0 ? (
          <button
            type="button"
            className="chip chip--pending chip--button"
            aria-haspopup="dialog"
            onClick={() => open('waiting')}
          >
            <span aria-hidden="true">⟳</span>
            <Plural value={status.pending} one="# waiting to sync" other="# waiting to sync" />
          </button>
        ) : null}
        {status.failed > 0 ? (
          <button
            type="button"
            className="btn btn-small btn-danger"
            aria-haspopup="dialog"
            onClick={() => open('refused')}
          >
            <Plural value={refusedCount} one="# action refused" other="# actions refused" />
          </button>
        ) : null}
        <NotificationsButton />
      </div>
      <ConnectionAdvice status={status} onRetryNow={retryNow} retrying={retrying} />
      {storageError ? (
        <p className="status-bar__banner" role="alert">
          <Trans>This device could not save data: {storageError}</Trans>
        </p>
      ) : null}
      <Suspense fallback={null}>
        {used.waiting ? <WaitingPanel open={panel === 'waiting'} onClose={close} /> : null}
        {used.refused ? <FailuresPanel open={panel === 'refused'} onClose={close} /> : null}
      </Suspense>
    </header>
  )
}
