import { Trans } from '@lingui/react/macro'
import type { Language } from '../../../sync/protocol/common.ts'
import { formatMoney } from './money.ts'

/**
 * The price before a running discount, struck through before the price a guest pays (the
 * server's reads carry both: `full_price` and `price`, docs/api.md Discounts).
 */
export function WasPrice(props: { amount: number | undefined; currency: string; lang: Language }) {
  if (props.amount === undefined) return null
  return (
    <>
      <s className="g-was">
        <span className="visually-hidden">
          <Trans context="price">Before the discount:</Trans>{' '}
        </span>
        {formatMoney(props.amount, props.currency, props.lang)}
      </s>{' '}
    </>
  )
}
