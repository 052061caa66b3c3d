/**
 * What the invoice and the QR sheet share: an A4 pdfkit document with Noto Sans embedded (the
 * standard PDF fonts have no č ć ž š đ or ₹) and its fallbacks for Chinese, Korean, Arabic and
 * Hebrew text (fonts.ts, chosen per run of text), colours, text that never spills onto a new page
 * by itself, page footers, and the finished file as bytes.
 *
 * Each document parses its own copy of a font (pdfkit does, from the bytes fonts.ts reads once): a
 * parsed font shared between documents keeps glyphs that a subset met as components of others (z
 * inside ž) without their characters, and the next document's text would copy out wrong.
 */
import PDFDocument from 'pdfkit'
import {
  baselineOffset,
  faceOptions,
  fontFile,
  runsOf,
  useFace,
  type Face,
  type FontName,
} from './fonts.ts'

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

export type { FontName }

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
  for (const name of ['regular', 'semibold', 'bold'] as const) {
    doc.registerFont(name, fontFile('base', name))
  }
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

type Runs = ReturnType<typeof runsOf>

/** A text of one run in the document font: drawn as pdfkit draws it. */
const plain = (runs: Runs) => runs.length === 0 || (runs.length === 1 && runs[0]!.face === 'base')

function runsWidth(doc: Pdf, runs: Runs, weight: FontName): number {
  let width = 0
  for (const run of runs) {
    width += useFace(doc, run.face, weight).widthOfString(run.text, faceOptions(run.face))
  }
  return width
}

/** Shortens `text` with an ellipsis until it fits `width` in the current font. */
function fit(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let cut = text
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** The runs shortened, by whole characters from the end, with an ellipsis until they fit. */
function fitRuns(doc: Pdf, runs: Runs, width: number, weight: FontName): Runs {
  if (runsWidth(doc, runs, weight) <= width) return runs
  const chars = runs.flatMap((run) => [...run.text].map((char) => ({ face: run.face, char })))
  let shown: Runs = []
  while (chars.length > 1) {
    chars.pop()
    shown = []
    for (const { face, char } of chars) {
      const last = shown.at(-1)
      if (last?.face === face) last.text += char
      else shown.push({ face, text: char })
    }
    shown.push({ face: 'base', text: '…' })
    if (runsWidth(doc, shown, weight) <= width) break
  }
  return shown
}

/**
 * One line of text in the box from `x` of `width`, aligned in it and cut with an ellipsis if too
 * long. Drawn without pdfkit's line wrapper, so it never adds a page. Runs of other scripts are
 * drawn in their fallback faces on the document font's baseline.
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
  const runs = runsOf(text)
  if (plain(runs)) {
    const shown = fit(doc, text, width)
    const free = width - doc.widthOfString(shown)
    const dx = options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0
    doc.text(shown, x + dx, y, { lineBreak: false })
    return
  }
  const weight = options.font ?? 'regular'
  const shown = fitRuns(doc, runs, width, weight)
  const free = width - runsWidth(doc, shown, weight)
  let at = x + (options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0)
  // Every face on the document font's baseline (a number: how far above `y`, negated).
  const baseline = -baselineOffset(options.size ?? 9)
  for (const run of shown) {
    useFace(doc, run.face, weight)
    doc.text(run.text, at, y, { lineBreak: false, baseline, ...faceOptions(run.face) })
    at += doc.widthOfString(run.text, faceOptions(run.face))
  }
  doc.font(weight)
}

/**
 * Text wrapped to `width`; returns its height. `draw: false` only measures. A text of several
 * scripts is drawn run after run (pdfkit's `continued`), measured in the tallest of its faces.
 */
export function paragraph(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  options: TextStyle & { draw?: boolean } = {},
): number {
  style(doc, options)
  const runs = runsOf(text)
  const weight = options.font ?? 'regular'
  if (runs.length <= 1) {
    const face = runs[0]?.face ?? 'base'
    useFace(doc, face, weight)
    const height = doc.heightOfString(text, { width, ...faceOptions(face) })
    // A height keeps pdfkit's wrapper from starting a page of its own.
    if (options.draw !== false) {
      doc.text(text, x, y, { width, height: height + 1, ...faceOptions(face) })
    }
    doc.font(weight)
    return height
  }
  const faces = [...new Set(runs.map((run) => run.face))]
  const height = Math.max(
    ...faces.map((face) =>
      useFace(doc, face, weight).heightOfString(text, { width, ...faceOptions(face) }),
    ),
  )
  if (options.draw !== false) {
    const baseline = -baselineOffset(options.size ?? 9)
    runs.forEach((run, i) => {
      useFace(doc, run.face, weight)
      const each = { continued: i < runs.length - 1, baseline, ...faceOptions(run.face) }
      if (i === 0) doc.text(run.text, x, y, { width, height: height + 1, ...each })
      else doc.text(run.text, each)
    })
  }
  doc.font(weight)
  return height
}

/** The face each run of `text` takes (for a caller that draws with pdfkit itself). */
export function facesOf(text: string): Face[] {
  return runsOf(text).map((run) => run.face)
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
