import type { Cursor, InvoiceLine, InvoiceOrder } from './invoice-pdf.ts'
import { lineAmount, orderAmount, paymentState, type PaymentState } from './invoice-totals.ts'
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  MARGIN,
  line,
  paragraph,
  rule,
} from './pdf-layout.ts'

const RIGHT = MARGIN + CONTENT_WIDTH
/** The amount column; the invoice's totals end where it does. */
export const AMOUNT = { x: RIGHT - 88, width: 80 }
const UNIT = { x: RIGHT - 183, width: 85 }
const QTY = { x: RIGHT - 228, width: 35 }
const ITEM = { x: MARGIN + 8, width: RIGHT - 240 - (MARGIN + 8) }
const HEADING = 24
const ANSWER = 11
const SUBTOTAL = 26
const NAME_STYLE = { size: 9 }

/** The column titles, at the top of the table on every page. */
export function tableHeader(c: Cursor): void {
  const { doc, t } = c
  doc.save().rect(MARGIN, c.y, CONTENT_WIDTH, 18).fill(COLOR.band).restore()
  const style = { font: 'semibold', size: 7.5, color: COLOR.muted } as const
  const y = c.y + 5
  line(doc, t('item').toUpperCase(), ITEM.x, y, ITEM.width, style)
  line(doc, t('quantity').toUpperCase(), QTY.x, y, QTY.width, { ...style, align: 'right' })
  line(doc, t('unitPrice').toUpperCase(), UNIT.x, y, UNIT.width, { ...style, align: 'right' })
  line(doc, t('amount').toUpperCase(), AMOUNT.x, y, AMOUNT.width, { ...style, align: 'right' })
  c.y += 24
}

/** An order: its heading, its lines (page breaks between lines repeat the heading), its total. */
export function drawOrder(c: Cursor, order: InvoiceOrder): void {
  const heights = order.lines.map((l) => lineHeight(c, l))
  // Keep the heading with its first line.
  if (c.y + HEADING + (heights[0] ?? 0) > CONTENT_BOTTOM) c.newPage()
  heading(c, order, false)
  order.lines.forEach((l, i) => {
    if (c.y + (heights[i] ?? 0) > CONTENT_BOTTOM) {
      c.newPage()
      heading(c, order, true)
    }
    drawLine(c, l)
  })
  if (c.y + SUBTOTAL > CONTENT_BOTTOM) {
    c.newPage()
    heading(c, order, true)
  }
  const y = c.y + 4
  rule(c.doc, UNIT.x, RIGHT, c.y, COLOR.ink, 0.6)
  line(c.doc, c.t('orderTotal'), UNIT.x - 160, y + 2, UNIT.width + 160, {
    size: 8.5,
    color: COLOR.muted,
    align: 'right',
  })
  line(c.doc, c.f.money(orderAmount(order)), AMOUNT.x, y + 1, AMOUNT.width, {
    font: 'semibold',
    size: 9.5,
    align: 'right',
  })
  c.y += SUBTOTAL + 6
}

function heading(c: Cursor, order: InvoiceOrder, continued: boolean): void {
  const { doc, t, f } = c
  const y = c.y + 6
  rule(doc, MARGIN, RIGHT, c.y + HEADING - 3, COLOR.rule)
  const name = continued ? `${order.serviceName} (${t('continued')})` : order.serviceName
  line(doc, name, MARGIN, y, ITEM.width * 0.7, { font: 'semibold', size: 10 })
  const nameWidth = doc.widthOfString(name)
  line(
    doc,
    f.dateTime(order.time),
    MARGIN + Math.min(nameWidth, ITEM.width * 0.7) + 10,
    y + 1.5,
    160,
    {
      size: 8.5,
      color: COLOR.muted,
    },
  )
  const state = paymentState(order)
  if (state) {
    const label = t(PAYMENT_TEXT[state])
    line(doc, label, UNIT.x - 40, y + 1.5, AMOUNT.x + AMOUNT.width - UNIT.x + 40, {
      size: 8.5,
      color: COLOR.accent,
      align: 'right',
    })
  }
  c.y += HEADING + 3
}

const PAYMENT_TEXT = {
  paidCash: 'paymentCash',
  paidCard: 'paymentCard',
  paid: 'paymentPaid',
  room: 'paymentRoom',
  dueCash: 'dueCash',
  dueCard: 'dueCard',
} as const satisfies Record<PaymentState, string>

const answerRows = (l: InvoiceLine) => l.modifiers.reduce((n, m) => n + m.answers.length, 0)

function lineHeight(c: Cursor, l: InvoiceLine): number {
  const name = paragraph(c.doc, l.name, ITEM.x, 0, ITEM.width, { ...NAME_STYLE, draw: false })
  return name + answerRows(l) * ANSWER + 7
}

function drawLine(c: Cursor, l: InvoiceLine): void {
  const { doc, f } = c
  const y = c.y
  const nameHeight = paragraph(doc, l.name, ITEM.x, y, ITEM.width, NAME_STYLE)
  line(doc, String(l.count), QTY.x, y, QTY.width, { ...NAME_STYLE, align: 'right' })
  line(doc, f.money(l.unitPrice), UNIT.x, y, UNIT.width, { ...NAME_STYLE, align: 'right' })
  line(doc, f.money(lineAmount(l)), AMOUNT.x, y, AMOUNT.width, { ...NAME_STYLE, align: 'right' })
  let answerY = y + nameHeight
  for (const modifier of l.modifiers) {
    for (const answer of modifier.answers) {
      const muted = { size: 7.5, color: COLOR.muted }
      line(doc, `${modifier.name}: ${answer.name}`, ITEM.x + 10, answerY, ITEM.width - 10, muted)
      if (answer.price !== 0) {
        line(doc, `+ ${f.money(answer.price)}`, UNIT.x, answerY, UNIT.width, {
          ...muted,
          align: 'right',
        })
      }
      answerY += ANSWER
    }
  }
  c.y = answerY + 7
  rule(doc, ITEM.x, RIGHT, c.y - 4, '#eceff2', 0.5)
}
