import { MENU_SCREENS, textMatcher, type MenuScreen } from '../../../sync/protocol/rules/index.ts'
import type {
  Article,
  ArticleCategory,
  Language,
  LocalizedText,
  Service,
} from '../../../sync/protocol/index.ts'

/** The services a menu screen edits (spec section 9, type restrictions per screen). */
export function screenServices(screen: MenuScreen, services: readonly Service[]): Service[] {
  const types: readonly string[] = MENU_SCREENS[screen]
  return services.filter((s) => types.includes(s.type))
}

/** The route's {service} (a service name, or an id), else the screen's first service. */
export function resolveService(
  param: string | undefined,
  services: readonly Service[],
): Service | undefined {
  if (param) {
    const wanted = param.toLowerCase()
    const found = services.find((s) => s._id === param || s.name.toLowerCase() === wanted)
    if (found) return found
  }
  return services[0]
}

/** A text in the language, else English. */
export function textIn(text: LocalizedText | undefined, language: Language): string {
  if (!text) return ''
  const own = text[language]
  return own && own.trim() ? own : text.en
}

const byPosition = <T extends { position: number; name: LocalizedText }>(a: T, b: T) =>
  a.position - b.position || a.name.en.localeCompare(b.name.en)

/** The categories of a service, in their order. */
export function categoriesOf(
  serviceId: string,
  categories: readonly ArticleCategory[],
): ArticleCategory[] {
  return categories.filter((c) => c.service_ids.includes(serviceId)).sort(byPosition)
}

/** The items of a category on a service, in their order. */
export function itemsOf(
  categoryId: string,
  serviceId: string,
  articles: readonly Article[],
): Article[] {
  return articles
    .filter((a) => a.category_id === categoryId && a.service_id === serviceId)
    .sort(byPosition)
}

/** Spec section 5: search filters by name containing the text (any language; case and accents aside). */
export function matchesSearch(name: LocalizedText, search: string): boolean {
  const matches = textMatcher(search)
  return Object.values(name).some((n) => typeof n === 'string' && matches(n))
}

/**
 * A row dragged from one place to another in an ordered list: the new position of every row
 * that moved (positions become 0..n-1 in the new order; rows already in place are left out).
 */
export function reorder<T extends { _id: string; position: number }>(
  rows: readonly T[],
  from: number,
  to: number,
): { _id: string; position: number }[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return []
  const order = [...rows]
  const [moved] = order.splice(from, 1)
  order.splice(to, 0, moved!)
  return order.flatMap((row, position) =>
    row.position === position ? [] : [{ _id: row._id, position }],
  )
}

/** "07:00–11:00", or null when the category can be ordered all day. */
export function hoursLabel(category: Pick<ArticleCategory, 'timeAvailable'>): string | null {
  const t = category.timeAvailable
  if (!t) return null
  const hm = (v: { h: number; m: number }) =>
    `${String(v.h).padStart(2, '0')}:${String(v.m).padStart(2, '0')}`
  return `${hm(t.start)}–${hm(t.end)}`
}

/** The position after the last row (new rows go last). */
export const nextPosition = (rows: readonly { position: number }[]): number =>
  rows.reduce((max, r) => Math.max(max, r.position + 1), 0)
