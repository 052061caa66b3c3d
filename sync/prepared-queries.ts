import { liveQuery } from 'dexie'

/**
 * Live queries a screen's route starts before the screen's code has loaded.
 *
 * A screen that opens from the sidebar used to wait in a chain: the route's code and texts, a
 * first render ("Loading…"), then its IndexedDB read, then the render with the rows. A route
 * `loader` (which React Router runs beside the route's `lazy` code) calls `prepareLiveQuery`, so
 * the read runs while the code loads, and the screen's first render already has its rows; the
 * screen's hook (src/lib/prepared-live-query.ts) takes over the same live query, which keeps answering
 * every change (a pull, an action queued here, another tab).
 *
 * A query is shared by key (which must name everything the query reads by: the service, the
 * account). It is kept while a screen watches it, and `lingerMs` after the last one left (or after
 * a navigation that prepared it and went elsewhere), then closed.
 */
export const preparedQueryOptions = { lingerMs: 5_000 }

export type Querier<T> = () => T | Promise<T>

interface Entry {
  value: unknown
  error: unknown
  answered: boolean
  listeners: Set<() => void>
  /** Resolves at the first answer (or error). */
  first: Promise<void>
  close: () => void
  timer: ReturnType<typeof setTimeout> | null
}

const entries = new Map<string, Entry>()

function start(key: string, querier: Querier<unknown>): Entry {
  let firstAnswer!: () => void
  const entry: Entry = {
    value: undefined,
    error: undefined,
    answered: false,
    listeners: new Set(),
    first: new Promise<void>((resolve) => (firstAnswer = resolve)),
    close: () => {},
    timer: null,
  }
  const notify = () => {
    firstAnswer()
    for (const listener of [...entry.listeners]) listener()
  }
  const subscription = liveQuery(querier).subscribe({
    next: (value) => {
      entry.value = value
      entry.error = undefined
      entry.answered = true
      notify()
    },
    error: (error: unknown) => {
      entry.error = error
      entry.answered = true
      notify()
    },
  })
  entry.close = () => subscription.unsubscribe()
  entries.set(key, entry)
  lingerThenClose(key, entry)
  return entry
}

/** Closes the entry `lingerMs` from now unless a screen watches it by then. */
function lingerThenClose(key: string, entry: Entry): void {
  if (entry.timer) clearTimeout(entry.timer)
  entry.timer = setTimeout(() => {
    entry.timer = null
    if (entry.listeners.size > 0) return
    entry.close()
    if (entries.get(key) === entry) entries.delete(key)
  }, preparedQueryOptions.lingerMs)
}

function entryFor(key: string, querier: Querier<unknown>): Entry {
  return entries.get(key) ?? start(key, querier)
}

/**
 * Starts the live query under `key` (or finds it running) and resolves at its first answer, or
 * after `waitMs`, whichever is first: a slow read never holds a navigation for longer (the screen
 * then shows its loading state, as without a loader).
 */
export async function prepareLiveQuery(
  key: string,
  querier: Querier<unknown>,
  waitMs = 500,
): Promise<void> {
  const entry = entryFor(key, querier)
  if (entry.answered) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    entry.first,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
  ])
  clearTimeout(timer)
}

/**
 * Watches the live query under `key` (started here if no route prepared it): `listener` runs at
 * each answer. Returns the function that stops watching.
 */
export function watchPreparedQuery(
  key: string,
  querier: Querier<unknown>,
  listener: () => void,
): () => void {
  const entry = entryFor(key, querier)
  if (entry.timer) {
    clearTimeout(entry.timer)
    entry.timer = null
  }
  entry.listeners.add(listener)
  return () => {
    entry.listeners.delete(listener)
    if (entry.listeners.size === 0) lingerThenClose(key, entry)
  }
}

/** The last answer of the query under `key`: undefined before the first; throws its error. */
export function preparedAnswer<T>(key: string, querier: Querier<T>): T | undefined {
  const entry = entryFor(key, querier)
  if (entry.error !== undefined)
    throw entry.error instanceof Error ? entry.error : new Error('The live query failed')
  return entry.value as T | undefined
}
