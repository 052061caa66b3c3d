// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { addMessages, i18n } from './i18n.ts'

describe('addMessages', () => {
  it('merges a catalog into the active language without a change event', () => {
    i18n.load('srb', { hello: 'Zdravo' })
    i18n.activate('srb')
    let changes = 0
    const stop = i18n.on('change', () => {
      changes += 1
    })
    addMessages('srb', { rooms: 'Sobe' })
    stop()
    expect(changes).toBe(0)
    // Both catalogs' texts are there: the earlier one is kept, the new one is read at once.
    expect(i18n._('hello')).toBe('Zdravo')
    expect(i18n._('rooms')).toBe('Sobe')
  })

  it("uses Lingui's private _load, which merges (pinned: fails if Lingui changes it)", () => {
    const own = setupI18n()
    expect(typeof (own as unknown as { _load?: unknown })._load).toBe('function')
  })

  it('a language activated afterwards has the texts loaded for it, and emits then', () => {
    addMessages('cro', { rooms: 'Sobe (cro)' })
    let changes = 0
    const stop = i18n.on('change', () => {
      changes += 1
    })
    i18n.activate('cro')
    stop()
    expect(changes).toBe(1)
    expect(i18n._('rooms')).toBe('Sobe (cro)')
  })
})

describe('loadCatalog and changeLocale', () => {
  it("a language the guest picks wins over the stay's language that arrives later", async () => {
    const { changeLocale, isCatalogLoaded, loadCatalog } = await import('./i18n.ts')
    // The stay's language (Croatian) is asked for, then the guest picks English before it loaded.
    const stayLanguage = loadCatalog('cro', 'guest')
    const picked = changeLocale('en')
    await Promise.all([stayLanguage, picked])
    expect(i18n.locale).toBe('en')
    // A lazy part that asked for its texts in the old language gets them in the picked one too.
    await loadCatalog('cro', 'guest-spa')
    expect(i18n.locale).toBe('en')
    expect(isCatalogLoaded('en', 'guest-spa')).toBe(true)
  })
})
