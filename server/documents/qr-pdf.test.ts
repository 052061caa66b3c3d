import jsQR from 'jsqr'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { sampleQrCodes } from '../../tests/helpers/document-samples.ts'
import { pdfPagesText, renderPdfPage, type RenderedPage } from '../../tests/helpers/read-pdf.ts'
import { QR_PER_PAGE, QR_SIDE, qrPlacement, renderQrPdf } from './qr-pdf.ts'

const TITLE = 'Hotel Đurđevak · Sobe'

describe('renderQrPdf', () => {
  it.each([1, 12, 13, 30])('puts %i codes on ceil(n / 12) pages, each name printed', async (n) => {
    const codes = sampleQrCodes(n)
    const pages = await pdfPagesText(await renderQrPdf({ title: TITLE, codes }))
    expect(pages).toHaveLength(Math.ceil(n / QR_PER_PAGE))
    pages.forEach((page, i) => {
      expect(page).toContain(TITLE)
      expect(page).toContain(`${i + 1} / ${pages.length}`)
    })
    codes.forEach((code, i) => {
      const page = pages[Math.floor(i / QR_PER_PAGE)]
      expect(page?.replace(/\s+/g, ' ')).toContain(code.name)
    })
  })

  it('prints codes a phone reads back to their links, on every page', async () => {
    const codes = sampleQrCodes(14)
    const bytes = await renderQrPdf({ title: TITLE, codes })
    const scale = 3
    const first = await renderPdfPage(bytes, 1, scale)
    const second = await renderPdfPage(bytes, 2, scale)
    expect(decodeAt(first, 0, scale)).toBe(codes[0]?.url)
    expect(decodeAt(first, 4, scale)).toBe(codes[4]?.url)
    expect(decodeAt(first, 11, scale)).toBe(codes[11]?.url)
    expect(decodeAt(second, 1, scale)).toBe(codes[13]?.url)
  })

  it('makes each code a link to its url', async () => {
    const codes = sampleQrCodes(12)
    const bytes = await renderQrPdf({ title: TITLE, codes })
    const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise
    const annotations = (await (await pdf.getPage(1)).getAnnotations()) as Array<{ url?: string }>
    await pdf.destroy()
    expect(annotations.map((a) => a.url)).toEqual(codes.map((c) => c.url))
  })

  it('still gives a page with the title when there are no codes', async () => {
    const pages = await pdfPagesText(await renderQrPdf({ title: TITLE, codes: [] }))
    expect(pages).toHaveLength(1)
    expect(pages[0]).toContain(TITLE)
  })
})

/** Decodes the code in slot `index` of a rendered page, cropped to its square plus a margin. */
function decodeAt(page: RenderedPage, index: number, scale: number): string | undefined {
  const { x, y } = qrPlacement(index)
  const pad = 8
  const left = Math.floor((x - pad) * scale)
  const top = Math.floor((y - pad) * scale)
  const side = Math.ceil((QR_SIDE + 2 * pad) * scale)
  const crop = new Uint8ClampedArray(side * side * 4)
  for (let row = 0; row < side; row++) {
    const from = ((top + row) * page.width + left) * 4
    crop.set(page.pixels.subarray(from, from + side * 4), row * side * 4)
  }
  return jsQR(crop, side, side)?.data
}
