import { Trans } from '@lingui/react/macro'
import type { Payment } from '../../../sync/protocol/index.ts'

/** How the guest pays: cash, card or on the room bill. */
export function PaymentLabel({ payment }: { payment: Payment }) {
  return (
    <span className={`payment payment--${payment}`}>
      {payment === 'cash' ? (
        <Trans>Cash</Trans>
      ) : payment === 'card' ? (
        <Trans>Card</Trans>
      ) : (
        <Trans>Room bill</Trans>
      )}
    </span>
  )
}
