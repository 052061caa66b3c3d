import fs from 'node:fs'
import path from 'node:path'
import linguiConfig from '../../lingui.config.ts'
import { parsePo, type PoEntry } from './po.ts'

/** The catalogs lingui.config.ts declares, by name (`staff`, `guest-spa`, …). */
export const CATALOG_NAMES: string[] = (linguiConfig.catalogs ?? []).map((c) =>
  path.basename(c.path),
)

export const TRANSLATED_LOCALES = ['srb', 'cro'] as const

const root = path.resolve(import.meta.dirname, '../..')

export function readCatalog(locale: string, catalog: string): PoEntry[] {
  return parsePo(fs.readFileSync(path.join(root, 'locales', locale, `${catalog}.po`), 'utf8'))
}

/** Every catalog of a language, by name. */
export function readLanguage(locale: string): Record<string, PoEntry[]> {
  return Object.fromEntries(CATALOG_NAMES.map((c) => [c, readCatalog(locale, c)]))
}

/** Translations allowed to equal the English text (locales/same-as-english.txt, one a line). */
export function readSameAsEnglish(): Set<string> {
  const text = fs.readFileSync(path.join(root, 'locales', 'same-as-english.txt'), 'utf8')
  return new Set(
    text
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((l) => l.trim()),
  )
}
