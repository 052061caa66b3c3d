/**
 * An in-memory Web Locks manager (exclusive locks only): queueing, `signal` to leave the queue,
 * and `steal`. Web Locks are a browser API Node lacks; this stands in for it in unit tests.
 */
interface Waiter {
  callback: (lock: Lock | null) => unknown
  resolve: (value: unknown) => void
  reject: (reason: unknown) => void
}

const abortError = (message: string) => new DOMException(message, 'AbortError')

export function createFakeLocks(): LockManager {
  const holders = new Map<string, Waiter>()
  const queues = new Map<string, Waiter[]>()

  const grant = (name: string, waiter: Waiter) => {
    holders.set(name, waiter)
    Promise.resolve()
      .then(() => waiter.callback({ name, mode: 'exclusive' }))
      .then(waiter.resolve, waiter.reject)
      .finally(() => {
        if (holders.get(name) !== waiter) return // stolen meanwhile: not ours to release
        holders.delete(name)
        const next = queues.get(name)?.shift()
        if (next) grant(name, next)
      })
  }

  const request = (
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => unknown,
  ): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const waiter: Waiter = { callback, resolve, reject }
      const current = holders.get(name)
      if (options.steal) {
        if (current) current.reject(abortError('The lock was stolen.'))
        grant(name, waiter)
        return
      }
      if (!current) return grant(name, waiter)
      const queue = queues.get(name) ?? []
      queues.set(name, [...queue, waiter])
      options.signal?.addEventListener('abort', () => {
        queues.set(
          name,
          (queues.get(name) ?? []).filter((w) => w !== waiter),
        )
        reject(abortError('Aborted.'))
      })
    })

  return {
    request: request as LockManager['request'],
    query: () => Promise.resolve({ held: [], pending: [] }),
  }
}
