import './order-lines.css'
import { lineTotal, localized } from '../../../sync/protocol/rules/index.ts'
import type { Language, Order } from '../../../sync/protocol/index.ts'

interface OrderLinesProps {
  content: Order['content']
  language: Language
  formatMoney: (amount: number) => string
  /** The kitchen shows no prices. */
  showPrices?: boolean
}

/** The lines of an order: count, item name, chosen modifier answers, line total. */
export function OrderLines({ content, language, formatMoney, showPrices = true }: OrderLinesProps) {
  return (
    <ul className="order-lines">
      {content.map((line, index) => (
        <li key={`${line.article_id ?? 'line'}-${index}`} className="order-lines__line">
          <span className="order-lines__count">{line.count} ×</span>
          <span className="order-lines__name">
            {localized(line.name, language)}
            {line.modifiers.map((modifier, m) => (
              <span key={m} className="order-lines__modifier">
                {localized(modifier.name, language)}:{' '}
                {modifier.answers.map((a) => localized(a.name, language)).join(', ')}
              </span>
            ))}
          </span>
          {showPrices ? (
            <span className="order-lines__price">{formatMoney(lineTotal(line))}</span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
