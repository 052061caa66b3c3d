import { roundMoney } from '../../sync/protocol/rules/common.ts'
import type { InvoiceLine, InvoiceOrder } from './invoice-pdf.ts'

/** A line's amount: its count times the unit price plus the answers' prices (as order-totals.ts). */
export function lineAmount(line: InvoiceLine): number {
  const extras = line.modifiers.reduce(
    (sum, m) => sum + m.answers.reduce((s, a) => s + a.price, 0),
    0,
  )
  return roundMoney(line.count * (line.unitPrice + extras))
}

export function orderAmount(order: Pick<InvoiceOrder, 'lines'>): number {
  return roundMoney(order.lines.reduce((sum, line) => sum + lineAmount(line), 0))
}

export interface InvoiceTotals {
  total: number
  /** Paid already (the order's status is Paid), in cash or by card. */
  paid: number
  /** Owed on the room bill. */
  room: number
  /** Whether any order says how it is paid: only then are paid and balance shown. */
  known: boolean
  /** What the guest still owes: the total less what was paid already. */
  balance: number
}

/** How an order stands: paid (and how), owed on the room bill, or owed in cash or by card. */
export type PaymentState = 'paidCash' | 'paidCard' | 'paid' | 'room' | 'dueCash' | 'dueCard'

export function paymentState(order: Pick<InvoiceOrder, 'payment' | 'paid'>): PaymentState | null {
  if (order.payment === undefined) return null
  if (order.paid) {
    return order.payment === 'cash' ? 'paidCash' : order.payment === 'card' ? 'paidCard' : 'paid'
  }
  return order.payment === 'room' ? 'room' : order.payment === 'cash' ? 'dueCash' : 'dueCard'
}

export function invoiceTotals(orders: readonly InvoiceOrder[]): InvoiceTotals {
  let total = 0
  let paid = 0
  let room = 0
  for (const order of orders) {
    const amount = orderAmount(order)
    total += amount
    if (order.paid) paid += amount
    else if (order.payment === 'room') room += amount
  }
  return {
    total: roundMoney(total),
    paid: roundMoney(paid),
    room: roundMoney(room),
    known: orders.some((o) => o.payment !== undefined),
    balance: roundMoney(total - paid),
  }
}
