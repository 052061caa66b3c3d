/** The part of fontkit (pdfkit's font engine, no types of its own) the documents use. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean
    ascent: number
    unitsPerEm: number
  }
  export function create(buffer: Buffer): Font
}
