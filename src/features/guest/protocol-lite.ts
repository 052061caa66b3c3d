/**
 * Zod-free copies of the few runtime helpers the guest pages need from sync/protocol.
 *
 * Importing any value from sync/protocol pulls zod into the bundle (≈ 30 KB gzip), which the
 * guest route's 120 KB budget cannot afford, so the guest pages import only *types* from there.
 * protocol-lite.test.ts checks these copies against the originals so they cannot drift.
 */
import type { Language, LocalizedText } from '../../../sync/protocol/common.ts'
import type { Order, OrderLine } from '../../../sync/protocol/orders.ts'
import type { OrderEventName } from '../../../sync/protocol/events.ts'

export function localized(text: LocalizedText, lang: Language): string {
  const value = text[lang]
  return value !== undefined && value !== '' ? value : text.en
}

export const roundMoney = (value: number): number => Math.round(value * 100) / 100

type PricedLine = Pick<OrderLine, 'price' | 'count' | 'modifiers'>

export function lineTotal(line: PricedLine): number {
  const extras = line.modifiers.reduce(
    (sum, m) => sum + m.answers.reduce((s, a) => s + a.price, 0),
    0,
  )
  return roundMoney(line.count * (line.price + extras))
}

export function orderTotal(order: { content: readonly PricedLine[] }): number {
  return roundMoney(order.content.reduce((sum, line) => sum + lineTotal(line), 0))
}

export const ORDER_EVENTS: readonly OrderEventName[] = [
  'orderCreated',
  'orderUpdatePending',
  'orderAccepted',
  'orderDeclined',
  'orderFinished',
  'orderPaid',
  'orderChanged',
]

export const INIT_EVENT = 'init'
export const INIT_ACK_EVENT = 'initAck'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const TRIAL_EXPIRED_TEXT = 'Trial expired'

/** Newest first. */
function sortNewestFirst<T extends Pick<Order, 'time'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))
}

/**
 * Orders sharing a base order id are merged into the base order: lines appended, non-empty notes
 * joined with a slash. Orders whose base is not in the list stay on their own. Result newest first.
 */
export function mergeByBaseOrder<T extends Order>(orders: readonly T[]): T[] {
  const byId = new Map(orders.map((o) => [o._id, o]))
  const merged = new Map<string, T>()
  const ordered = [...orders].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
  for (const order of ordered) {
    const baseId =
      order.base_order_id && byId.has(order.base_order_id) ? order.base_order_id : order._id
    if (!merged.has(baseId)) {
      const base = byId.get(baseId) ?? order
      merged.set(baseId, { ...base, content: [...base.content] })
    }
    if (baseId === order._id) continue
    const target = merged.get(baseId)!
    target.content = [...target.content, ...order.content]
    target.note = [target.note, order.note].filter((n) => n.trim() !== '').join(' / ')
  }
  return sortNewestFirst([...merged.values()])
}
