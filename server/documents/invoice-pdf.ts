/**
 * The stay's invoice, returned by check-out (spec 000 §4, §7: PUT api/v2/hotel/stay/checkout).
 *
 * PDF library: pdfkit. It is actively maintained (several releases a year), embeds and subsets
 * TrueType fonts through fontkit (needed for č ć ž š đ and ₹), measures and wraps text (long item
 * names, page breaks) and writes link annotations (the QR sheet); pdf-lib, the other candidate,
 * has had no release since 2021 and does no wrapping.
 */
import { formatters } from './format.ts'
import { AMOUNT, drawOrder, tableHeader } from './invoice-orders.ts'
import { invoiceTotals } from './invoice-totals.ts'
import { drawVatBreakdown } from './invoice-vat.ts'
import {
  A4,
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  MARGIN,
  footers,
  line,
  openPdf,
  paragraph,
  rule,
  type Pdf,
} from './pdf-layout.ts'
import { documentTexts, type DocumentLang } from './texts.ts'

export interface InvoiceModifier {
  name: string
  answers: Array<{ name: string; price: number }>
}

export interface InvoiceLine {
  name: string
  count: number
  /** The item's price without its modifiers' answers. */
  unitPrice: number
  modifiers: InvoiceModifier[]
}

export interface InvoiceOrder {
  id: string
  /** ISO instant the order was placed. */
  time: string
  serviceName: string
  /** How the guest chose to pay (cash, card, or on the room bill). */
  payment?: 'cash' | 'card' | 'room'
  /** Paid already (the order's status is Paid); otherwise the guest owes it. */
  paid?: boolean
  /** The VAT rate in percent its prices include (its service's); none: not in the breakdown. */
  vatRate?: number
  lines: InvoiceLine[]
}

export interface InvoiceInput {
  /** `timeZone` (IANA) is where order times are shown; the server's zone when not given. */
  business: {
    name: string
    currency: string
    /** The legal name, address and tax number (PIB) printed under the name. */
    legalName?: string
    address?: string
    taxNumber?: string
    timeZone?: string
  }
  room: { name: string }
  /**
   * `number`: the business's sequential invoice number. `checkIn` is an ISO instant (null once
   * checked out); `checkout` the departure: an ISO instant once checked out, else the planned day.
   */
  stay: { id: string; number: number; checkIn: string | null; checkout: string; guestName?: string }
  lang: DocumentLang
  issuedAt: Date
  orders: InvoiceOrder[]
}

export type Texts = ReturnType<typeof documentTexts>
export type Format = ReturnType<typeof formatters>

/** Where the next row goes; `newPage` starts a continuation page (with the table's header). */
export interface Cursor {
  doc: Pdf
  y: number
  t: Texts
  f: Format
  newPage(table?: boolean): void
}

export async function renderInvoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const t = documentTexts(input.lang)
  const f = formatters(input.lang, input.business.currency, input.business.timeZone)
  const title = `${t('invoice')} · ${input.business.name} · ${t('room')} ${input.room.name}`
  const { doc, finish } = openPdf({
    title,
    author: input.business.name,
    lang: LANG_TAG[input.lang],
  })
  const cursor: Cursor = {
    doc,
    t,
    f,
    y: firstPageHeader(doc, input, t, f),
    newPage(table = true) {
      doc.addPage()
      this.y = continuationHeader(doc, input, t)
      if (table) tableHeader(this)
    },
  }
  const orders = [...input.orders].sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
  if (orders.length === 0) {
    paragraph(doc, t('noOrders'), MARGIN, cursor.y + 8, CONTENT_WIDTH, { color: COLOR.muted })
    cursor.y += 32
  } else tableHeader(cursor)
  for (const order of orders) drawOrder(cursor, order)
  drawSummary(cursor, input)
  drawVatBreakdown(cursor, input.orders)
  footers(doc, `${input.business.name} · ${t('invoice')} ${input.stay.number}`, (page, pages) =>
    t('page', { page, pages }),
  )
  return finish()
}

const LANG_TAG: Record<DocumentLang, string> = { en: 'en', srb: 'sr-Latn', cro: 'hr' }

