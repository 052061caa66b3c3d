import type { Article, ArticleCategory } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import type { CheckedCategory } from './category-draft.ts'
import type { CheckedItem } from './item-draft.ts'

type ItemFields = NonNullable<CheckedItem['fields']>
type CategoryFields = NonNullable<CheckedCategory['fields']>

/**
 * Queues a row's picture after the row's own create or edit, so it is sent once the row is on the
 * server (the outbox keeps order).
 */
async function queuePhoto(
  kind: 'article' | 'category',
  businessId: string,
  id: string,
  photo: Blob | null,
): Promise<void> {
  if (photo)
    await engine.enqueue('image.upload', { kind, business_id: businessId, id, image: photo })
}

/**
 * Saves an item through the outbox: a create (the client's id, placed `position`, after the last
 * one of its category) or an edit, then its picture if one was chosen. Returns the id.
 */
export async function saveItem(
  businessId: string,
  serviceId: string,
  fields: ItemFields,
  existing: Article | null,
  photo: Blob | null,
  position: number,
): Promise<string> {
  const id = existing?._id ?? crypto.randomUUID()
  if (existing) await engine.enqueue('article.update', { _id: id, ...fields })
  else {
    await engine.enqueue('article.create', {
      _id: id,
      business_id: businessId,
      service_id: serviceId,
      position,
      ...fields,
    })
  }
  await queuePhoto('article', businessId, id, photo)
  return id
}

/** The same for a category (new ones go last: `position`). */
export async function saveCategory(
  businessId: string,
  fields: CategoryFields,
  existing: ArticleCategory | null,
  photo: Blob | null,
  position: number,
): Promise<string> {
  const id = existing?._id ?? crypto.randomUUID()
  if (existing) await engine.enqueue('category.update', { _id: id, ...fields })
  else
    await engine.enqueue('category.create', {
      _id: id,
      business_id: businessId,
      position,
      ...fields,
    })
  await queuePhoto('category', businessId, id, photo)
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
