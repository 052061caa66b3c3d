import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import type { Reservation } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import {
  RESERVATION_ACTION_TEXTS,
  reservationReason,
} from '../../app/status/describe/reservations.ts'
import { parseLocale } from '../../app/locale.ts'
import { RESERVATION_FAIL_TEXT } from '../../../sync/protocol/rules/index.ts'
import type { DescribeContext } from '../../app/status/describe/types.ts'
import type { QueuedAction } from './marks.ts'
import '../orders/refused-mark.css'

interface ReservationRefusedProps {
  rows: readonly QueuedAction[]
  /** The reservation now (the server's, restored after the refusal). */
  reservation: Reservation
  /** Whether the card stays once dismissed (else focus moves to the board's title). */
  staysAfterDismiss: boolean
}

/** On a card: the server refused an action on it (spec §8: FAIL.), with its reason. */
export function ReservationRefused({
  rows,
  reservation,
  staysAfterDismiss,
}: ReservationRefusedProps) {
  const { i18n } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const textId = useId()
  const ctx: DescribeContext = {
    i18n,
    language: parseLocale(i18n.locale),
    orders: new Map(),
    services: new Map(),
    tables: new Map(),
    rooms: new Map(),
    categories: new Map(),
    articles: new Map(),
    stays: new Map(),
    tickets: new Map(),
    reservations: new Map([[reservation._id, reservation]]),
  }

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
          {RESERVATION_FAIL_TEXT} <Trans>Refused by the server</Trans>
        </p>
        <ul className="refused-mark__list">
          {rows.map((row) => {
            const action = RESERVATION_ACTION_TEXTS[row.type]
            return (
              <li key={row.id}>
                {action ? <strong>{i18n._(action)}: </strong> : null}
                {reservationReason({ ...row, payload: null }, ctx)}
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
