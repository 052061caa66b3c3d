import { Trans } from '@lingui/react/macro'
import type { MenuMarks } from './queries.ts'

/** "Waiting to sync" or "Refused" on a row this account changed (the menu and treatments editors). */
export function SyncMark({
  id,
  marks,
}: {
  id: string
  marks: Pick<MenuMarks, 'waiting' | 'refused'>
}) {
  if (marks.refused.has(id)) {
    return (
      <span className="menu-mark menu-mark--refused">
        <Trans>Refused</Trans>
      </span>
    )
  }
  if (marks.waiting.has(id)) {
    return (
      <span className="menu-mark">
        <Trans>Waiting to sync</Trans>
      </span>
    )
  }
  return null
}
