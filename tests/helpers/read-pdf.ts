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

/** A piece of a page's text and its box, in points from the page's top left corner. */
export interface PdfTextItem {
  text: string
  left: number
  right: number
  /** Where its baseline is. */
  baseline: number
}

/** The text pieces of page `pageNumber` (from 1) where they are drawn: to check a layout. */
export async function pdfTextItems(bytes: Uint8Array, pageNumber: number): Promise<PdfTextItem[]> {
  const pdf = await open(bytes)
  try {
    const page = await pdf.getPage(pageNumber)
    const height = page.getViewport({ scale: 1 }).height
    const content = await page.getTextContent()
    return content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              text: item.str,
              left: item.transform[4] as number,
              right: (item.transform[4] as number) + item.width,
              baseline: height - (item.transform[5] as number),
            },
          ]
        : [],
    )
  } finally {
    await pdf.destroy()
  }
}

/** The web address of every link on the pages, page after page (a QR sheet's codes are links). */
export async function pdfLinks(bytes: Uint8Array): Promise<string[]> {
  const pdf = await open(bytes)
  try {
    const links: string[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const annotations = (await (await pdf.getPage(n)).getAnnotations()) as { url?: string }[]
      links.push(...annotations.flatMap((a) => (a.url ? [a.url] : [])))
    }
    return links
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
