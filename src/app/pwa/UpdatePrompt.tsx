/// <reference types="vite-plugin-pwa/react" />
import { Plural, Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { syncStatus } from '../../../sync/index.ts'
import { useSyncStatus } from '../staff/use-sync-status.ts'
import { UPDATE_CHECK_INTERVAL_MS, updateStep } from './update-policy.ts'
import './update-prompt.css'

let updateTimer: ReturnType<typeof setInterval> | undefined

/** Hourly check for a new version (tablets stay open for days). Offline checks just fail. */
function checkHourly(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration || updateTimer) return
  updateTimer = setInterval(() => {
    registration.update().catch(() => undefined)
  }, UPDATE_CHECK_INTERVAL_MS)
}

/**
 * Registers the staff service worker (scope /app/h/, from the PWA config) and, when a new
 * version waits, offers to reload: never while actions still wait to sync.
 */
export function UpdatePrompt() {
  const { pending } = useSyncStatus()
  const [reloadRequested, setReloadRequested] = useState(false)
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => checkHourly(registration),
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
    // The new worker took control (possibly from another tab): reload only with an empty outbox.
    onNeedReload: () => {
      if (syncStatus.getSnapshot().pending === 0) window.location.reload()
      else setReloadRequested(true)
    },
  })
  const step = updateStep({ reloadRequested, pending })

  useEffect(() => {
    if (step !== 'apply') return
    const controlled = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null
    if (!needRefresh || !controlled) {
      // The new worker already controls the page, or the page was never controlled by the old
      // one (first visit): a plain reload loads the new version.
      window.location.reload()
      return
    }
    // Activate the waiting worker; its "controlling" event reloads (onNeedReload). Should another
    // tab have activated it already, reload anyway: the outbox is empty.
    updateServiceWorker().catch((error: unknown) => console.error(error))
    const fallback = setTimeout(() => window.location.reload(), 5000)
    return () => clearTimeout(fallback)
  }, [step, needRefresh, updateServiceWorker])

  if (!needRefresh && step === 'offer') return null
  return (
    <div className="update-prompt" role="status">
      {step === 'wait-for-sync' ? (
        <p>
          <Plural
            value={pending}
            one="A new version is ready. # action is still waiting to sync: the app will reload as soon as it is sent."
            other="A new version is ready. # actions are still waiting to sync: the app will reload as soon as they are sent."
          />
        </p>
      ) : (
        <>
          <p>
            <Trans>A new version is ready.</Trans>
          </p>
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => setReloadRequested(true)}
          >
            <Trans>Reload</Trans>
          </button>
        </>
      )}
    </div>
  )
}
