import { describe, expect, it } from 'vitest'
import {
  copiedFromEnglish,
  entryKey,
  findCollisions,
  parsePo,
  showKey,
  untranslated,
} from '../../scripts/catalogs/po.ts'

const po = (body: string) => `msgid ""\nmsgstr ""\n"Language: srb\\n"\n\n${body}`

describe('parsePo', () => {
  it('reads ids, contexts and multi-line texts, and leaves the header out', () => {
    const entries = parsePo(
      po(
        [
          '#. placeholder {0}: n',
          'msgid "Edit"',
          'msgstr "Izmeni"',
          '',
          'msgctxt "navigation"',
          'msgid "Edit"',
          'msgstr "Podešavanja"',
          '',
          'msgid "Two "',
          '"lines"',
          'msgstr ""',
          '"Dva "',
          '"reda"',
          '',
          'msgctxt "verb"',
          'msgid "Order"',
          'msgstr ""',
          '',
        ].join('\n'),
      ),
    )
    expect(entries).toEqual([
      { context: '', id: 'Edit', str: 'Izmeni' },
      { context: 'navigation', id: 'Edit', str: 'Podešavanja' },
      { context: '', id: 'Two lines', str: 'Dva reda' },
      { context: 'verb', id: 'Order', str: '' },
    ])
    expect(entries.map((e) => showKey(entryKey(e)))).toEqual([
      'Edit',
      '[navigation] Edit',
      'Two lines',
      '[verb] Order',
    ])
    expect(untranslated(entries).map((e) => e.id)).toEqual(['Order'])
  })
})

describe('findCollisions', () => {
  it('finds a message two catalogs translate differently, not one in a context of its own', () => {
    const collisions = findCollisions({
      staff: [
        { context: '', id: 'Edit', str: 'Podešavanja' },
        { context: '', id: 'Save', str: 'Sačuvaj' },
      ],
      'staff-reception': [
        { context: '', id: 'Edit', str: 'Izmeni' },
        { context: 'navigation', id: 'Save', str: 'Čuvanje' },
        { context: '', id: 'Save', str: 'Sačuvaj' },
      ],
      'staff-tables': [{ context: '', id: 'Edit', str: 'Izmeni' }],
    })
    expect(collisions).toEqual([
      {
        key: 'Edit',
        texts: [
          { str: 'Podešavanja', catalogs: ['staff'] },
          { str: 'Izmeni', catalogs: ['staff-reception', 'staff-tables'] },
        ],
      },
    ])
  })
})

describe('copiedFromEnglish', () => {
  const entries = [
    { context: '', id: 'Status', str: 'Status' },
    { context: '', id: 'Delete', str: 'Delete' },
    { context: 'verb', id: 'Order', str: 'Order' },
    { context: '', id: '{count}', str: '{count}' },
    { context: '', id: '{n} / 10', str: '{n} / 10' },
    { context: '', id: 'Rooms', str: 'Sobe' },
  ]
  it('flags a text left in English unless the allow-list names it or it has no words', () => {
    const flagged = copiedFromEnglish(entries, new Set(['Status', 'Order']))
    expect(flagged.map((e) => showKey(entryKey(e)))).toEqual(['Delete', '[verb] Order'])
  })
})
