/**
 * The menu as the guest sees it: categories by position, each with its available items by
 * position. Unavailable items are hidden; categories left empty are not shown (and so cannot
 * hold an order back with their limits); items of an unknown category come last.
 */
import type { Article, ArticleCategory } from '../../../sync/protocol/menu.ts'

export type MenuSection = { category: ArticleCategory | null; articles: Article[] }

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position

export function menuSections(
  categories: readonly ArticleCategory[],
  articles: readonly Article[],
): MenuSection[] {
  const available = articles.filter((a) => a.availability !== false).sort(byPosition)
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
