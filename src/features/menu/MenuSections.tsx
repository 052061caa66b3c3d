import { Trans, useLingui } from '@lingui/react/macro'
import type { Article, ArticleCategory } from '../../../sync/protocol/index.ts'
import type { Locale } from '../../app/locale.ts'
import { CategoryCard, ItemCard } from './MenuCards.tsx'
import { hoursLabel, reorder, textIn } from './menu-model.ts'
import { movePositions, setAvailability } from './mutations.ts'
import type { MenuMarks } from './queries.ts'
import { SortableList } from './SortableList.tsx'

/** The categories column: the listed categories, draggable into a new order when not searching. */
export function CategorySection(props: {
  categories: ArticleCategory[]
  selectedId: string | undefined
  searching: boolean
  canWrite: boolean
  itemsIn: (categoryId: string) => Article[]
  marks: MenuMarks
  locale: Locale
  onSelect: (categoryId: string) => void
  onFailed: (error: unknown) => void
}) {
  const { t } = useLingui()
  const { categories, searching } = props
  return (
    <section className="menu-screen__categories" aria-labelledby="menu-categories">
      <h2 id="menu-categories" className="menu-screen__heading">
        <Trans>Categories</Trans>
      </h2>
      {categories.length === 0 ? (
        <p className="menu-empty">
          {searching ? (
            <Trans>Nothing matches this search.</Trans>
          ) : (
            <Trans>No categories yet.</Trans>
          )}
        </p>
      ) : (
        <SortableList
          rows={categories}
          enabled={props.canWrite && !searching}
          label={t`Categories`}
          onMove={(from, to) =>
            void movePositions('categories', reorder(categories, from, to)).catch(props.onFailed)
          }
          render={(c) => (
            <CategoryCard
              category={c}
              count={props.itemsIn(c._id).length}
              selected={c._id === props.selectedId}
              marks={props.marks}
              locale={props.locale}
              onSelect={() => props.onSelect(c._id)}
            />
          )}
        />
      )}
    </section>
  )
}

/** The items column: the selected category's items, draggable, each with its Available switch. */
export function ItemSection(props: {
  selected: ArticleCategory | undefined
  items: Article[]
  searching: boolean
  canWrite: boolean
  marks: MenuMarks
  locale: Locale
  money: (amount: number) => string
  onEditCategory: (category: ArticleCategory) => void
  onOpen: (item: Article) => void
  onFailed: (error: unknown) => void
}) {
  const { t } = useLingui()
  const { selected, items, canWrite, locale } = props
  return (
    <section className="menu-screen__items" aria-labelledby="menu-items">
      <header className="menu-screen__items-header">
        <h2 id="menu-items" className="menu-screen__heading">
          {selected ? textIn(selected.name, locale) : <Trans>Items</Trans>}
        </h2>
        {selected && hoursLabel(selected) && (
          <span className="menu-chip">{hoursLabel(selected)}</span>
        )}
        {selected && canWrite && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => props.onEditCategory(selected)}
          >
            <Trans>Edit category</Trans>
          </button>
        )}
      </header>
      {items.length === 0 ? (
        <p className="menu-empty">
          <Trans>No items in this category yet.</Trans>
        </p>
      ) : (
        <SortableList
          rows={items}
          enabled={canWrite && !props.searching}
          label={t`Items`}
          onMove={(from, to) =>
            void movePositions('articles', reorder(items, from, to)).catch(props.onFailed)
          }
          render={(a) => (
            <ItemCard
              item={a}
              marks={props.marks}
              locale={locale}
              price={props.money(a.price)}
              canWrite={canWrite}
              onOpen={() => props.onOpen(a)}
              onAvailability={(on) => void setAvailability(a._id, on).catch(props.onFailed)}
            />
          )}
        />
      )}
    </section>
  )
}
