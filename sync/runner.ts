/**
 * Runs an async job one at a time. A trigger while it runs schedules exactly one more run after
 * it (triggers coalesce), and the returned promise resolves after a run that started after the
 * trigger, so `await trigger()` means "everything up to now has been handled".
 */
export function singleFlight(job: () => Promise<void>) {
  let current: Promise<void> | null = null
  let next: Promise<void> | null = null

  const start = (): Promise<void> => {
    current = job()
      .catch((error: unknown) => console.error('sync:', error))
      .finally(() => {
        current = null
      })
    return current
  }

  const trigger = (): Promise<void> => {
    if (!current) return start()
    next ??= current.then(() => {
      next = null
      return current ?? start()
    })
    return next
  }

  return {
    trigger,
    /** Resolves when no run is in progress or queued. */
    async settled(): Promise<void> {
      while (current ?? next) await (next ?? current)
    },
  }
}
