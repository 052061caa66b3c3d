/** The bar at the bottom while the cart has items: how many, the total, and a way to open it. */
import { Plural, Trans } from '@lingui/react/macro'
import { cartCount, cartTotal, type CartLine } from './cart.ts'
import { CartIcon } from './icons.tsx'
import { formatMoney } from './money.ts'
import { useGuestLanguage } from './use-guest-language.ts'

type CartBarProps = { cart: readonly CartLine[]; currency: string; onOpen: () => void }

export function CartBar({ cart, currency, onOpen }: CartBarProps) {
  const lang = useGuestLanguage()
  const count = cartCount(cart)
  if (count === 0) return null
  return (
    <div className="g-cart-bar">
      <button type="button" className="g-btn g-btn-primary g-cart-bar-btn" onClick={onOpen}>
        <CartIcon />
        <span className="g-cart-bar-count" aria-live="polite">
          <Plural value={count} one="# item" other="# items" />
        </span>
        <span className="g-cart-bar-view">
          <Trans>View cart</Trans>
        </span>
        <strong>{formatMoney(cartTotal(cart), currency, lang)}</strong>
      </button>
    </div>
  )
}
