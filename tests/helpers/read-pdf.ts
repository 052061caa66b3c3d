/**
 * Reads a PDF the way a viewer does (Mozilla's pdf.js): its pages' text, and a page painted to
 * pixels or a PNG (with @napi-rs/canvas), so tests check what a person would see.
 */
import { createCanvas } from '@napi-rs/canvas'
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // pdf.js takes the buffer over: give it a copy.
  return getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise
}

/** The text of every page, one string per page, a line per text line. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await open(bytes)
  try {
    const pages: string[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent()
      let text = ''
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ')
      }
      pages.push(text)
    }
    return pages
  } finally {
    await pdf.destroy()
  }
}

export interface RenderedPage {
  width: number
  height: number
  /** RGBA pixels, row by row. */
  pixels: Uint8ClampedArray
  png(): Buffer
}

/** Paints page `pageNumber` (from 1) at `scale` times 72 dpi on a white background. */
export async function renderPdfPage(
  bytes: Uint8Array,
  pageNumber: number,
  scale = 2,
): Promise<RenderedPage> {
  const pdf = await open(bytes)
  try {
    const page = await pdf.getPage(pageNumber)
    const viewport = page.getViewport({ scale })
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height))
    const context = canvas.getContext('2d')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    // @napi-rs/canvas implements the DOM canvas API pdf.js draws with; its types are its own.
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    return {
      width: canvas.width,
      height: canvas.height,
      pixels: data,
      png: () => canvas.toBuffer('image/png'),
    }
  } finally {
    await pdf.destroy()
  }
}
