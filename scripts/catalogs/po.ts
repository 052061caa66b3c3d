/**
 * Reading Lingui's .po catalogs (locales/{locale}/*.po) and the rules the catalogs of one
 * language must keep together. Pure functions; catalog-files.ts reads the files.
 */

export interface PoEntry {
  /** msgctxt, '' when the message has none. */
  context: string
  id: string
  str: string
}

/** The key Lingui merges catalogs by: a message is its id within its context. */
export const entryKey = (e: Pick<PoEntry, 'context' | 'id'>): string =>
  e.context === '' ? e.id : `${e.context}\u0004${e.id}`

/** How a key is shown to a person: `[context] id`. */
export function showKey(key: string): string {
  const cut = key.indexOf('\u0004')
  return cut < 0 ? key : `[${key.slice(0, cut)}] ${key.slice(cut + 1)}`
}

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string
}

type Field = keyof PoEntry

/** The entries of a .po file, the header (msgid "") left out. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  // Typed by assertion: the closures below change them, which narrowing does not see.
  let current = null as Record<Field, string[]> | null
  let field = null as Field | null
  const flush = () => {
    if (current && current.id.join('') !== '') {
      entries.push({
        context: current.context.join(''),
        id: current.id.join(''),
        str: current.str.join(''),
      })
    }
    current = null
    field = null
  }
  const start = (f: Field, line: string) => {
    current ??= { context: [], id: [], str: [] }
    field = f
    current[f].push(unquote(line))
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) {
      flush()
      start('context', line)
    } else if (line.startsWith('msgid ')) {
      if (field !== 'context') flush()
      start('id', line)
    } else if (line.startsWith('msgstr ') && current) {
      start('str', line)
    } else if (line.startsWith('"') && current && field) {
      current[field].push(unquote(line))
    }
  }
  flush()
  return entries
}

export interface Collision {
  key: string
  /** Each distinct translation with the catalogs that give it. */
  texts: { str: string; catalogs: string[] }[]
}

/**
 * Messages two catalogs of one language translate differently. Lingui merges a language's
 * catalogs into one table, so the text shown would be that of whichever loaded last.
 */
export function findCollisions(catalogs: Record<string, PoEntry[]>): Collision[] {
  const byKey = new Map<string, Map<string, string[]>>()
  for (const [catalog, entries] of Object.entries(catalogs)) {
    for (const e of entries) {
      const key = entryKey(e)
      const texts = byKey.get(key) ?? new Map<string, string[]>()
      byKey.set(key, texts)
      texts.set(e.str, [...(texts.get(e.str) ?? []), catalog])
    }
  }
  const collisions: Collision[] = []
  for (const [key, texts] of byKey) {
    if (texts.size > 1) {
      collisions.push({ key, texts: [...texts].map(([str, cats]) => ({ str, catalogs: cats })) })
    }
  }
  return collisions.sort((a, b) => a.key.localeCompare(b.key))
}

/** Entries left untranslated: an empty msgstr. */
export const untranslated = (entries: PoEntry[]): PoEntry[] =>
  entries.filter((e) => e.str.trim() === '')

/**
 * Entries whose translation is the English text itself, other than those the allow-list
 * names (keys as `showKey` prints them) and texts with no letters (numbers, placeholders).
 */
export function copiedFromEnglish(entries: PoEntry[], allowed: ReadonlySet<string>): PoEntry[] {
  return entries.filter(
    (e) =>
      e.str === e.id &&
      /\p{L}/u.test(e.id.replace(/\{[^{}]*\}/g, '')) &&
      !allowed.has(showKey(entryKey(e))),
  )
}
