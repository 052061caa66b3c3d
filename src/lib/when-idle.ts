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
