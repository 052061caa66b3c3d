/**
 * Browser page triggers for sync: focus / visible (pull), online (pull + replay), offline, and a
 * pull every few minutes, so a wall tablet that never loses focus keeps its cursor fresh.
 */
export interface PageTriggers {
  onFocus(): void
  onOnline(): void
  onOffline(): void
}

/** Listens when running in a page; returns the function that stops listening. */
export const PERIODIC_PULL_MS = 10 * 60_000

export function watchPage(triggers: PageTriggers): () => void {
  const win = (globalThis as { window?: Window }).window
  if (!win || typeof win.addEventListener !== 'function') return () => undefined
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') triggers.onFocus()
  }
  const onFocus = () => triggers.onFocus()
  const onOnline = () => triggers.onOnline()
  const onOffline = () => triggers.onOffline()
  win.addEventListener('focus', onFocus)
  win.addEventListener('online', onOnline)
  win.addEventListener('offline', onOffline)
  win.document.addEventListener('visibilitychange', onVisible)
  const timer = setInterval(() => triggers.onFocus(), PERIODIC_PULL_MS)
  return () => {
    clearInterval(timer)
    win.removeEventListener('focus', onFocus)
    win.removeEventListener('online', onOnline)
    win.removeEventListener('offline', onOffline)
    win.document.removeEventListener('visibilitychange', onVisible)
  }
}
