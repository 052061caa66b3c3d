import { vatBreakdown } from '../../sync/protocol/rules/vat.ts'
import type { Cursor, InvoiceOrder } from './invoice-pdf.ts'
import { orderAmount } from './invoice-totals.ts'
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN, line, rule } from './pdf-layout.ts'

const ROW = 14
const RIGHT = MARGIN + CONTENT_WIDTH
/** The columns: the rate on the left, then base, VAT and gross, right-aligned. */
const COLUMNS = [
  { key: 'vatBase', x: RIGHT - 3 * 95, width: 87 },
  { key: 'vat', x: RIGHT - 2 * 95, width: 87 },
  { key: 'vatGross', x: RIGHT - 95, width: 87 },
] as const

/**
 * The VAT breakdown under the totals: per rate, the base, the VAT and the gross (prices include
 * VAT; sync/protocol/rules/vat.ts extracts it), and their sums, the gross equal to the total.
 * Only when some order carries a rate above 0: a hotel that set no rate prints none.
 */
export function drawVatBreakdown(c: Cursor, orders: readonly InvoiceOrder[]): void {
  if (!orders.some((o) => (o.vatRate ?? 0) > 0)) return
  const { rows, total } = vatBreakdown(
    orders.map((o) => ({ gross: orderAmount(o), rate: o.vatRate ?? 0 })),
  )
  const { doc, t, f } = c
  if (c.y + 18 + 20 + (rows.length + 2) * ROW > CONTENT_BOTTOM) c.newPage(false)
  let y = c.y + 6
  line(doc, t('vatBreakdown'), MARGIN, y, CONTENT_WIDTH, { font: 'bold', size: 10 })
  y += 18
  doc.save().rect(MARGIN, y, CONTENT_WIDTH, 16).fill(COLOR.band).restore()
  const head = { font: 'semibold', size: 7.5, color: COLOR.muted } as const
  line(doc, t('vatRate').toUpperCase(), MARGIN + 8, y + 4, 160, head)
  for (const col of COLUMNS) {
    line(doc, t(col.key).toUpperCase(), col.x, y + 4, col.width, { ...head, align: 'right' })
  }
  y += 20
  const drawRow = (label: string, amounts: number[], bold: boolean) => {
    const style = { size: 9, ...(bold ? { font: 'semibold' as const } : {}) }
    line(doc, label, MARGIN + 8, y, 160, style)
    COLUMNS.forEach((col, i) => {
      line(doc, f.money(amounts[i]!), col.x, y, col.width, { ...style, align: 'right' })
    })
    y += ROW
  }
  for (const row of rows) drawRow(f.percent(row.rate), [row.base, row.vat, row.gross], false)
  rule(doc, MARGIN, RIGHT, y - 2, COLOR.ink, 0.6)
  y += 2
  drawRow(t('total'), [total.base, total.vat, total.gross], true)
  line(doc, t('vatIncluded'), MARGIN + 8, y + 2, CONTENT_WIDTH, { size: 8, color: COLOR.muted })
  c.y = y + 18
}
