import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Article, Language } from '../../../../sync/protocol/index.ts'
import type { MenuSection } from '../../guest/menu-sections.ts'
import { textIn } from '../../menu/menu-model.ts'
import { searchMenu } from './order-draft.ts'

interface MenuListProps {
  sections: readonly MenuSection[]
  language: Language
  formatMoney: (amount: number) => string
  onPick: (article: Article) => void
  /** The search, kept by the dialog: it stays while an item's choices are picked. */
  search: string
  onSearch: (search: string) => void
}

/** The service's menu to pick from: a search box, then each category's items with a price. */
export function MenuList(props: MenuListProps) {
  const { sections, language, formatMoney, onPick, search } = props
  const { t } = useLingui()
  const searchId = useId()
  const shown = searchMenu(sections, search, language)
  return (
    <section className="add-order__menu" aria-label={t`Menu`}>
      <label htmlFor={searchId} className="add-order__label">
        <Trans>Find an item</Trans>
      </label>
      <input
        id={searchId}
        type="search"
        className="input"
        value={search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      {sections.length === 0 ? (
        <p className="add-order__muted">
          <Trans>This service has nothing on its menu to order.</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p className="add-order__muted">
          <Trans>No item matches.</Trans>
        </p>
      ) : (
        shown.map((section) => (
          <div key={section.category?._id ?? 'other'} className="add-order__section">
            <h3>{section.category ? textIn(section.category.name, language) : t`Other`}</h3>
            <ul>
              {section.articles.map((article) => {
                const name = textIn(article.name, language)
                return (
                  <li key={article._id}>
                    <button
                      type="button"
                      className="add-order__item"
                      data-article={article.name.en}
                      onClick={() => onPick(article)}
                    >
                      <span>
                        <span className="visually-hidden">
                          <Trans>Add</Trans>{' '}
                        </span>
                        {name}
                      </span>
                      <span className="add-order__price">{formatMoney(article.price)}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
        ))
      )}
    </section>
  )
}
