import type { AreaActions } from './areas.ts'
import { createCategory } from './category-create.ts'
import { deleteCategory } from './category-delete.ts'
import { updateCategory } from './category-update.ts'
import { reorderCategories } from './category-reorder.ts'
import { createArticle } from './article-create.ts'
import { updateArticle } from './article-update.ts'
import { deleteArticle } from './article-delete.ts'
import { reorderArticles } from './article-reorder.ts'
import { uploadImage } from './image-upload.ts'

/** The menu editor's actions: a lazy chunk (areas.ts). */
export const MENU_ACTIONS: AreaActions<'menu'> = {
  'category.create': createCategory,
  'category.delete': deleteCategory,
  'category.update': updateCategory,
  'category.reorder': reorderCategories,
  'article.create': createArticle,
  'article.update': updateArticle,
  'article.delete': deleteArticle,
  'article.reorder': reorderArticles,
  'image.upload': uploadImage,
}
