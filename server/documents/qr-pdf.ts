/**
 * The QR sheet of the Hotelqr screen (spec 000 §2, §7: GET api/qrcode/qr/{id}): one code per room
 * or table, each opening its guest link, its name printed under it, twelve to an A4 page.
 *
 * PDF library: pdfkit (see invoice-pdf.ts for why). The codes come from `qrcode`'s matrix and are
 * drawn as vector squares, so they stay sharp at any print size; each is also a clickable link.
 */
import QRCode from 'qrcode'
import {
  A4,
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  MARGIN,
  facesOf,
  footers,
  line,
  openPdf,
  paragraph,
  type Pdf,
} from './pdf-layout.ts'
import { faceOptions, useFace } from './fonts.ts'

export interface QrPdfInput {
  title: string
  codes: Array<{ name: string; url: string }>
}

export const QR_COLUMNS = 3
export const QR_ROWS = 4
export const QR_PER_PAGE = QR_COLUMNS * QR_ROWS
/** The printed code's side in points (about 3.9 cm), quiet zone included. */
export const QR_SIDE = 110
/** Light modules around the code, as scanners need. */
export const QR_QUIET = 2

const GRID_TOP = MARGIN + 34
const CELL = { width: CONTENT_WIDTH / QR_COLUMNS, height: (CONTENT_BOTTOM - GRID_TOP) / QR_ROWS }

/** Where code `index` of a page sits: its cell and the code's top-left corner. */
export function qrPlacement(index: number) {
  const column = index % QR_COLUMNS
  const row = Math.floor(index / QR_COLUMNS) % QR_ROWS
  const cellX = MARGIN + column * CELL.width
  const cellY = GRID_TOP + row * CELL.height
  return { cellX, cellY, x: cellX + (CELL.width - QR_SIDE) / 2, y: cellY + 10 }
}

export async function renderQrPdf(input: QrPdfInput): Promise<Uint8Array> {
  const { doc, finish } = openPdf({ title: input.title, author: input.title, lang: 'en' })
  input.codes.forEach((code, i) => {
    if (i % QR_PER_PAGE === 0) {
      if (i > 0) doc.addPage()
      pageHeader(doc, input.title)
    }
    drawCell(doc, code, qrPlacement(i % QR_PER_PAGE))
  })
  if (input.codes.length === 0) pageHeader(doc, input.title)
  footers(doc, input.title, (page, pages) => `${page} / ${pages}`)
  return finish()
}

function pageHeader(doc: Pdf, title: string): void {
  line(doc, title, MARGIN, MARGIN, CONTENT_WIDTH, { font: 'bold', size: 16 })
  doc
    .save()
    .moveTo(MARGIN, MARGIN + 26)
    .lineTo(A4.width - MARGIN, MARGIN + 26)
    .lineWidth(1.5)
    .strokeColor(COLOR.accent)
    .stroke()
    .restore()
}

function drawCell(
  doc: Pdf,
  code: QrPdfInput['codes'][number],
  at: ReturnType<typeof qrPlacement>,
): void {
  // A dashed frame to cut along.
  doc
    .save()
    .rect(at.cellX + 4, at.cellY + 4, CELL.width - 8, CELL.height - 8)
    .lineWidth(0.5)
    .dash(3, { space: 3 })
    .strokeColor(COLOR.rule)
    .stroke()
    .restore()
  drawQr(doc, code.url, at.x, at.y)
  doc.link(at.x, at.y, QR_SIDE, QR_SIDE, code.url)
  const textX = at.cellX + 10
  const width = CELL.width - 20
  const nameY = at.y + QR_SIDE + 4
  // The name takes at most two lines; the link's text goes under it.
  const style = { font: 'semibold', size: 10.5 } as const
  const height = Math.min(paragraph(doc, code.name, 0, 0, width, { ...style, draw: false }), 29)
  const faces = facesOf(code.name)
  if (faces.length <= 1) {
    // One face (a fallback for a name in Chinese, Korean, Arabic or Hebrew): wrapped by pdfkit.
    const face = faces[0] ?? 'base'
    useFace(doc, face, 'semibold').fontSize(10.5).fillColor(COLOR.ink)
    doc.text(code.name, textX, nameY, {
      width,
      height,
      align: 'center',
      ellipsis: true,
      ...faceOptions(face),
    })
  } else {
    line(doc, code.name, textX, nameY, width, { ...style, align: 'center' })
  }
  line(doc, code.url, textX, nameY + height + 2, width, {
    size: 6.5,
    color: COLOR.muted,
    align: 'center',
  })
}

/** The code as dark squares, one rectangle per horizontal run of dark modules. */
function drawQr(doc: Pdf, url: string, x: number, y: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const unit = QR_SIDE / (modules.size + 2 * QR_QUIET)
  doc.save().rect(x, y, QR_SIDE, QR_SIDE).fill('#ffffff')
  for (let row = 0; row < modules.size; row++) {
    let run = 0
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col)
      if (dark) run++
      else if (run > 0) {
        const left = x + (QR_QUIET + col - run) * unit
        doc.rect(left, y + (QR_QUIET + row) * unit, run * unit, unit)
        run = 0
      }
    }
  }
  doc.fill('#000000').restore()
}
