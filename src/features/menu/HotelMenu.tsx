import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation, useParams } from 'react-router'
import { can, type MenuScreen } from '../../../sync/protocol/rules/index.ts'
import type { Article, ArticleCategory, Service } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatMoney } from '../../lib/money.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { CategoryForm } from './CategoryForm.tsx'
import { ItemForm } from './ItemForm.tsx'
import {
  categoriesOf,
  hoursLabel,
  itemsOf,
  matchesSearch,
  nextPosition,
  reorder,
  resolveService,
  screenServices,
  textIn,
} from './menu-model.ts'
import {
  deleteCategory,
  deleteItem,
  movePositions,
  saveCategory,
  saveItem,
  setAvailability,
} from './mutations.ts'
import { useMenuMarks, useMenuRows, useObjectUrl, type MenuMarks } from './queries.ts'
import { ServiceSwitch } from './ServiceSwitch.tsx'
import { SortableList } from './SortableList.tsx'
import { SyncMark } from './SyncMark.tsx'
import './menu.css'

type Panel =
  | { kind: 'none' }
  | { kind: 'item'; item: Article | null }
  | { kind: 'category'; category: ArticleCategory | null }
type Confirm = { kind: 'item'; item: Article } | { kind: 'category'; category: ArticleCategory }

/** Hotelmenu /app/h/menu/{service}, HotelAmenities /app/h/amenities/{service}, Hotelmicemenu /app/h/mice_menu/{service}. */
export function HotelMenu() {
  const { pathname } = useLocation()
  const { service } = useParams()
  const screen: MenuScreen = pathname.includes('/amenities/')
    ? 'amenities'
    : pathname.includes('/mice_menu/')
      ? 'mice_menu'
      : 'menu'
  const services = useServices()
  const rows = useMenuRows()
  if (!services || !rows) {
    return (
      <p role="status">
        <Trans>Loading the menu…</Trans>
      </p>
    )
  }
  const list = screenServices(screen, services)
  const current = resolveService(service, list)
  if (!current) {
    return (
      <p className="menu-empty">
        <Trans>This business has no service with a menu here.</Trans>
      </p>
    )
  }
  return (
    <MenuEditor
      key={`${screen}:${current._id}`}
      screen={screen}
      service={current}
      services={list}
      rows={rows}
    />
  )
}

