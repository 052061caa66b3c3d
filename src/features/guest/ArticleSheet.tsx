/** An item's sheet: its modifiers, how many, and "Add to cart" (blocked by a missing answer). */
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { Article } from '../../../sync/protocol/menu.ts'
import { MAX_LINE_COUNT, makeLine } from './cart.ts'
import { CountStepper } from './CountStepper.tsx'
import { ModifierFieldset } from './ModifierFieldset.tsx'
import {
  emptySelections,
  modifierErrors,
  picksFromSelections,
  type ModifierPick,
} from './modifier-selection.ts'
import { formatMoney } from './money.ts'
import { WasPrice } from './WasPrice.tsx'
import { lineTotal, localized } from '../../../sync/protocol/rules/index.ts'
import { Sheet } from './Sheet.tsx'
import { allergenList } from '../../ui/allergen-labels.ts'
import { useGuestLanguage } from './use-guest-language.ts'

type ArticleSheetProps = {
  article: Article | null
  currency: string
  onAdd: (article: Article, picks: ModifierPick[], count: number) => void
  onClose: () => void
}

export function ArticleSheet({ article, currency, onAdd, onClose }: ArticleSheetProps) {
  const lang = useGuestLanguage()
  return (
    <Sheet
      id="g-article"
      open={article !== null}
      onClose={onClose}
      title={article ? localized(article.name, lang) : ''}
    >
      {article ? (
        <ArticleForm key={article._id} article={article} currency={currency} onAdd={onAdd} />
      ) : null}
    </Sheet>
  )
}

type ArticleFormProps = Omit<ArticleSheetProps, 'article' | 'onClose'> & { article: Article }

function ArticleForm({ article, currency, onAdd }: ArticleFormProps) {
  const lang = useGuestLanguage()
  const [selections, setSelections] = useState(() => emptySelections(article.modifiers))
  const [count, setCount] = useState(1)
  const [tried, setTried] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const errors = modifierErrors(article.modifiers, selections)
  const picks = picksFromSelections(selections)
  const total = formatMoney(lineTotal(makeLine(article, picks, count)), currency, lang)
  const description = localized(article.description, lang)

  function add() {
    if (errors.size > 0) {
      setTried(true)
      const first = form.current?.querySelector<HTMLElement>(
        `[data-modifier="${[...errors.keys()][0]}"] input`,
      )
      first?.focus()
      return
    }
    onAdd(article, picks, count)
  }

  return (
    <form
      ref={form}
      className="g-article"
      onSubmit={(event) => {
        event.preventDefault()
        add()
      }}
    >
      {description ? <p className="g-muted">{description}</p> : null}
      <AllergenLine article={article} />
      {article.price > 0 ? (
        <p className="g-article-price">
          <WasPrice amount={article.full_price} currency={currency} lang={lang} />
          {formatMoney(article.price, currency, lang)}
        </p>
      ) : null}
      {article.modifiers.map((modifier, index) => (
        <ModifierFieldset
          key={index}
          modifier={modifier}
          index={index}
          chosen={selections[index] ?? []}
          error={tried ? (errors.get(index) ?? null) : null}
          currency={currency}
          onChange={(chosen) =>
            setSelections((s) => s.map((answers, i) => (i === index ? chosen : answers)))
          }
        />
      ))}
      <div className="g-article-actions">
        <CountStepper
          count={count}
          max={MAX_LINE_COUNT}
          label={localized(article.name, lang)}
          onChange={(delta) => setCount((c) => Math.min(MAX_LINE_COUNT, Math.max(1, c + delta)))}
        />
        <button type="submit" className="g-btn g-btn-primary g-btn-grow">
          <span>
            <Trans>Add to cart</Trans>
          </span>
          <span className="g-btn-sub">{total}</span>
        </button>
      </div>
    </form>
  )
}

/** Which of the EU's 14 allergens the item contains, as the hotel marked them. */
function AllergenLine({ article }: { article: Article }) {
  const { i18n } = useLingui()
  if (!article.allergens?.length) return null
  const list = allergenList(i18n, article.allergens)
  return (
    <p className="g-article-allergens">
      <Trans>Allergens: {list}</Trans>
    </p>
  )
}
