import type { OutboxRow, RefusalRow, SyncNotification } from '../../../sync/index.ts'

/** One refused action: the failed outbox row and the server's row the refusal carried. */
export interface Refusal {
  row: OutboxRow
  current: RefusalRow | null
}

export interface RefusalTellerOptions {
  /** The words for one refusal (each area's describeRefusal, in the staff language). */
  describe: (refusal: Refusal) => Promise<string>
  /** The words for many refusals at once (the count; the panel has the details). */
  many: (count: number) => string
  show: (text: string) => void
  /** Outbox row ids already told; shared by every teller of the page, so none is told twice. */
  told: Set<string>
  onError: (error: unknown) => void
}

/** Refusals arriving within this window are told together (a long offline queue replayed). */
export const GATHER_MS = 300
/** More refusals than this at once: one toast with the count. */
export const MAX_SINGLE = 2

/**
 * Turns the engine's `actionFailed` notifications into toasts: one toast per refused action (a
 * refusal told again, e.g. settled a second time after its answer was lost, is not shown
 * again), or one toast with the count when many arrive together.
 */
export function createRefusalTeller(options: RefusalTellerOptions) {
  let gathered: Refusal[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const tell = async (refusals: readonly Refusal[]) => {
    if (refusals.length > MAX_SINGLE) return options.show(options.many(refusals.length))
    for (const refusal of refusals) options.show(await options.describe(refusal))
  }

  return {
    notify: (n: SyncNotification): void => {
      if (n.type !== 'actionFailed' || options.told.has(n.row.id)) return
      options.told.add(n.row.id)
      gathered.push({ row: n.row, current: n.current })
      timer ??= setTimeout(() => {
        const refusals = gathered
        gathered = []
        timer = undefined
        tell(refusals).catch(options.onError)
      }, GATHER_MS)
    },
    /** Tells what was gathered at once (the page is leaving, or the language changed). */
    flush: (): void => {
      clearTimeout(timer)
      timer = undefined
      const refusals = gathered
      gathered = []
      if (refusals.length > 0) tell(refusals).catch(options.onError)
    },
  }
}
