import { useLingui } from '@lingui/react/macro'
import type { Article, ArticleCategory, Service } from '../../../sync/protocol/index.ts'
import type { Locale } from '../../app/locale.ts'
import { CategoryForm } from './CategoryForm.tsx'
import { ItemForm } from './ItemForm.tsx'
import type { Confirm } from './MenuDeleteDialog.tsx'
import { nextPosition } from './menu-model.ts'
import { saveCategory, saveItem } from './mutations.ts'
import type { MenuMarks } from './queries.ts'

/** The form open beside the lists: an item's or a category's (null: a new one). */
export type Panel =
  | { kind: 'none' }
  | { kind: 'item'; item: Article | null }
  | { kind: 'category'; category: ArticleCategory | null }

/** The side panel with the item or category form; a save queues it and shows its category. */
export function MenuPanel(props: {
  panel: Exclude<Panel, { kind: 'none' }>
  businessId: string
  service: Service
  services: readonly Service[]
  /** Every category of the service, in order. */
  categories: ArticleCategory[]
  /** The category a new item goes to (the selected one). */
  selectedId: string | undefined
  itemsIn: (categoryId: string) => Article[]
  locale: Locale
  marks: MenuMarks
  onClose: () => void
  onConfirm: (confirm: Confirm) => void
  /** Saved: show this category. */
  onSaved: (categoryId: string) => void
  onFailed: (error: unknown) => void
}) {
  const { t } = useLingui()
  const { panel, businessId, service, marks } = props
  return (
    <aside className="menu-panel" aria-label={t`Form`}>
      {panel.kind === 'item' ? (
        <ItemForm
          key={panel.item?._id ?? 'new-item'}
          item={panel.item}
          categoryId={panel.item?.category_id ?? props.selectedId ?? ''}
          categories={props.categories}
          language={props.locale}
          requests={service.type === 'amenities'}
          waitingPhoto={panel.item ? marks.photos.get(panel.item._id) : undefined}
          onClose={props.onClose}
          onDelete={panel.item ? () => props.onConfirm({ kind: 'item', item: panel.item! }) : null}
          onSave={(fields, photo) => {
            saveItem(
              businessId,
              service._id,
              fields,
              panel.item,
              photo,
              nextPosition(props.itemsIn(fields.category_id)),
            )
              .then(() => props.onSaved(fields.category_id))
              .catch(props.onFailed)
          }}
        />
      ) : (
        <CategoryForm
          key={panel.category?._id ?? 'new-category'}
          category={panel.category}
          serviceId={service._id}
          services={props.services}
          waitingPhoto={panel.category ? marks.photos.get(panel.category._id) : undefined}
          onClose={props.onClose}
          onDelete={
            panel.category
              ? () => props.onConfirm({ kind: 'category', category: panel.category! })
              : null
          }
          onSave={(fields, photo) => {
            saveCategory(businessId, fields, panel.category, photo, nextPosition(props.categories))
              .then((id) => props.onSaved(id))
              .catch(props.onFailed)
          }}
        />
      )}
    </aside>
  )
}
