import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  CATALOG_NAMES,
  TRANSLATED_LOCALES,
  readCatalog,
  readLanguage,
  readSameAsEnglish,
} from '../../scripts/catalogs/catalog-files.ts'
import {
  copiedFromEnglish,
  entryKey,
  findCollisions,
  showKey,
  untranslated,
} from '../../scripts/catalogs/po.ts'

/**
 * Every message of every catalog (lingui.config.ts) exists in en, srb and cro, srb and cro are
 * really translated, and the catalogs of one language agree: Lingui merges them into one table
 * at run time, so two texts for one message would make a label change with navigation.
 * `npx tsx scripts/catalogs/collisions.ts` lists the problems.
 */

const keysOf = (locale: string, catalog: string) =>
  readCatalog(locale, catalog).map(entryKey).sort()

it('checks every catalog lingui.config.ts declares, and there is no other', () => {
  const files = fs
    .readdirSync('locales/en')
    .filter((f) => f.endsWith('.po'))
    .map((f) => f.slice(0, -3))
  expect(CATALOG_NAMES.length).toBeGreaterThanOrEqual(15)
  expect([...CATALOG_NAMES].sort()).toEqual(files.sort())
})

describe.each(CATALOG_NAMES)('the %s catalog', (catalog) => {
  it('is not empty', () => {
    expect(readCatalog('en', catalog).length).toBeGreaterThan(10)
  })

  it.each(TRANSLATED_LOCALES)('has every message, translated, in %s', (locale) => {
    expect(keysOf(locale, catalog)).toEqual(keysOf('en', catalog))
    const entries = readCatalog(locale, catalog)
    expect(untranslated(entries).map((e) => showKey(entryKey(e)))).toEqual([])
    const copied = copiedFromEnglish(entries, readSameAsEnglish())
    // A text both languages write as English does goes into locales/same-as-english.txt.
    expect(copied.map((e) => showKey(entryKey(e)))).toEqual([])
  })
})

describe.each(['en', ...TRANSLATED_LOCALES])('the %s catalogs together', (locale) => {
  it('give each message one text (else give the message a context)', () => {
    const collisions = findCollisions(readLanguage(locale)).map(
      (c) =>
        `${showKey(c.key)}: ${c.texts.map((t) => `"${t.str}" (${t.catalogs.join(', ')})`).join(' / ')}`,
    )
    expect(collisions).toEqual([])
  })
})

it('locales/same-as-english.txt names only messages that exist', () => {
  const keys = new Set(
    CATALOG_NAMES.flatMap((c) => readCatalog('en', c).map((e) => showKey(entryKey(e)))),
  )
  expect([...readSameAsEnglish()].filter((k) => !keys.has(k))).toEqual([])
})

describe('texts the spec fixes', () => {
  it('the call-waiter notice is the spec text in Serbian', () => {
    const entry = readCatalog('srb', 'staff').find((e) => e.id.includes('requested a waiter'))
    expect(entry?.str).toBe('Sto {table} je zatražio konobara.')
  })
  it('the empty login alert is the spec’s Serbian text', () => {
    const srb = readCatalog('srb', 'staff').map((e) => e.str)
    expect(srb).toContain('Molimo popunite sva polja.')
  })
})
