import { describe, expect, it } from 'vitest'
import { sampleInvoice } from '../../tests/helpers/document-samples.ts'
import { pdfPagesText } from '../../tests/helpers/read-pdf.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'

async function textOf(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join('\n').replace(/[\u00a0\u202f]/g, ' ')
}

/** The sample with its legal data, the restaurant and bar at 20 %, room service at 10 %. */
function withVat(lang: 'en' | 'srb' | 'cro') {
  const sample = sampleInvoice(lang)
  const rates: Record<string, number> = { 'o-1': 20, 'o-2': 10, 'o-3': 20 }
  return {
    ...sample,
    business: {
      ...sample.business,
      legalName: 'Đurđevak Turizam d.o.o.',
      taxNumber: '101234567',
    },
    orders: sample.orders.map((o) => ({ ...o, vatRate: rates[o.id]! })),
  }
}

describe('the invoice’s legal block and VAT breakdown', () => {
  it('prints the legal name, address and tax number, and per rate the base, VAT and gross', async () => {
    const text = await textOf(await renderInvoicePdf(withVat('en')))
    expect(text).toContain('Đurđevak Turizam d.o.o.')
    expect(text).toContain('Kraljev trg 12, 31315 Zlatibor, Srbija')
    expect(text).toContain('Tax number: 101234567')
    expect(text).toContain('VAT breakdown')
    // 40.60 at 10 %: VAT 3.69 (3.6909…); 45.40 + 13.00 = 58.40 at 20 %: VAT 9.73 (9.7333…).
    expect(text).toMatch(/10 %\s+€36.91\s+€3.69\s+€40.60/)
    expect(text).toMatch(/20 %\s+€48.67\s+€9.73\s+€58.40/)
    // The rows sum exactly to the invoice's total.
    expect(text).toMatch(/Total\s+€85.58\s+€13.42\s+€99.00/)
    expect(text).toContain('Prices include VAT.')
  })

  it('is in the invoice’s language', async () => {
    const srb = await textOf(await renderInvoicePdf(withVat('srb')))
    expect(srb).toContain('PIB: 101234567')
    expect(srb).toContain('Rekapitulacija PDV-a')
    expect(srb).toMatch(/OSNOVICA\s+PDV\s+UKUPNO/)
    const cro = await textOf(await renderInvoicePdf(withVat('cro')))
    expect(cro).toContain('Porezni broj: 101234567')
    expect(cro).toContain('Cijene sadrže PDV.')
  })

  it('prints no breakdown when no order carries a rate', async () => {
    const text = await textOf(await renderInvoicePdf(sampleInvoice('en')))
    expect(text).not.toContain('VAT breakdown')
    expect(text).not.toContain('Tax number')
  })
})
