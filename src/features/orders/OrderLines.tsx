import './order-lines.css'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  allergenConflicts,
  avoidedAllergens,
  lineTotal,
  localized,
  type Allergen,
} from '../../../sync/protocol/rules/index.ts'
import { allergenList } from '../../ui/allergen-labels.ts'
import type { Language, Order } from '../../../sync/protocol/index.ts'

interface OrderLinesProps {
  content: Order['content']
  language: Language
  formatMoney: (amount: number) => string
  /** The kitchen shows no prices. */
  showPrices?: boolean
  /** The ordering guest's profile allergies: a line containing one of them is marked. */
  allergies?: readonly string[] | undefined
}

/** The lines of an order: count, item name, chosen modifier answers, line total. */
export function OrderLines(props: OrderLinesProps) {
  const { content, language, formatMoney, showPrices = true } = props
  const { i18n } = useLingui()
  const avoided = avoidedAllergens(props.allergies ?? [])
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
            <LineWarning
              conflicts={allergenConflicts(line, avoided)}
              phrase={(found) => allergenList(i18n, found)}
            />
          </span>
          {showPrices ? (
            <span className="order-lines__price">{formatMoney(lineTotal(line))}</span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** A line with an allergen the guest avoids: said on the line itself. */
function LineWarning(props: { conflicts: Allergen[]; phrase: (found: Allergen[]) => string }) {
  if (props.conflicts.length === 0) return null
  const found = props.phrase(props.conflicts)
  return (
    <span className="order-lines__allergen">
      <Trans>Contains {found}</Trans>
    </span>
  )
}