function MenuEditor({
  screen,
  service,
  services,
  rows,
}: {
  screen: MenuScreen
  service: Service
  services: readonly Service[]
  rows: { categories: ArticleCategory[]; articles: Article[] }
}) {
  const { t } = useLingui()
  const me = useMe()
  const business = useBusiness()
  const { locale, intl } = useActiveLocale()
  const marks = useMenuMarks(me.account_id)
  const [search, setSearch] = useState('')
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [panel, setPanel] = useState<Panel>({ kind: 'none' })
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const canWrite = can(me, service._id, 'itemsWrite')
  const businessId = me.business_id ?? ''
  const money = (amount: number) => formatMoney(amount, business?.currency ?? '', intl)

  const allCategories = categoriesOf(service._id, rows.categories)
  const searching = search.trim() !== ''
  const itemsIn = (id: string) => itemsOf(id, service._id, rows.articles)
  const categories = searching
    ? allCategories.filter(
        (c) =>
          matchesSearch(c.name, search) ||
          itemsIn(c._id).some((a) => matchesSearch(a.name, search)),
      )
    : allCategories
  const selected = categories.find((c) => c._id === chosenId) ?? categories[0]
  const items = selected
    ? itemsIn(selected._id).filter(
        (a) => matchesSearch(a.name, search) || matchesSearch(selected.name, search),
      )
    : []

  const failed = (error: unknown) => {
    console.error('Menu action failed', error)
    showToast(t`The change could not be saved on this device.`, 'attention')
  }
  const close = () => setPanel({ kind: 'none' })

  return (
    <div
      className="menu-screen"
      data-menu-screen={screen}
      data-chosen={chosenId ? 'true' : undefined}
    >
      <header className="menu-screen__header">
        {chosenId && (
          <button
            type="button"
            className="btn btn-small menu-screen__back"
            onClick={() => setChosenId(null)}
          >
            <span aria-hidden="true">←</span> <Trans>Categories</Trans>
          </button>
        )}
        <h1 className="menu-screen__title" tabIndex={-1}>
          {screen === 'amenities' ? (
            <Trans>Amenities</Trans>
          ) : screen === 'mice_menu' ? (
            <Trans>Event menu</Trans>
          ) : (
            <Trans>Menu</Trans>
          )}{' '}
          · {service.name}
        </h1>
        <ServiceSwitch
          label={<Trans>Service</Trans>}
          path={screen}
          service={service}
          services={services}
        />
        <SearchField
          className="menu-screen__search"
          label={t`Search by name`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {canWrite && (
          <div className="menu-screen__actions">
            <button
              type="button"
              className="btn"
              onClick={() => setPanel({ kind: 'category', category: null })}
            >
              <Trans>New category</Trans>
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!selected}
              onClick={() => setPanel({ kind: 'item', item: null })}
            >
              <Trans>New item</Trans>
            </button>
          </div>
        )}
      </header>

      <div className="menu-screen__body">
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
              enabled={canWrite && !searching}
              label={t`Categories`}
              onMove={(from, to) =>
                void movePositions('categories', reorder(categories, from, to)).catch(failed)
              }
              render={(c) => (
                <CategoryCard
                  category={c}
                  count={itemsIn(c._id).length}
                  selected={c._id === selected?._id}
                  marks={marks}
                  locale={locale}
                  onSelect={() => setChosenId(c._id)}
                />
              )}
            />
          )}
        </section>

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
                onClick={() => setPanel({ kind: 'category', category: selected })}
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
              enabled={canWrite && !searching}
              label={t`Items`}
              onMove={(from, to) =>
                void movePositions('articles', reorder(items, from, to)).catch(failed)
              }
              render={(a) => (
                <ItemCard
                  item={a}
                  marks={marks}
                  locale={locale}
                  price={money(a.price)}
                  canWrite={canWrite}
                  onOpen={() => setPanel({ kind: 'item', item: a })}
                  onAvailability={(on) => void setAvailability(a._id, on).catch(failed)}
                />
              )}
            />
          )}
        </section>
      </div>

      {panel.kind !== 'none' && (
        <aside className="menu-panel" aria-label={t`Form`}>
          {panel.kind === 'item' ? (
            <ItemForm
              key={panel.item?._id ?? 'new-item'}
              item={panel.item}
              categoryId={panel.item?.category_id ?? selected?._id ?? ''}
              categories={allCategories}
              language={locale}
              waitingPhoto={panel.item ? marks.photos.get(panel.item._id) : undefined}
              onClose={close}
              onDelete={panel.item ? () => setConfirm({ kind: 'item', item: panel.item! }) : null}
              onSave={(fields, photo) => {
                saveItem(
                  businessId,
                  service._id,
                  fields,
                  panel.item,
                  photo,
                  nextPosition(itemsIn(fields.category_id)),
                )
                  .then(() => {
                    setChosenId(fields.category_id)
                    close()
                  })
                  .catch(failed)
              }}
            />
          ) : (
            <CategoryForm
              key={panel.category?._id ?? 'new-category'}
              category={panel.category}
              serviceId={service._id}
              services={services}
              waitingPhoto={panel.category ? marks.photos.get(panel.category._id) : undefined}
              onClose={close}
              onDelete={
                panel.category
                  ? () => setConfirm({ kind: 'category', category: panel.category! })
                  : null
              }
              onSave={(fields, photo) => {
                saveCategory(businessId, fields, panel.category, photo, nextPosition(allCategories))
                  .then((id) => {
                    setChosenId(id)
                    close()
                  })
                  .catch(failed)
              }}
            />
          )}
        </aside>
      )}

      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm?.kind === 'category' ? (
            <Trans>Delete this category?</Trans>
          ) : (
            <Trans>Delete this item?</Trans>
          )
        }
        actions={
          <>
            <button type="button" className="btn" onClick={() => setConfirm(null)}>
              <Trans>Keep</Trans>
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                const c = confirm
                setConfirm(null)
                close()
                if (!c) return
                if (c.kind === 'item') void deleteItem(c.item._id).catch(failed)
                else {
                  // Deleting a category clears the selection (spec section 4, menu UI).
                  setChosenId(null)
                  void deleteCategory(c.category._id).catch(failed)
                }
              }}
            >
              <Trans>Delete</Trans>
            </button>
          </>
        }
      >
        {confirm && (
          <ConfirmText
            confirm={confirm}
            count={confirm.kind === 'category' ? itemsIn(confirm.category._id).length : 0}
            locale={locale}
          />
        )}
      </Dialog>
    </div>
  )
}

