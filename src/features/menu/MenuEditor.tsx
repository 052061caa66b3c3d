import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { can, type MenuScreen } from '../../../sync/protocol/rules/index.ts'
import type { Article, ArticleCategory, Service } from '../../../sync/protocol/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatMoney } from '../../lib/money.ts'
import { MenuDeleteDialog, type Confirm } from './MenuDeleteDialog.tsx'
import { MenuHeader } from './MenuHeader.tsx'
import { MenuPanel, type Panel } from './MenuPanel.tsx'
import { CategorySection, ItemSection } from './MenuSections.tsx'
import { menuView } from './menu-view.ts'
import { deleteCategory, deleteItem } from './mutations.ts'
import { useMenuMarks } from './queries.ts'

/**
 * One service's menu: its categories and the selected category's items, both draggable into a
 * new order; the side panel with the item or category form, and the delete question.
 */
export function MenuEditor({
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
  const { allCategories, searching, itemsIn, categories, selected, items } = menuView(
    service._id,
    rows,
    search,
    chosenId,
  )

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
      <MenuHeader
        screen={screen}
        service={service}
        services={services}
        back={chosenId ? () => setChosenId(null) : null}
        search={search}
        onSearch={setSearch}
        canWrite={canWrite}
        canAddItem={selected !== undefined}
        onNewCategory={() => setPanel({ kind: 'category', category: null })}
        onNewItem={() => setPanel({ kind: 'item', item: null })}
      />

      <div className="menu-screen__body">
        <CategorySection
          categories={categories}
          selectedId={selected?._id}
          searching={searching}
          canWrite={canWrite}
          itemsIn={itemsIn}
          marks={marks}
          locale={locale}
          onSelect={setChosenId}
          onFailed={failed}
        />
        <ItemSection
          selected={selected}
          items={items}
          searching={searching}
          canWrite={canWrite}
          marks={marks}
          locale={locale}
          money={money}
          onEditCategory={(category) => setPanel({ kind: 'category', category })}
          onOpen={(item) => setPanel({ kind: 'item', item })}
          onFailed={failed}
        />
      </div>

      {panel.kind !== 'none' && (
        <MenuPanel
          panel={panel}
          businessId={businessId}
          service={service}
          services={services}
          categories={allCategories}
          selectedId={selected?._id}
          itemsIn={itemsIn}
          locale={locale}
          marks={marks}
          onClose={close}
          onConfirm={setConfirm}
          onSaved={(categoryId) => {
            setChosenId(categoryId)
            close()
          }}
          onFailed={failed}
        />
      )}

      <MenuDeleteDialog
        confirm={confirm}
        count={confirm?.kind === 'category' ? itemsIn(confirm.category._id).length : 0}
        locale={locale}
        onClose={() => setConfirm(null)}
        onDelete={(c) => {
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
      />
    </div>
  )
}
