import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useBusiness } from '../staff/shared-queries.ts'
import { useSyncStatus } from '../staff/use-sync-status.ts'
import { FailuresPanel } from '../status/FailuresPanel.tsx'
import { NotificationsButton } from './NotificationsButton.tsx'
import './status-bar.css'

interface StatusBarProps {
  sidebarId: string
  sidebarOpen: boolean
  onToggleSidebar: () => void
}

/** Always visible: connection, actions waiting to sync, failed actions. */
export function StatusBar({ sidebarId, sidebarOpen, onToggleSidebar }: StatusBarProps) {
  const { t } = useLingui()
  const status = useSyncStatus()
  const business = useBusiness()
  const [failuresOpen, setFailuresOpen] = useState(false)
  const syncing = status.phase === 'pulling' || status.phase === 'replaying'
  const lastSynced = status.lastPulledAt ? new Date(status.lastPulledAt).toLocaleString() : null
  const storageError = status.storageError

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
          className={status.online ? 'chip chip--online' : 'chip chip--offline'}
          title={lastSynced ? t`Last synced: ${lastSynced}` : undefined}
        >
          <span className="chip__dot" aria-hidden="true" />
          {!status.online ? (
            <Trans>Offline</Trans>
          ) : syncing ? (
            <Trans>Syncing…</Trans>
          ) : (
            <Trans>Online</Trans>
          )}
        </p>
        {status.pending > 0 ? (
          <p className="chip chip--pending">
            <Plural value={status.pending} one="# waiting to sync" other="# waiting to sync" />
          </p>
        ) : null}
        {status.failed > 0 ? (
          <button
            type="button"
            className="btn btn-small btn-danger"
            onClick={() => setFailuresOpen(true)}
          >
            <Plural value={status.failed} one="# action failed" other="# actions failed" />
          </button>
        ) : null}
        <NotificationsButton />
      </div>
      {status.sessionExpired ? (
        <p className="status-bar__banner" role="alert">
          <Trans>
            Your session has ended. <a href="/app/h/login">Sign in again</a>: actions waiting to
            sync are kept.
          </Trans>
        </p>
      ) : null}
      {storageError ? (
        <p className="status-bar__banner" role="alert">
          <Trans>This device could not save data: {storageError}</Trans>
        </p>
      ) : null}
      <FailuresPanel open={failuresOpen} onClose={() => setFailuresOpen(false)} />
    </header>
  )
}
