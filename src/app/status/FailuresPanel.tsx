import { Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useRef } from 'react'
import { db, refusedActions } from '../../../sync/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { engine } from '../staff/engine.ts'
import { useMe } from '../staff/session-store.ts'
import { describeContext, loadDescribeData } from './describe-data.ts'
import { FailedActionItem } from './FailedActionItem.tsx'
import './failures.css'

interface FailuresPanelProps {
  open: boolean
  onClose: () => void
}

const report = (error: unknown) => console.error('Could not dismiss the refused action', error)

/**
 * The actions of this account the server refused (another device got there first, no
 * permission, …), with the server's state now. They can only be dismissed: sending the same
 * action again would get the same refusal.
 */
export function FailuresPanel({ open, onClose }: FailuresPanelProps) {
  const { t, i18n } = useLingui()
  const me = useMe()
  const listRef = useRef<HTMLUListElement>(null)
  const refused = useLiveQuery(async () => {
    const rows = await refusedActions(db, me.account_id)
    return { rows, data: await loadDescribeData(rows) }
  }, [me.account_id])
  const rows = refused?.rows ?? []
  const ctx = refused ? describeContext(refused.data, i18n) : null

  /** Dismisses, then moves the focus to a neighbour's button (or the panel's close button). */
  const dismiss = (ids: readonly string[], index: number | null) => {
    const list = listRef.current
    const buttons = [...(list?.querySelectorAll<HTMLElement>('[data-dismiss]') ?? [])]
    const close = list?.closest('dialog')?.querySelector<HTMLElement>('.dialog__close')
    const next = index === null ? close : (buttons[index + 1] ?? buttons[index - 1] ?? close)
    Promise.all(ids.map((id) => engine.discard(id)))
      .then(() => next?.focus())
      .catch(report)
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Refused actions`}
      actions={
        rows.length > 1 ? (
          <button
            type="button"
            className="btn"
            onClick={() =>
              dismiss(
                rows.map((r) => r.id),
                null,
              )
            }
          >
            <Trans>Dismiss all</Trans>
          </button>
        ) : null
      }
    >
      {ctx && rows.length > 0 ? (
        <>
          <p className="failures__intro">
            <Trans>
              The server refused these actions. The board shows the state on the server again.
            </Trans>
          </p>
          <ul className="failures" ref={listRef}>
            {rows.map((row, index) => (
              <FailedActionItem
                key={row.id}
                row={row}
                ctx={ctx}
                onDismiss={() => dismiss([row.id], index)}
              />
            ))}
          </ul>
        </>
      ) : refused ? (
        <p>
          <Trans>No refused actions.</Trans>
        </p>
      ) : null}
    </Dialog>
  )
}