function firstPageHeader(doc: Pdf, input: InvoiceInput, t: Texts, f: Format): number {
  const { business, stay } = input
  const half = CONTENT_WIDTH / 2
  line(doc, business.name, MARGIN, MARGIN, half + 40, { font: 'bold', size: 18 })
  // The legal block: legal name, address, tax number, a line each under the name.
  const legal = [
    business.legalName,
    business.address,
    business.taxNumber ? `${t('taxNumber')}: ${business.taxNumber}` : undefined,
  ].filter((text): text is string => !!text)
  legal.forEach((text, i) => {
    line(doc, text, MARGIN, MARGIN + 24 + i * 12, half, { size: 8.5, color: COLOR.muted })
  })
  const right = MARGIN + half
  line(doc, t('invoice'), right, MARGIN - 4, half, {
    font: 'bold',
    size: 26,
    color: COLOR.accent,
    align: 'right',
  })
  const meta: Array<[string, string]> = [
    [t('invoiceNumber'), String(stay.number)],
    [t('issued'), f.date(input.issuedAt.toISOString())],
  ]
  meta.forEach(([label, value], i) => {
    const y = MARGIN + 36 + i * 14
    line(doc, value, right, y, half, { size: 8.5, align: 'right' })
    const labelWidth = half - doc.widthOfString(value) - 10
    line(doc, label, right, y, labelWidth, { size: 8.5, color: COLOR.muted, align: 'right' })
  })
  const top = MARGIN + 78
  rule(doc, MARGIN, A4.width - MARGIN, top, COLOR.accent, 1.5)
  const cells: Array<[string, string]> = [
    [t('room'), input.room.name],
    ...(stay.guestName ? [[t('guest'), stay.guestName] as [string, string]] : []),
    [t('checkIn'), stay.checkIn ? f.date(stay.checkIn) : '—'],
    [t('checkout'), f.date(stay.checkout)],
  ]
  const width = CONTENT_WIDTH / cells.length
  cells.forEach(([label, value], i) => {
    const x = MARGIN + i * width
    line(doc, label.toUpperCase(), x, top + 12, width - 12, { size: 7, color: COLOR.muted })
    line(doc, value, x, top + 23, width - 12, { font: 'semibold', size: 11 })
  })
  return top + 56
}

function continuationHeader(doc: Pdf, input: InvoiceInput, t: Texts): number {
  const text = `${input.business.name} · ${t('invoice')} · ${t('room')} ${input.room.name}`
  line(doc, text, MARGIN, MARGIN, CONTENT_WIDTH, { font: 'semibold', size: 9, color: COLOR.muted })
  rule(doc, MARGIN, A4.width - MARGIN, MARGIN + 16, COLOR.accent, 1)
  return MARGIN + 28
}

function drawSummary(cursor: Cursor, input: InvoiceInput): void {
  const { doc, t, f } = cursor
  const totals = invoiceTotals(input.orders)
  // Without payment information the total is the last, emphasised row.
  const rows: Array<[string, number]> = totals.known ? [[t('total'), totals.total]] : []
  if (totals.known && totals.paid > 0) rows.push([t('alreadyPaid'), totals.paid])
  if (totals.known && totals.room > 0) rows.push([t('chargedToRoom'), totals.room])
  const final: [string, number] = totals.known
    ? [t('balanceDue'), totals.balance]
    : [t('total'), totals.total]
  if (cursor.y + rows.length * 18 + 60 > CONTENT_BOTTOM) cursor.newPage(false)
  const width = 250
  const x = A4.width - MARGIN - width
  // The amounts end where the table's amount column does, so every sum lines up under it.
  const amountEnd = AMOUNT.x + AMOUNT.width
  let y = cursor.y + 10
  for (const [label, amount] of rows) {
    line(doc, label, x + 10, y, width - 120, { size: 9.5, color: COLOR.muted })
    line(doc, f.money(amount), amountEnd - 100, y, 100, { size: 9.5, align: 'right' })
    y += 18
  }
  doc
    .save()
    .rect(x, y - 2, width, 30)
    .fill(COLOR.accent)
    .restore()
  line(doc, final[0], x + 10, y + 6, width - 130, { font: 'bold', size: 11, color: '#ffffff' })
  line(doc, f.money(final[1]), amountEnd - 120, y + 6, 120, {
    font: 'bold',
    size: 11,
    color: '#ffffff',
    align: 'right',
  })
  paragraph(doc, t('thanks'), MARGIN, y + 6, CONTENT_WIDTH - width - 20, {
    size: 9,
    color: COLOR.muted,
  })
  cursor.y = y + 40
}
