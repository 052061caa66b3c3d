import type { StaffWrite, WriteType } from './types.ts'
import { setRoomActive, setRoomInactive } from './rooms.ts'
import {
  createCategoryWrite,
  deleteCategoryWrite,
  reorderCategoriesWrite,
  updateCategoryWrite,
} from './categories.ts'
import {
  createArticleWrite,
  deleteArticleWrite,
  reorderArticlesWrite,
  updateArticleWrite,
} from './articles.ts'
import { updateTableManyWrite } from './tables.ts'

export type { ChangeNotice, StaffWrite, WriteResult, WriteType } from './types.ts'

/** Every staff write the push carries besides the order steps; a new one: one file, one entry. */
export const STAFF_WRITES: { [K in WriteType]: StaffWrite<K> } = {
  'room.setActive': setRoomActive,
  'room.setInactive': setRoomInactive,
  'category.create': createCategoryWrite,
  'category.delete': deleteCategoryWrite,
  'category.update': updateCategoryWrite,
  'category.reorder': reorderCategoriesWrite,
  'article.create': createArticleWrite,
  'article.update': updateArticleWrite,
  'article.delete': deleteArticleWrite,
  'article.reorder': reorderArticlesWrite,
  'table.updateMany': updateTableManyWrite,
}

export const isWriteType = (type: string): type is WriteType => Object.hasOwn(STAFF_WRITES, type)
