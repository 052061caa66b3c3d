import type { OrderLine } from '../orders.ts'
import { roundMoney } from './common.ts'

/** What a line's total depends on (a cart line has no more than this). */
export type PricedLine = Pick<OrderLine, 'price' | 'count' | 'modifiers'>

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
