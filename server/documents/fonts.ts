/**
 * The documents' fonts: Noto Sans (Latin, Cyrillic, Greek, ₹), and fallbacks for the scripts it
 * lacks, so a guest or room name in Chinese, Korean, Arabic or Hebrew prints (issue 16): Noto Sans
 * SC (its Han also serves Japanese kanji), Noto Sans KR (Hangul), Noto Sans Arabic and Noto Sans
 * Hebrew. A fallback is read and embedded only by a document that prints one of its characters,
 * and pdfkit embeds only the glyphs used (a subset), so documents in Latin stay as small and fast.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import { fontRuns, type FontRun } from './font-runs.ts'

export type FontName = 'regular' | 'semibold' | 'bold'
export type Face = 'base' | 'sc' | 'kr' | 'arabic' | 'hebrew'

const expo = (pkg: string, family: string) => ({
  regular: `@expo-google-fonts/${pkg}/400Regular/${family}_400Regular.ttf`,
  semibold: `@expo-google-fonts/${pkg}/600SemiBold/${family}_600SemiBold.ttf`,
  bold: `@expo-google-fonts/${pkg}/700Bold/${family}_700Bold.ttf`,
})
const hebrew = (weight: number) =>
  `@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-${weight}-normal.woff`

const FILES: Record<Face, Record<FontName, string>> = {
  base: expo('noto-sans', 'NotoSans'),
  sc: expo('noto-sans-sc', 'NotoSansSC'),
  kr: expo('noto-sans-kr', 'NotoSansKR'),
  arabic: expo('noto-sans-arabic', 'NotoSansArabic'),
  hebrew: { regular: hebrew(400), semibold: hebrew(600), bold: hebrew(700) },
}

/** The document's own font first, then the fallbacks in the order they are tried. */
const FACES = ['base', 'sc', 'kr', 'arabic', 'hebrew'] as const satisfies readonly [Face, ...Face[]]

const require = createRequire(import.meta.url)
const files = new Map<string, Buffer>()

/** A font file's bytes, read once per process. */
export function fontFile(face: Face, weight: FontName): Buffer {
  const path = FILES[face][weight]
  let data = files.get(path)
  if (!data) files.set(path, (data = readFileSync(require.resolve(path))))
  return data
}

type Metrics = fontkit.Font

/**
 * Each face parsed once per process, only to ask which characters it has and its ascent (the
 * documents embed their own parsed copies: see pdf-layout.ts).
 */
const parsed = new Map<Face, Metrics>()
function metrics(face: Face): Metrics {
  let font = parsed.get(face)
  if (!font) parsed.set(face, (font = fontkit.create(fontFile(face, 'regular'))))
  return font
}

const covers = (face: Face, codePoint: number) => metrics(face).hasGlyphForCodePoint(codePoint)

/** The runs of `text`, each with a face that has its characters. */
export function runsOf(text: string): FontRun<Face>[] {
  // Most texts are Latin: one pass over Noto Sans's own coverage decides.
  for (const char of text) {
    if (!covers('base', char.codePointAt(0)!)) return fontRuns(text, FACES, covers)
  }
  return text === '' ? [] : [{ face: 'base', text }]
}

/** How far below a line's top its baseline lies, for `size`: the document font's ascent. */
export function baselineOffset(size: number): number {
  const base = metrics('base')
  return (base.ascent / base.unitsPerEm) * size
}

/** pdfkit's name of a face and weight; the document font keeps the plain weight names. */
export const fontKey = (face: Face, weight: FontName) =>
  face === 'base' ? weight : `${face}-${weight}`

const registered = new WeakMap<object, Set<string>>()

/**
 * Selects a face in `doc`, registering it on first use: pdfkit parses the bytes when the font is
 * first selected, so a fallback a document never selects costs it nothing.
 */
export function useFace<Doc extends PDFKit.PDFDocument>(
  doc: Doc,
  face: Face,
  weight: FontName,
): Doc {
  const key = fontKey(face, weight)
  let names = registered.get(doc)
  if (!names) registered.set(doc, (names = new Set()))
  if (!names.has(key)) {
    doc.registerFont(key, fontFile(face, weight))
    names.add(key)
  }
  doc.font(key)
  return doc
}

/**
 * pdfkit's text options for a face. pdfkit lays text out word by word unless it is given
 * OpenType features; fontkit turns a right-to-left word round but not the order of the words, so
 * a fallback's run is laid out whole (an empty list: fontkit still applies each script's own
 * features, Arabic joining included).
 */
export const faceOptions = (face: Face): { features?: [] } =>
  face === 'base' ? {} : { features: [] }
