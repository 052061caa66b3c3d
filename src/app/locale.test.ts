import { describe, expect, it } from 'vitest'
import { catalogForPath, catalogsForRoute, intlLocales, parseLocale } from './locale.ts'

describe('parseLocale', () => {
  it('keeps a known language and falls back to English otherwise', () => {
    expect(parseLocale('srb')).toBe('srb')
    expect(parseLocale('cro')).toBe('cro')
    expect(parseLocale('de')).toBe('en')
    expect(parseLocale(null)).toBe('en')
    expect(parseLocale('')).toBe('en')
  })
})

describe('intlLocales', () => {
  it('maps srb and cro to real tags so plural rules are Serbian and Croatian', () => {
    expect(intlLocales('srb')[0]).toBe('sr-Latn')
    expect(intlLocales('cro')[0]).toBe('hr')
    // Serbian has a "few" category that English lacks: the mapping is what makes it work.
    expect(new Intl.PluralRules(intlLocales('srb')).select(3)).toBe('few')
    expect(new Intl.PluralRules(intlLocales('cro')).select(22)).toBe('few')
    expect(new Intl.PluralRules(intlLocales('en')).select(3)).toBe('other')
  })

  it('writes dates and times one way per language: English with the 24-hour clock, day first', () => {
    const at = Date.UTC(2026, 10, 27, 21, 30)
    const format = (locale: 'en' | 'srb' | 'cro', options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(intlLocales(locale), { ...options, timeZone: 'UTC' }).format(at)
    expect(format('en', { timeStyle: 'short' })).toBe('21:30')
    expect(format('en', { hour: '2-digit', minute: '2-digit' })).toBe('21:30')
    expect(format('en', { dateStyle: 'short' })).toBe('27/11/2026')
    expect(format('en', { dateStyle: 'medium' })).toBe('27 Nov 2026')
    expect(format('srb', { timeStyle: 'short' })).toBe('21:30')
    expect(format('cro', { timeStyle: 'short' })).toBe('21:30')
  })
})

describe('catalogForPath', () => {
  it('gives guest and public routes the guest catalog', () => {
    expect(catalogForPath('/app/hu/r1')).toBe('guest')
    expect(catalogForPath('/app/hu/menu/r1/Room service')).toBe('guest')
    expect(catalogForPath('/app/hur/b1')).toBe('guest')
    expect(catalogForPath('/app/u/menu/b1/t1')).toBe('guest')
    expect(catalogForPath('/app/public/review/s1')).toBe('guest')
  })
  it('gives staff, admin, marketing and unknown routes the staff catalog', () => {
    expect(catalogForPath('/app/h/')).toBe('staff')
    expect(catalogForPath('/app/h/login')).toBe('staff')
    expect(catalogForPath('/app/b/login')).toBe('staff')
    expect(catalogForPath('/app/admin/main')).toBe('staff')
    expect(catalogForPath('/')).toBe('staff')
    expect(catalogForPath('/app/hub')).toBe('staff')
    expect(catalogForPath('/trial-expired')).toBe('staff')
  })
})

describe('catalogsForRoute', () => {
  it('adds the catalogs matched routes ask for to the path catalog', () => {
    expect(catalogsForRoute('/app/hu/r1', [undefined])).toEqual(['guest'])
    expect(catalogsForRoute('/app/hu/spa/r1/Spa', [undefined, 'staff'])).toEqual(['guest', 'staff'])
    expect(catalogsForRoute('/app/h/', ['staff', 'staff'])).toEqual(['staff'])
  })
})
