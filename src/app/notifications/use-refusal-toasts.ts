import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { loadActiveCatalog } from '../i18n.ts'
import { engine } from '../staff/engine.ts'
import { describeContext, loadDescribeData, withServerRow } from '../status/describe-data.ts'
import { createRefusalTeller } from './refusal-teller.ts'
import { showToast } from './toast-store.ts'

/** The refusals this page has told (a refusal is told once, whoever mounts the hook). */
const told = new Set<string>()

/**
 * Tells the staff member, in their language, when the server refused one of their actions:
 * "Room 12's order was already accepted on another device." The card keeps a "refused" mark
 * and the refused-actions panel keeps the list until each is dismissed.
 */
export function useRefusalToasts(): void {
  const { i18n } = useLingui()

  useEffect(() => {
    const teller = createRefusalTeller({
      told,
      async describe({ row, current }) {
        // The words for every area's actions load when there is something to tell, not with
        // the shell: each area adds its own (src/app/status/describe/).
        const [{ describeRefusal }] = await Promise.all([
          import('../status/describe/index.ts'),
          loadActiveCatalog('staff-status'),
        ])
        const data = withServerRow(await loadDescribeData([row]), current)
        return describeRefusal(row, describeContext(data, i18n))
      },
      many: (count) =>
        i18n._(
          msg`${plural(count, {
            one: 'The server refused # action. The list is in the bar at the top.',
            other: 'The server refused # actions. The list is in the bar at the top.',
          })}`,
        ),
      show: (text) => showToast(text, 'attention'),
      onError: (error) => console.error('Refusal toast failed', error),
    })
    const stop = engine.onNotification(teller.notify)
    return () => {
      stop()
      teller.flush()
    }
  }, [i18n])
}
