import { describe, expect, it } from 'vitest'
import { isValidLink, parseDecimal } from './validators.ts'

// isValidEmail and isValidPhone are the protocol's (tested in sync/protocol/rules/validators.test.ts).

describe('parseDecimal', () => {
  it('reads digits with an optional dot fraction', () => {
    expect(parseDecimal('12')).toEqual({ ok: true, value: 12 })
    expect(parseDecimal('12.50')).toEqual({ ok: true, value: 12.5 })
    expect(parseDecimal(' 0.5 ')).toEqual({ ok: true, value: 0.5 })
  })
  it('rejects a comma with its own reason, so the form can hint to use a dot', () => {
    expect(parseDecimal('12,50')).toEqual({ ok: false, reason: 'comma' })
  })
  it('rejects other formats', () => {
    expect(parseDecimal('')).toEqual({ ok: false, reason: 'empty' })
    expect(parseDecimal('12.')).toEqual({ ok: false, reason: 'format' })
    expect(parseDecimal('.5')).toEqual({ ok: false, reason: 'format' })
    expect(parseDecimal('-3')).toEqual({ ok: false, reason: 'format' })
    expect(parseDecimal('1e3')).toEqual({ ok: false, reason: 'format' })
    expect(parseDecimal('1.2.3')).toEqual({ ok: false, reason: 'format' })
  })
})

describe('isValidLink', () => {
  const host = 'hotel.example.com'
  it('accepts http, https and the app host', () => {
    expect(isValidLink('http://a.rs', host)).toBe(true)
    expect(isValidLink('https://a.rs/x', host)).toBe(true)
    expect(isValidLink('hotel.example.com/app/public/spa/1/Spa', host)).toBe(true)
  })
  it('rejects other schemes and other hosts', () => {
    expect(isValidLink('ftp://a.rs', host)).toBe(false)
    expect(isValidLink('www.other.com', host)).toBe(false)
    expect(isValidLink('javascript:alert(1)', host)).toBe(false)
    expect(isValidLink('', host)).toBe(false)
    expect(isValidLink('anything', '')).toBe(false)
  })
})
