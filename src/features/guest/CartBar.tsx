/** The bar at the bottom while the cart has items: how many, the total, and a way to open it. */
import { Plural, Trans } from '@lingui/react/macro'
import { cartCount, cartTotal, type CartLine } from './cart.ts'
import { CartIcon } from './icons.tsx'
import { formatMoney } from './money.ts'
import { useGuestLanguage } from './use-guest-language.ts'

type CartBarProps = {
  cart: readonly CartLine[]
  currency: string
  fee: number
  onOpen: () => void
  onPreload: () => void
}

export function CartBar({ cart, currency, fee, onOpen, onPreload }: CartBarProps) {
  const lang = useGuestLanguage()
  const count = cartCount(cart)
  if (count === 0) return null
  return (
    <div className="g-cart-bar">
      <button
        type="button"
        className="g-btn g-btn-primary g-cart-bar-btn"
        onPointerDown={onPreload}
        onClick={onOpen}
      >
        <span className="g-cart-bar-icon" aria-hidden="true">
          <CartIcon />
          <span className="g-cart-bar-badge">{count}</span>
        </span>
        <span className="visually-hidden" aria-live="polite">
          <Plural value={count} one="# item" other="# items" />
        </span>
        <span className="g-cart-bar-view">
          <Trans>View cart</Trans>
        </span>
        <strong>{formatMoney(cartTotal(cart, fee), currency, lang)}</strong>
      </button>
    </div>
  )
}
