/**
 * Runs `run` when the page is idle (requestIdleCallback, at most `timeoutMs` later; a short
 * timer where the browser has none). Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 300)
  return () => clearTimeout(id)
}

/**
 * `whenIdle`, but not before `delayMs`: for work ahead (code a later click needs) that must not
 * land in the idle gaps of a screen still loading, such as the wait for IndexedDB's answer.
 * Returns the cancel.
 */
export function whenIdleAfter(delayMs: number, run: () => void, timeoutMs = 5000): () => void {
  let cancelIdle = () => {}
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(run, timeoutMs)
  }, delayMs)
  return () => {
    clearTimeout(timer)
    cancelIdle()
  }
}