function ConfirmText(props: {
  confirm: Confirm
  count: number
  locale: ReturnType<typeof useActiveLocale>['locale']
}) {
  const { confirm, count } = props
  const name = textIn(
    confirm.kind === 'category' ? confirm.category.name : confirm.item.name,
    props.locale,
  )
  return confirm.kind === 'category' ? (
    <p>
      <Plural
        value={count}
        one={`${name} and its # item will no longer be offered to guests.`}
        other={`${name} and its # items will no longer be offered to guests.`}
      />
    </p>
  ) : (
    <p>
      <Trans>{name} will no longer be offered to guests.</Trans>
    </p>
  )
}

function Thumb({ src, waiting }: { src: string | null; waiting: Blob | undefined }) {
  const local = useObjectUrl(waiting)
  const url = local ?? src
  return url ? (
    <img className="menu-thumb" src={url} alt="" width={56} height={56} loading="lazy" />
  ) : (
    <span className="menu-thumb menu-thumb--empty" aria-hidden="true" />
  )
}

function CategoryCard(props: {
  category: ArticleCategory
  count: number
  selected: boolean
  marks: MenuMarks
  locale: ReturnType<typeof useActiveLocale>['locale']
  onSelect: () => void
}) {
  const { category: c, marks } = props
  const { min, max } = c
  const hours = hoursLabel(c)
  return (
    <button
      type="button"
      className="menu-card menu-card--category"
      aria-current={props.selected ? 'true' : undefined}
      data-category-id={c._id}
      data-waiting={marks.waiting.has(c._id) ? 'true' : undefined}
      onClick={props.onSelect}
    >
      <Thumb src={c.image} waiting={marks.photos.get(c._id)} />
      <span className="menu-card__main">
        <span className="menu-card__name">{textIn(c.name, props.locale)}</span>
        <span className="menu-card__meta">
          <Plural value={props.count} one="# item" other="# items" />
          {hours && <> · {hours}</>}
          {min !== null && (
            <>
              {' '}
              · <Trans>min {min}</Trans>
            </>
          )}
          {max !== null && (
            <>
              {' '}
              · <Trans>max {max}</Trans>
            </>
          )}
        </span>
      </span>
      <SyncMark id={c._id} marks={marks} />
    </button>
  )
}

function ItemCard(props: {
  item: Article
  marks: MenuMarks
  locale: ReturnType<typeof useActiveLocale>['locale']
  price: string
  canWrite: boolean
  onOpen: () => void
  onAvailability: (on: boolean) => void
}) {
  const { item: a, marks } = props
  const required = a.modifiers.filter((m) => m.required).length
  return (
    <div
      className="menu-card menu-card--item"
      data-article-id={a._id}
      data-waiting={marks.waiting.has(a._id) ? 'true' : undefined}
      data-available={a.availability ? 'true' : 'false'}
    >
      <Thumb src={a.image} waiting={marks.photos.get(a._id)} />
      <button
        type="button"
        className="menu-card__main menu-card__open"
        onClick={props.onOpen}
        disabled={!props.canWrite}
      >
        <span className="menu-card__name">{textIn(a.name, props.locale)}</span>
        <span className="menu-card__meta">
          {props.price}
          {a.modifiers.length > 0 && (
            <>
              {' '}
              · <Plural value={a.modifiers.length} one="# modifier" other="# modifiers" />
            </>
          )}
          {required > 0 && (
            <>
              {' '}
              · <Trans>{required} required</Trans>
            </>
          )}
        </span>
      </button>
      <SyncMark id={a._id} marks={marks} />
      <label className="menu-card__available">
        <input
          type="checkbox"
          checked={a.availability}
          disabled={!props.canWrite}
          onChange={(e) => props.onAvailability(e.target.checked)}
        />
        <Trans>Available</Trans>
      </label>
    </div>
  )
}
