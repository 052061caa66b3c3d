import { describe, expect, it } from 'vitest'
import { sampleInvoice } from '../../tests/helpers/document-samples.ts'
import { pdfPagesText, pdfTextItems } from '../../tests/helpers/read-pdf.ts'
import { renderInvoicePdf, type InvoiceOrder } from './invoice-pdf.ts'
import { invoiceTotals, paymentState } from './invoice-totals.ts'
import { ALL_TEXTS, DOCUMENT_LANGS } from './texts.ts'

/** The text a reader copies out of the PDF, with Intl's no-break spaces as plain spaces. */
async function textOf(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPagesText(bytes)).map((page) => page.replace(/[\u00a0\u202f]/g, ' '))
}

const SAMPLE_LINES = [
  'Ćevapi u lepinji sa kajmakom',
  'Šopska salata',
  'Domaća limunada',
  'Doručak: jaja, šunka, sir, domaći hleb i džem od šljiva',
  'Sveže ceđeni sok od narandže',
  'Žuta osa — vinjak',
  'Đus od jabuke',
]

describe('renderInvoicePdf', () => {
  it('lists the hotel, room, stay, every line and its answers, and the totals in English', async () => {
    const bytes = await renderInvoicePdf(sampleInvoice('en'))
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    const [page, ...rest] = await textOf(bytes)
    expect(rest).toEqual([])
    expect(page).toContain('Hotel Zlatibor Đurđevak')
    expect(page).toContain('Kraljev trg 12, 31315 Zlatibor, Srbija')
    expect(page).toContain('Invoice')
    expect(page).toMatch(/ROOM\s+204/)
    expect(page).toContain('Željko Đorđević')
    expect(page).toContain('20 Nov 2026')
    expect(page).toContain('23 Nov 2026')
    for (const name of SAMPLE_LINES) expect(page).toContain(name)
    expect(page).toContain('Prilog: Pomfrit')
    expect(page).toContain('+ €2.00')
    // Times in the hotel's zone: 19:42 UTC is 20:42 in Belgrade.
    expect(page).toContain('20 Nov 2026, 20:42')
    // Line amounts: count × (unit price + answers).
    expect(page).toMatch(/Ćevapi u lepinji sa kajmakom\s+2\s+€12.50\s+€29.00/)
    expect(page).toMatch(/Order total\s+€45.40/)
    expect(page).toMatch(/Order total\s+€40.60/)
    expect(page).toMatch(/Order total\s+€13.00/)
    expect(page).toMatch(/Total\s+€99.00/)
    expect(page).toMatch(/Already paid\s+€53.60/)
    expect(page).toMatch(/Charged to the room\s+€45.40/)
    expect(page).toMatch(/Balance due\s+€45.40/)
    expect(page).toContain('Paid by card')
    // The number is drawn before its right-aligned label.
    expect(page).toMatch(/1042\s+Invoice no\./)
    expect(page).toContain('· Invoice 1042')
    expect(page).toContain('Page 1 of 1')
  })

  it('is in Serbian Latin with its diacritics intact', async () => {
    const [page] = await textOf(await renderInvoicePdf(sampleInvoice('srb')))
    expect(page).toContain('Račun')
    expect(page).toContain('JEDINIČNA CENA')
    expect(page).toMatch(/Ukupno za porudžbinu\s+45,40 €/)
    expect(page).toMatch(/Već plaćeno\s+53,60 €/)
    expect(page).toMatch(/Preostalo za plaćanje\s+45,40 €/)
    expect(page).toContain('Plaćeno karticom')
    expect(page).toContain('Strana 1 od 1')
    for (const name of SAMPLE_LINES) expect(page).toContain(name)
  })

  it('is in Croatian with its diacritics intact', async () => {
    const [page] = await textOf(await renderInvoicePdf(sampleInvoice('cro')))
    expect(page).toContain('Račun')
    expect(page).toContain('JEDINIČNA CIJENA')
    expect(page).toMatch(/Ukupno za narudžbu\s+40,60 €/)
    expect(page).toMatch(/Terećeno na sobu\s+45,40 €/)
    expect(page).toContain('Stranica 1 od 1')
  })

  it('lines every total up under the amount column', async () => {
    const items = await pdfTextItems(await renderInvoicePdf(sampleInvoice('srb')), 1)
    const column = items.find((i) => i.text === 'IZNOS')!
    /** The amount on the row of `label`, right of it. */
    const amountOf = (label: string) =>
      items
        .filter((i) => i.text === label)
        .map((l) => {
          const amount = items.find(
            (i) =>
              i.left > l.right && Math.abs(i.baseline - l.baseline) < 3 && i.text.endsWith('€'),
          )
          if (!amount) throw new Error(`no amount beside ${label}`)
          return amount
        })
    const labels = [
      'Ukupno za porudžbinu',
      'Ukupno',
      'Već plaćeno',
      'Zaduženo na sobu',
      'Preostalo za plaćanje',
    ]
    const totals = labels.flatMap(amountOf)
    expect(totals).toHaveLength(3 + 4)
    for (const total of totals) expect(total.right).toBeCloseTo(column.right, 1)
  })

  it('copies out the same text from documents made one after another', async () => {
    const first = await textOf(await renderInvoicePdf(sampleInvoice('srb')))
    await renderInvoicePdf(sampleInvoice('cro', { orders: [] }))
    expect(await textOf(await renderInvoicePdf(sampleInvoice('srb')))).toEqual(first)
  })

  it.each([
    ['RSD', 'srb', '950,00 RSD'],
    ['RSD', 'en', 'RSD 950.00'],
    ['$', 'en', '$950.00'],
    ['£', 'en', '£950.00'],
    ['₹', 'en', '₹950.00'],
    ['KM', 'cro', '950,00 KM'],
  ] as const)('writes %s amounts with two decimals (%s)', async (currency, lang, expected) => {
    const input = sampleInvoice(lang, { orders: [order('o', [lineOf('Noćenje', 1, 950)])] })
    input.business.currency = currency
    const [page] = await textOf(await renderInvoicePdf(input))
    expect(page).toContain(expected)
  })

  it('shows only the total when no order says how it is paid', async () => {
    const orders = [order('a', [lineOf('Sauna', 2, 15)]), order('b', [lineOf('Masaža', 1, 40)])]
    const [page] = await textOf(await renderInvoicePdf(sampleInvoice('en', { orders })))
    expect(page).toMatch(/Total\s+€70.00/)
    expect(page).not.toContain('Balance due')
    expect(page).not.toContain('Already paid')
  })

  it('says when the stay had no orders', async () => {
    const input = sampleInvoice('cro', { orders: [] })
    input.stay = { ...input.stay, checkIn: null }
    const [page] = await textOf(await renderInvoicePdf(input))
    expect(page).toContain('Tijekom boravka nije bilo narudžbi.')
    expect(page).toMatch(/Ukupno\s+0,00 €/)
  })

  it('breaks a long stay over numbered pages, every line once, the total right', async () => {
    const orders = Array.from({ length: 20 }, (_, o) =>
      order(
        `o${o}`,
        Array.from({ length: 10 }, (_, l) =>
          lineOf(`Stavka ${o * 10 + l + 1}.`, 1 + (l % 3), 2.35),
        ),
        o % 2 ? 'room' : 'card',
        o % 2 === 0,
      ),
    )
    const pages = await textOf(await renderInvoicePdf(sampleInvoice('en', { orders })))
    expect(pages.length).toBeGreaterThan(3)
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`))
    const all = pages.join('\n')
    for (let n = 1; n <= 200; n++) {
      expect(all.match(new RegExp(`Stavka ${n}\\.`, 'g'))).toHaveLength(1)
    }
    // 20 orders × (1 + 2 + 3 + 1 + 2 + 3 + 1 + 2 + 3 + 1 = 19 items) × 2.35
    expect(pages.at(-1)).toMatch(/Total\s+€893.00/)
    expect(pages.at(-1)).toMatch(/Balance due\s+€446.50/)
    // A page break inside an order repeats its heading.
    expect(all).toContain('Room service (continued)')
  })
})

describe('invoiceTotals', () => {
  it('adds in cents and splits paid from the room bill', () => {
    const orders = [
      order('a', [lineOf('x', 3, 0.1)], 'cash', true),
      order('b', [lineOf('y', 1, 0.2)], 'room'),
      order('c', [lineOf('z', 1, 1.01)]),
    ]
    expect(invoiceTotals(orders)).toEqual({
      total: 1.51,
      paid: 0.3,
      room: 0.2,
      known: true,
      balance: 1.21,
    })
  })

  it('counts an order chosen to be paid in cash or by card as owed until it is Paid', () => {
    const orders = [
      order('a', [lineOf('x', 1, 10)], 'cash'),
      order('b', [lineOf('y', 1, 5)], 'card'),
      order('c', [lineOf('z', 1, 2)], 'card', true),
    ]
    expect(invoiceTotals(orders)).toMatchObject({ total: 17, paid: 2, room: 0, balance: 15 })
    expect(orders.map(paymentState)).toEqual(['dueCash', 'dueCard', 'paidCard'])
    expect(paymentState({ payment: 'room', paid: true })).toBe('paid')
    expect(paymentState({ payment: 'room' })).toBe('room')
    expect(paymentState({})).toBeNull()
  })
})

describe('document texts', () => {
  it('has every text in en, srb and cro, with the same placeholders', () => {
    for (const texts of Object.values(ALL_TEXTS)) {
      const placeholders = (s: string) => s.match(/\{\w+\}/g)?.sort() ?? []
      for (const lang of DOCUMENT_LANGS) {
        expect(texts[lang].trim()).not.toBe('')
        expect(placeholders(texts[lang])).toEqual(placeholders(texts.en))
      }
    }
  })
})

function lineOf(name: string, count: number, unitPrice: number) {
  return { name, count, unitPrice, modifiers: [] }
}

function order(
  id: string,
  lines: InvoiceOrder['lines'],
  payment?: InvoiceOrder['payment'],
  paid = false,
): InvoiceOrder {
  const time = new Date(Date.UTC(2026, 10, 21, 8, id.length * 3)).toISOString()
  return { id, time, serviceName: 'Room service', lines, paid, ...(payment ? { payment } : {}) }
}
