import type { Article, ArticleCategory } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import type { CheckedCategory } from './category-draft.ts'
import type { CheckedItem } from './item-draft.ts'

type ItemFields = NonNullable<CheckedItem['fields']>
type CategoryFields = NonNullable<CheckedCategory['fields']>

const newId = () => crypto.randomUUID()

/**
 * Saves an item through the outbox: a create (the client's id) or an edit, then its picture if
 * one was chosen — queued after, so it is sent once the item is on the server. Returns the id.
 */
export async function saveItem(
  businessId: string,
  serviceId: string,
  fields: ItemFields,
  existing: Article | null,
  photo: Blob | null,
  /** Where a new item goes: after the last one of its category. */
  position: number,
): Promise<string> {
  let id: string
  if (existing) {
    id = existing._id
    await engine.enqueue('article.update', { _id: id, ...fields })
  } else {
    id = newId()
    await engine.enqueue('article.create', {
      _id: id,
      business_id: businessId,
      service_id: serviceId,
      position,
      ...fields,
    })
  }
  if (photo) {
    await engine.enqueue('image.upload', {
      kind: 'article',
      business_id: businessId,
      id,
      image: photo,
    })
  }
  return id
}

export async function saveCategory(
  businessId: string,
  fields: CategoryFields,
  existing: ArticleCategory | null,
  photo: Blob | null,
  /** Where a new category goes: after the last one. */
  position: number,
): Promise<string> {
  let id: string
  if (existing) {
    id = existing._id
    await engine.enqueue('category.update', { _id: id, ...fields })
  } else {
    id = newId()
    await engine.enqueue('category.create', {
      _id: id,
      business_id: businessId,
      position,
      ...fields,
    })
  }
  if (photo) {
    await engine.enqueue('image.upload', {
      kind: 'category',
      business_id: businessId,
      id,
      image: photo,
    })
  }
  return id
}

export const deleteItem = (id: string) => engine.enqueue('article.delete', { article_id: id })
export const deleteCategory = (id: string) => engine.enqueue('category.delete', { category_id: id })
export const setAvailability = (id: string, availability: boolean) =>
  engine.enqueue('article.update', { _id: id, availability })

export async function movePositions(
  table: 'categories' | 'articles',
  positions: { _id: string; position: number }[],
): Promise<void> {
  if (positions.length === 0) return
  if (table === 'categories') await engine.enqueue('category.reorder', { categories: positions })
  else await engine.enqueue('article.reorder', { articles: positions })
}
