import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../../sync/protocol/index.ts'
import { cartLineTotal, type Cart } from '../../guest/cart.ts'
import { textIn } from '../../menu/menu-model.ts'

interface DraftLinesProps {
  cart: Cart
  language: Language
  formatMoney: (amount: number) => string
  onCount: (key: string, delta: number) => void
}

/** The lines of the new order: count steppers (down to 0 removes a line) and each line's price. */
export function DraftLines({ cart, language, formatMoney, onCount }: DraftLinesProps) {
  const { t } = useLingui()
  if (cart.length === 0) {
    return (
      <p className="add-order__muted">
        <Trans>Nothing added yet: choose items from the menu.</Trans>
      </p>
    )
  }
  return (
    <ul className="add-order__lines">
      {cart.map((line) => {
        const name = textIn(line.name, language)
        const count = line.count
        const answers = line.modifiers
          .flatMap((m) => m.answers.map((a) => textIn(a.name, language)))
          .join(', ')
        return (
          <li key={line.key} className="add-order__line" data-line={line.name.en}>
            <span className="add-order__line-name">
              {name}
              {answers ? <small>{answers}</small> : null}
            </span>
            <span className="add-order__stepper" role="group" aria-label={t`Count of ${name}`}>
              <button
                type="button"
                className="btn btn-small"
                aria-label={t`One ${name} less`}
                onClick={() => onCount(line.key, -1)}
              >
                −
              </button>
              <output aria-live="polite">{count}</output>
              <button
                type="button"
                className="btn btn-small"
                aria-label={t`One ${name} more`}
                onClick={() => onCount(line.key, 1)}
              >
                +
              </button>
            </span>
            <span className="add-order__price">{formatMoney(cartLineTotal(line))}</span>
          </li>
        )
      })}
    </ul>
  )
}
