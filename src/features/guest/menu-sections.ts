/**
 * The menu as the guest sees it: categories by position, each with its items by position.
 * Unavailable items stay in the list (the page shows them greyed out with the reason); categories
 * without items are not shown; items of an unknown category come last. Only categories with an
 * item that can be ordered now hold an order back with their limits (limitedCategories).
 */
import type { Article, ArticleCategory } from '../../../sync/protocol/menu.ts'

export type MenuSection = { category: ArticleCategory | null; articles: Article[] }

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position

export function menuSections(
  categories: readonly ArticleCategory[],
  articles: readonly Article[],
): MenuSection[] {
  const available = [...articles].sort(byPosition)
  const known = new Set(categories.map((c) => c._id))
  const sections: MenuSection[] = [...categories].sort(byPosition).map((category) => ({
    category,
    articles: available.filter((a) => a.category_id === category._id),
  }))
  const other = available.filter((a) => !known.has(a.category_id))
  if (other.length > 0) sections.push({ category: null, articles: other })
  return sections.filter((s) => s.articles.length > 0)
}

export function sectionId(section: MenuSection): string {
  return `g-cat-${section.category?._id ?? 'other'}`
}

/** The categories whose limits apply now: those with at least one item that can be ordered. */
export function limitedCategories(
  sections: readonly MenuSection[],
  orderable: (article: Article, category: ArticleCategory | null) => boolean,
): ArticleCategory[] {
  return sections.flatMap((s) =>
    s.category && s.articles.some((a) => orderable(a, s.category)) ? [s.category] : [],
  )
}

/**
 * How many sections the first paint shows: enough for about a phone screen and a half of items
 * (`items`), at least one. The rest follow right after (MenuView), so a long menu paints its top
 * without waiting for the whole list.
 */
export function firstPaintSections(sections: readonly MenuSection[], items = 24): number {
  let count = 0
  let shown = 0
  for (const section of sections) {
    if (shown >= items) break
    shown += section.articles.length
    count += 1
  }
  return count
}
