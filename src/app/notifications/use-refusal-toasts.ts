import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { AnySyncRow, OutboxRow, SyncNotification } from '../../../sync/index.ts'
import { loadActiveCatalog } from '../i18n.ts'
import { engine } from '../staff/engine.ts'
import { describeContext, loadDescribeData, withServerRow } from '../status/describe-data.ts'
import { showToast } from './toast-store.ts'

/** Refusals arriving within this window are told together (a long offline queue replayed). */
const GATHER_MS = 300
/** More refusals than this at once: one toast with the count, the panel has the details. */
const MAX_SINGLE = 2

interface Refusal {
  row: OutboxRow
  current: AnySyncRow | null
}

/**
 * Tells the staff member, in their language, when the server refused one of their actions:
 * "Room 12's order was already accepted on another device." The card keeps a "refused" mark
 * and the refused-actions panel keeps the list until each is dismissed.
 */
export function useRefusalToasts(): void {
  const { i18n } = useLingui()

  useEffect(() => {
    let gathered: Refusal[] = []
    let timer: ReturnType<typeof setTimeout> | undefined

    const tell = async (refusals: readonly Refusal[]) => {
      const count = refusals.length
      if (count > MAX_SINGLE) {
        const text = msg`${plural(count, {
          one: 'The server refused # action. The list is in the bar at the top.',
          other: 'The server refused # actions. The list is in the bar at the top.',
        })}`
        showToast(i18n._(text), 'attention')
        return
      }
      // The words for every area's actions load when there is something to tell, not with the
      // shell: each area adds its own (src/app/status/describe/).
      const [{ describeRefusal }] = await Promise.all([
        import('../status/describe/index.ts'),
        loadActiveCatalog('staff-status'),
      ])
      for (const { row, current } of refusals) {
        const data = withServerRow(await loadDescribeData([row]), row.entity.table, current)
        showToast(describeRefusal(row, describeContext(data, i18n)), 'attention')
      }
    }

    const onNotification = (n: SyncNotification) => {
      if (n.type !== 'actionFailed') return
      gathered.push({ row: n.row, current: n.current })
      timer ??= setTimeout(() => {
        const refusals = gathered
        gathered = []
        timer = undefined
        tell(refusals).catch((error: unknown) => console.error('Refusal toast failed', error))
      }, GATHER_MS)
    }

    const stop = engine.onNotification(onNotification)
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [i18n])
}
