import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import type { OrderStatus } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import { orderRefusalReason } from '../../app/status/failure-reasons.ts'
import { FAILURE_TEXTS } from '../../app/status/failure-texts.ts'
import { ORDER_ACTION_TEXTS } from '../../app/status/describe/orders.ts'
import type { QueuedAction } from './pending-marks.ts'
import './refused-mark.css'

interface RefusedMarkProps {
  rows: readonly QueuedAction[]
  /** The order's status now (the server's, restored after the refusal). */
  status: OrderStatus
  /** Whether the card stays on the board once dismissed (else focus moves to the board's title). */
  staysAfterDismiss: boolean
}

/** On a card: the server refused an action on this order; shown until dismissed. */
export function RefusedMark({ rows, status, staysAfterDismiss }: RefusedMarkProps) {
  const { i18n } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const textId = useId()

  const dismiss = () => {
    const card = ref.current?.closest<HTMLElement>('article')
    const title = ref.current?.closest('[data-board]')?.querySelector<HTMLElement>('h1')
    Promise.all(rows.map((row) => engine.discard(row.id)))
      .then(() => (staysAfterDismiss ? card : title)?.focus())
      .catch((error: unknown) => console.error('Could not dismiss the refused action', error))
  }

  return (
    <div className="refused-mark" ref={ref}>
      <div id={textId}>
        <p className="refused-mark__title">
          <span aria-hidden="true">⚠ </span>
          <Trans>Refused by the server</Trans>
        </p>
        <ul className="refused-mark__list">
          {rows.map((row) => {
            const action = ORDER_ACTION_TEXTS[row.type]
            const reason = i18n._(FAILURE_TEXTS[orderRefusalReason(row, status)])
            return (
              <li key={row.id}>
                {action ? <strong>{i18n._(action)}: </strong> : null}
                {reason}
              </li>
            )
          })}
        </ul>
      </div>
      <button
        type="button"
        className="btn btn-small refused-mark__dismiss"
        aria-describedby={textId}
        onClick={dismiss}
      >
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}
