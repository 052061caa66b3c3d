import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every message of every catalog exists in en, srb and cro, and srb/cro are really translated. */

interface Entry {
  id: string
  str: string
}

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string
}

export function parsePo(text: string): Entry[] {
  const entries: Entry[] = []
  let current: { id: string[]; str: string[] } | null = null
  let field: 'id' | 'str' | null = null
  const flush = () => {
    if (current && current.id.join('') !== '') {
      entries.push({ id: current.id.join(''), str: current.str.join('') })
    }
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush()
      current = { id: [unquote(line)], str: [] }
      field = 'id'
    } else if (line.startsWith('msgstr ') && current) {
      current.str.push(unquote(line))
      field = 'str'
    } else if (line.startsWith('"') && current && field) {
      current[field].push(unquote(line))
    }
  }
  flush()
  return entries
}

const load = (locale: string, catalog: string) =>
  parsePo(fs.readFileSync(path.join('locales', locale, `${catalog}.po`), 'utf8'))

describe.each(['staff', 'staff-menu', 'staff-reception', 'guest', 'guest-profile'])(
  'the %s catalog',
  (catalog) => {
    const en = load('en', catalog)

    it('is not empty', () => {
      expect(en.length).toBeGreaterThan(20)
    })

    it.each(['srb', 'cro'])('has every message translated in %s', (locale) => {
      const translated = load(locale, catalog)
      expect(translated.map((e) => e.id).sort()).toEqual(en.map((e) => e.id).sort())
      const missing = translated.filter((e) => e.str.trim() === '').map((e) => e.id)
      expect(missing).toEqual([])
    })
  },
)

describe('texts the spec fixes', () => {
  it('the call-waiter notice is the spec text in Serbian', () => {
    const entry = load('srb', 'staff').find((e) => e.id.includes('requested a waiter'))
    expect(entry?.str).toBe('Sto {table} je zatražio konobara.')
  })
  it('the empty login alert is the spec’s Serbian text', () => {
    const srb = load('srb', 'staff').map((e) => e.str)
    expect(srb).toContain('Molimo popunite sva polja.')
  })
})
