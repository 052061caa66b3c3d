/**
 * What the invoice and the QR sheet share: an A4 pdfkit document with Noto Sans embedded (the
 * standard PDF fonts have no č ć ž š đ or ₹), colours, text that never spills onto a new page by
 * itself, page footers, and the finished file as bytes.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

export type Pdf = PDFKit.PDFDocument

export const A4 = { width: 595.28, height: 841.89 }
export const MARGIN = 48
export const CONTENT_WIDTH = A4.width - 2 * MARGIN
/** Where content must end on every page: the footer lives below. */
export const CONTENT_BOTTOM = A4.height - MARGIN - 24

export const COLOR = {
  ink: '#1d2430',
  muted: '#6b7280',
  rule: '#d5dae1',
  band: '#f1f4f6',
  accent: '#1f6f5c',
}

export type FontName = 'regular' | 'semibold' | 'bold'

const FONT_FILES: Record<FontName, string> = {
  regular: '400Regular/NotoSans_400Regular.ttf',
  semibold: '600SemiBold/NotoSans_600SemiBold.ttf',
  bold: '700Bold/NotoSans_700Bold.ttf',
}

const require = createRequire(import.meta.url)
let fontFiles: Record<FontName, Buffer> | undefined

/**
 * The font files, read once per process. Each document parses its own copy: a parsed font shared
 * between documents keeps glyphs that a subset met as components of others (z inside ž) without
 * their characters, and the next document's text would copy out wrong.
 */
function fonts(): Record<FontName, Buffer> {
  const read = (name: FontName) =>
    readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${FONT_FILES[name]}`))
  fontFiles ??= { regular: read('regular'), semibold: read('semibold'), bold: read('bold') }
  return fontFiles
}

export interface OpenPdf {
  doc: Pdf
  /** Ends the document and resolves to its bytes. */
  finish: () => Promise<Uint8Array>
}

export function openPdf(meta: { title: string; author: string; lang: string }): OpenPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // No default font: pdfkit's Helvetica has no č, and opening ours here by path would make
    // pdfkit parse it again on every later font('regular') (it caches it under the path only).
    font: '',
    lang: meta.lang,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Creator: 'Guest services' },
  })
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data)
  doc.font('regular')
  const chunks: Buffer[] = []
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('error', reject)
    doc.on('end', () => {
      const all = Buffer.concat(chunks)
      resolve(new Uint8Array(all.buffer, all.byteOffset, all.byteLength))
    })
  })
  return {
    doc,
    finish: () => {
      doc.end()
      return done
    },
  }
}

export interface TextStyle {
  font?: FontName
  size?: number
  color?: string
}

function style(doc: Pdf, { font = 'regular', size = 9, color = COLOR.ink }: TextStyle): Pdf {
  return doc.font(font).fontSize(size).fillColor(color)
}

/** Shortens `text` with an ellipsis until it fits `width` in the current font. */
function fit(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let cut = text
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/**
 * One line of text in the box from `x` of `width`, aligned in it and cut with an ellipsis if too
 * long. Drawn without pdfkit's line wrapper, so it never adds a page.
 */
export function line(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  options: TextStyle & { align?: 'left' | 'right' | 'center' } = {},
): void {
  style(doc, options)
  const shown = fit(doc, text, width)
  const free = width - doc.widthOfString(shown)
  const dx = options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0
  doc.text(shown, x + dx, y, { lineBreak: false })
}

/** Text wrapped to `width`; returns its height. `draw: false` only measures. */
export function paragraph(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  options: TextStyle & { draw?: boolean } = {},
): number {
  style(doc, options)
  const height = doc.heightOfString(text, { width })
  // A height keeps pdfkit's wrapper from starting a page of its own.
  if (options.draw !== false) doc.text(text, x, y, { width, height: height + 1 })
  return height
}

export function rule(
  doc: Pdf,
  x1: number,
  x2: number,
  y: number,
  color = COLOR.rule,
  width = 0.75,
) {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore()
}

/**
 * Writes the footer on every buffered page once the content is done: `left` at the left, the page
 * number ("Page 2 of 5" in the document's language) at the right.
 */
export function footers(
  doc: Pdf,
  left: string,
  pageLabel: (page: number, pages: number) => string,
) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const y = A4.height - MARGIN - 10
    rule(doc, MARGIN, A4.width - MARGIN, y - 6)
    line(doc, left, MARGIN, y, CONTENT_WIDTH * 0.6, { size: 7.5, color: COLOR.muted })
    const label = pageLabel(i - start + 1, count)
    line(doc, label, MARGIN + CONTENT_WIDTH * 0.6, y, CONTENT_WIDTH * 0.4, {
      size: 7.5,
      color: COLOR.muted,
      align: 'right',
    })
  }
}
