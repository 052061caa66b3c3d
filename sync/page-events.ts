/** Browser page triggers for sync: focus / visible (pull), online (pull + replay), offline. */
export interface PageTriggers {
  onFocus(): void
  onOnline(): void
  onOffline(): void
}

/** Listens when running in a page; returns the function that stops listening. */
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
  return () => {
    win.removeEventListener('focus', onFocus)
    win.removeEventListener('online', onOnline)
    win.removeEventListener('offline', onOffline)
    win.document.removeEventListener('visibilitychange', onVisible)
  }
}
