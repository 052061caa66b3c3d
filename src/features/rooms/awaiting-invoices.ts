import { useCallback, useState } from 'react'

/** A checked-out stay whose invoice downloads once its check-out has synced. */
export interface AwaitedInvoice {
  stayId: string
  fileName: string
  /** When the check-out was queued (ms): a promise older than a week is dropped. */
  since: number
}

const KEY = 'rooms.awaitingInvoices'
const WEEK_MS = 7 * 24 * 60 * 60_000

/**
 * The awaited invoices as stored (bad or old entries left out): the promise "the invoice
 * downloads as soon as the check-out reaches the server" outlives a reload made offline.
 */
export function readAwaited(raw: string | null, now: number): AwaitedInvoice[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (a): a is AwaitedInvoice =>
        typeof a === 'object' &&
        a !== null &&
        typeof (a as AwaitedInvoice).stayId === 'string' &&
        typeof (a as AwaitedInvoice).fileName === 'string' &&
        typeof (a as AwaitedInvoice).since === 'number' &&
        now - (a as AwaitedInvoice).since < WEEK_MS,
    )
  } catch {
    return []
  }
}

/** The list with one stay added (again: replaced) or removed. */
export function withAwaited(
  list: readonly AwaitedInvoice[],
  stayId: string,
  added: Omit<AwaitedInvoice, 'stayId'> | null,
): AwaitedInvoice[] {
  const rest = list.filter((a) => a.stayId !== stayId)
  return added ? [...rest, { stayId, ...added }] : rest
}

function store(list: readonly AwaitedInvoice[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, JSON.stringify(list))
  } catch {
    // Storage full or blocked: the promise holds until the page is reloaded.
  }
}

/** The device's awaited invoices, kept in localStorage across reloads. */
export function useAwaitedInvoices() {
  const [list, setList] = useState<readonly AwaitedInvoice[]>(() =>
    readAwaited(localStorage.getItem(KEY), Date.now()),
  )
  const change = useCallback((stayId: string, added: Omit<AwaitedInvoice, 'stayId'> | null) => {
    setList((prev) => {
      const next = withAwaited(prev, stayId, added)
      store(next)
      return next
    })
  }, [])
  const add = useCallback(
    (stayId: string, fileName: string) => change(stayId, { fileName, since: Date.now() }),
    [change],
  )
  const done = useCallback((stayId: string) => change(stayId, null), [change])
  return { list, add, done }
}
