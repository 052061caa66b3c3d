import { Trans } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { engine } from '../staff/engine.ts'
import '../../features/orders/refused-mark.css'

/** One refused action as a card shows it: what it was, and why the server said no. */
export interface RefusedItem {
  id: string
  action: string | null
  reason: string
}

interface RefusedNoticeProps {
  items: readonly RefusedItem[]
  /** Before "Refused by the server" (the spec's FAIL. for reservations). */
  prefix?: string
  /** Whether the card stays on its board once dismissed (else focus moves to the board's title). */
  staysAfterDismiss: boolean
}

/**
 * On a card: the server refused actions on it, each with its reason, shown until dismissed
 * (dismissing drops the failed outbox rows). Orders, the kitchen and reservations use it.
 */
export function RefusedNotice({ items, prefix, staysAfterDismiss }: RefusedNoticeProps) {
  const ref = useRef<HTMLDivElement>(null)
  const textId = useId()

  const dismiss = () => {
    const card = ref.current?.closest<HTMLElement>('article')
    const title = ref.current?.closest('[data-board]')?.querySelector<HTMLElement>('h1')
    Promise.all(items.map((item) => engine.discard(item.id)))
      .then(() => (staysAfterDismiss ? card : title)?.focus())
      .catch((error: unknown) => console.error('Could not dismiss the refused action', error))
  }

  return (
    <div className="refused-mark" ref={ref}>
      <div id={textId}>
        <p className="refused-mark__title">
          <span aria-hidden="true">⚠ </span>
          {prefix ? `${prefix} ` : null}
          <Trans>Refused by the server</Trans>
        </p>
        <ul className="refused-mark__list">
          {items.map((item) => (
            <li key={item.id}>
              {item.action ? <strong>{item.action}: </strong> : null}
              {item.reason}
            </li>
          ))}
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
