import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { textMatcher } from '../../../sync/protocol/rules/index.ts'
import { parseLocale, intlLocales } from '../../app/locale.ts'
import { formatMoney } from '../../lib/money.ts'
import { SearchField } from '../../ui/SearchField.tsx'
import type { Discountable } from './queries.ts'

interface ItemPickerProps {
  items: readonly Discountable[]
  chosen: readonly string[]
  currency: string
  error: string | undefined
  onToggle: (id: string) => void
}

/** The items a discount names: a searchable list of checkboxes, the chosen ones first. */
export function ItemPicker({ items, chosen, currency, error, onToggle }: ItemPickerProps) {
  const { t, i18n } = useLingui()
  const [search, setSearch] = useState('')
  const id = useId()
  const lang = parseLocale(i18n.locale)
  const nameOf = (item: Discountable) => item.name[lang] || item.name.en
  const matches = textMatcher(search)
  const shown = items
    .filter((item) => chosen.includes(item._id) || matches(nameOf(item)))
    .sort(
      (a, b) =>
        Number(chosen.includes(b._id)) - Number(chosen.includes(a._id)) ||
        nameOf(a).localeCompare(nameOf(b)),
    )
  const count = chosen.length
  return (
    <fieldset className="promo-items" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        <Trans>Items ({count} chosen)</Trans>
      </legend>
      <SearchField
        className="promo-items__search"
        label={t`Search the items`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="promo-items__list">
        {shown.map((item) => (
          <li key={item._id}>
            <label>
              <input
                type="checkbox"
                checked={chosen.includes(item._id)}
                onChange={() => onToggle(item._id)}
              />{' '}
              {nameOf(item)}{' '}
              <span className="promo-items__price">
                {formatMoney(item.price, currency, intlLocales(lang))}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className="promo-form__hint">
          <Trans>No item matches.</Trans>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="promo-form__problem" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
