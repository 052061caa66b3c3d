/**
 * The guest's cart: pure functions over an immutable list of lines. A line is a snapshot of an
 * item with its chosen modifier answers (names and prices for display and totals) plus the
 * answer indexes the server needs. Adding the same item with the same answers merges the lines.
 */
import type { Article } from '../../../sync/protocol/menu.ts'
import type { OrderLine } from '../../../sync/protocol/orders.ts'
import type { Service } from '../../../sync/protocol/service.ts'
import { lineTotal, orderTotal } from '../../../sync/protocol/rules/index.ts'
import type { ArticleKind } from '../../../sync/protocol/rules/requests.ts'
import { normalizePicks, picksAreValid, type ModifierPick } from './modifier-selection.ts'

/** The server accepts at most 99 of one line (OrderLineRequest.count). */
export const MAX_LINE_COUNT = 99

export type CartLine = OrderLine & {
  /** Article id plus the chosen answers: equal keys are the same line. */
  key: string
  article_id: string
  category_id: string
  picks: ModifierPick[]
}
export type Cart = readonly CartLine[]

export function lineKey(articleId: string, picks: readonly ModifierPick[]): string {
  const answers = normalizePicks(picks).map((p) => `${p.index}:${p.answers.join(',')}`)
  return `${articleId}|${answers.join(';')}`
}

/** A cart line for `count` of `article` with `picks`, priced from the article. */
export function makeLine(
  article: Article,
  picks: readonly ModifierPick[],
  count: number,
): CartLine {
  const normalized = normalizePicks(picks)
  return {
    key: lineKey(article._id, normalized),
    article_id: article._id,
    category_id: article.category_id,
    name: article.name,
    price: article.price,
    count: clampCount(count),
    operatingPrice: false,
    picks: normalized,
    modifiers: normalized.flatMap((pick) => {
      const modifier = article.modifiers[pick.index]
      if (!modifier) return []
      return [
        {
          name: modifier.name,
          answers: pick.answers.flatMap((a) => {
            const answer = modifier.answers[a]
            return answer ? [{ name: answer.name, price: answer.price }] : []
          }),
        },
      ]
    }),
  }
}

function clampCount(count: number): number {
  return Math.max(0, Math.min(MAX_LINE_COUNT, Math.floor(count)))
}

/** Adds `count` of an item; the same item with the same answers adds to the existing line. */
export function addToCart(
  cart: Cart,
  article: Article,
  picks: readonly ModifierPick[],
  count = 1,
): CartLine[] {
  const line = makeLine(article, picks, count)
  if (line.count === 0) return [...cart]
  const existing = cart.find((l) => l.key === line.key)
  if (!existing) return [...cart, line]
  return cart.map((l) => (l.key === line.key ? { ...l, count: clampCount(l.count + count) } : l))
}

/** Changes a line's count by `delta`; a line that reaches 0 is removed. */
export function changeCount(cart: Cart, key: string, delta: number): CartLine[] {
  return cart.flatMap((l) => {
    if (l.key !== key) return [l]
    const count = clampCount(l.count + delta)
    return count === 0 ? [] : [{ ...l, count }]
  })
}

export function removeLine(cart: Cart, key: string): CartLine[] {
  return cart.filter((l) => l.key !== key)
}

/** Number of items (sum of counts). */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, l) => sum + l.count, 0)
}

export function cartLineTotal(line: CartLine): number {
  return lineTotal(line)
}

/** What one of a line costs and why: the item's own price and each chosen extra with its price. */
export function lineBreakdown(line: CartLine): {
  itemPrice: number
  extras: { name: CartLine['modifiers'][number]['answers'][number]['name']; price: number }[]
  unit: number
} {
  const extras = line.modifiers.flatMap((m) =>
    m.answers.map((a) => ({ name: a.name, price: a.price })),
  )
  const unit = lineTotal({ ...line, count: 1 })
  return { itemPrice: line.price, extras, unit }
}

/** Total with modifier answer prices, rounded to 2 decimals (spec section 5). */
export function cartTotal(cart: Cart, fee = 0): number {
  if (cart.length === 0) return 0
  return orderTotal({ content: [...cart, { price: fee, count: 1, modifiers: [] }] })
}

/**
 * Whether a line of the cart is an item of `kind`, a cleaning or a repair (a cleaning asks for its
 * window). Compared as stored, not through `articleKind`: the menu's first load stays without the
 * requests rules (guest initial JS budget).
 */
export function cartHasKind(
  cart: Cart,
  articles: readonly Article[],
  kind: Exclude<ArticleKind, 'item'>,
): boolean {
  const ids = new Set(cart.map((line) => line.article_id))
  return articles.some((a) => ids.has(a._id) && a.kind === kind)
}

/** The fee the server adds to every room-service order (service option operatingPrice). */
export function serviceFee(service: Pick<Service, 'type' | 'options'>): number {
  return service.type === 'roomservice' ? Math.max(0, service.options.operatingPrice ?? 0) : 0
}

/**
 * A kept cart against the current menu: lines whose item is gone, unavailable or whose answers no
 * longer fit are dropped; the rest are re-priced from the menu. Lines that now coincide merge.
 */
export function reconcileCart(cart: Cart, articles: readonly Article[]): CartLine[] {
  const byId = new Map(articles.map((a) => [a._id, a]))
  let next: CartLine[] = []
  for (const line of cart) {
    const article = byId.get(line.article_id)
    if (!article || !article.availability || !picksAreValid(article.modifiers, line.picks)) continue
    next = addToCart(next, article, line.picks, line.count)
  }
  return next
}
