import { describe, expect, it } from 'vitest'
import { sampleInvoice } from '../../tests/helpers/document-samples.ts'
import { pdfPagesText } from '../../tests/helpers/read-pdf.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import { renderQrPdf } from './qr-pdf.ts'

/*
 * Issue 16: names in scripts Noto Sans lacks print in a fallback face that has their glyphs. The
 * text copied back out of the PDF is made from the glyphs drawn (an empty box has no character),
 * and the embedded fonts name the faces used.
 */

const NAMES = {
  chinese: '王小明',
  korean: '김민준',
  arabic: 'محمد',
  hebrew: 'דוד',
}

/** The embedded fonts' names (pdfkit writes them as `/BaseFont /ABCDEF+NotoSansSC-Regular`). */
function embeddedFonts(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1')
  return [...new Set([...text.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!))]
}

/** The page text, each line with and without its characters reversed (pdf.js and RTL runs). */
const readable = (pages: string[]) => {
  const text = pages.join('\n').replace(/[\u00a0\u202f]/g, ' ')
  return `${text}\n${[...text].reverse().join('')}`
}

describe('names in Chinese, Korean, Arabic and Hebrew', () => {
  it('print on the invoice: the guest, and the items', async () => {
    for (const [script, name] of Object.entries(NAMES)) {
      const input = sampleInvoice('en')
      input.stay.guestName = `${name} Guest`
      input.orders[0]!.lines[0]!.name = `${name} special`
      const bytes = await renderInvoicePdf(input)
      const text = readable(await pdfPagesText(bytes))
      expect(text.match(new RegExp(name, 'g'))?.length, script).toBeGreaterThanOrEqual(2)
      expect(text).toContain('Guest')
      expect(text).toContain('Šopska salata')
    }
  })

  it('embed only the faces a document uses', async () => {
    const latin = embeddedFonts(await renderInvoicePdf(sampleInvoice('srb')))
    expect(latin.every((f) => f.startsWith('NotoSans-'))).toBe(true)
    const input = sampleInvoice('en')
    input.stay.guestName = `${NAMES.chinese} · ${NAMES.korean}`
    input.orders[0]!.lines[0]!.name = `${NAMES.arabic} / ${NAMES.hebrew}`
    const fonts = embeddedFonts(await renderInvoicePdf(input))
    for (const family of ['NotoSansSC', 'NotoSansKR', 'NotoSansArabic', 'NotoSansHebrew']) {
      expect(
        fonts.some((f) => f.startsWith(`${family}-`)),
        family,
      ).toBe(true)
    }
  })

  it('print under their QR codes', async () => {
    const codes = Object.values(NAMES).map((name, i) => ({
      name: i % 2 ? name : `Soba ${101 + i} · ${name}`,
      url: `https://hotel.example/app/hu/room-${i}`,
    }))
    const bytes = await renderQrPdf({ title: 'Hotel · Rooms', codes })
    const text = readable(await pdfPagesText(bytes))
    for (const name of Object.values(NAMES)) expect(text).toContain(name)
    expect(text).toContain('Soba 101')
    expect(embeddedFonts(bytes)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NotoSansSC-/),
        expect.stringMatching(/^NotoSansKR-/),
        expect.stringMatching(/^NotoSansArabic-/),
        expect.stringMatching(/^NotoSansHebrew-/),
      ]),
    )
  })
})
