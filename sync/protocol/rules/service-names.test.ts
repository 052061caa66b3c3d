import { describe, expect, it } from 'vitest'
import { mergeServiceNames, serviceName } from './service-names.ts'

describe("a service's name in the reader's language", () => {
  const restaurant = { name: 'Restaurant', names: { srb: 'Restoran', cro: ' ' } }

  it('is the translation when there is one, else the default name', () => {
    expect(serviceName(restaurant, 'srb')).toBe('Restoran')
    expect(serviceName(restaurant, 'en')).toBe('Restaurant')
    // Blank is no translation.
    expect(serviceName(restaurant, 'cro')).toBe('Restaurant')
    expect(serviceName({ name: 'Spa' }, 'cro')).toBe('Spa')
    expect(serviceName({ name: 'Spa', names: null }, 'srb')).toBe('Spa')
    expect(serviceName(restaurant, 'de')).toBe('Restaurant')
  })
})

describe('an update of the names', () => {
  it('replaces a language given, removes one given blank, keeps one left out', () => {
    const current = { srb: 'Restoran', cro: 'Restoran' }
    expect(mergeServiceNames(current, { cro: ' Blagovaonica ' })).toEqual({
      srb: 'Restoran',
      cro: 'Blagovaonica',
    })
    expect(mergeServiceNames(current, { srb: '' })).toEqual({ cro: 'Restoran' })
    expect(mergeServiceNames(null, { srb: 'Spa' })).toEqual({ srb: 'Spa' })
    expect(current).toEqual({ srb: 'Restoran', cro: 'Restoran' })
  })
})
