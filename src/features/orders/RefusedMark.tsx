import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '../../../sync/protocol/index.ts'
import { RefusedNotice } from '../../app/status/RefusedNotice.tsx'
import { orderRefusalReason } from '../../app/status/failure-reasons.ts'
import { FAILURE_TEXTS } from '../../app/status/failure-texts.ts'
import { ORDER_ACTION_TEXTS } from '../../app/status/describe/orders.ts'
import type { QueuedAction } from './pending-marks.ts'

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
  const items = rows.map((row) => {
    const action = ORDER_ACTION_TEXTS[row.type]
    return {
      id: row.id,
      action: action ? i18n._(action) : null,
      reason: i18n._(FAILURE_TEXTS[orderRefusalReason(row, status)]),
    }
  })
  return <RefusedNotice items={items} staysAfterDismiss={staysAfterDismiss} />
}
