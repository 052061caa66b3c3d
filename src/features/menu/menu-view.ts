import type { Article, ArticleCategory } from '../../../sync/protocol/index.ts'
import { categoriesOf, itemsOf, matchesSearch } from './menu-model.ts'

/** What the menu editor shows of a service for a search and the category the user chose. */
export interface MenuView {
  /** Every category of the service, in order (the item form's choices, new positions). */
  allCategories: ArticleCategory[]
  searching: boolean
  /** The items of a category on this service, in order, whatever the search. */
  itemsIn: (categoryId: string) => Article[]
  /** The categories listed: those whose name or one of whose items matches the search. */
  categories: ArticleCategory[]
  /** The chosen category if listed, else the first listed. */
  selected: ArticleCategory | undefined
  /** The selected category's items that match the search (all when its own name matches). */
  items: Article[]
}

export function menuView(
  serviceId: string,
  rows: { categories: readonly ArticleCategory[]; articles: readonly Article[] },
  search: string,
  chosenId: string | null,
): MenuView {
  const allCategories = categoriesOf(serviceId, rows.categories)
  const searching = search.trim() !== ''
  const itemsIn = (id: string) => itemsOf(id, serviceId, rows.articles)
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
  return { allCategories, searching, itemsIn, categories, selected, items }
}
