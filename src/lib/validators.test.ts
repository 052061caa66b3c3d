import { describe, expect, it } from 'vitest'
import { isValidEmail, isValidLink, isValidPhone, parseDecimal } from './validators.ts'

describe('isValidEmail', () => {
  it.each(['ana@hotel.rs', 'ana.marko_1-x@mail.hotel.com', 'A@b.info'])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true)
  })
  it.each([
    ['no at sign', 'ana.hotel.rs'],
    ['no domain', 'ana@'],
    ['no top level', 'ana@hotel'],
    ['top level too long', 'ana@hotel.travel'],
    ['top level too short', 'ana@hotel.r'],
    ['digits in top level', 'ana@hotel.r5'],
    ['plus sign', 'ana+x@hotel.rs'],
    ['space', 'an a@hotel.rs'],
    ['two at signs', 'a@b@hotel.rs'],
  ])('rejects %s', (_, v) => {
    expect(isValidEmail(v)).toBe(false)
  })
})

describe('isValidPhone', () => {
  it.each([
    '+381641234567',
    '381 641 234',
    '064-123-4567',
    '+385.912.345678',
    '123456789012345678',
  ])('accepts %s', (v) => {
    expect(isValidPhone(v)).toBe(true)
  })
  it.each([
    ['too short', '12345678'],
    ['too long (19 digits)', '1234567890123456789'],
    ['letters', '064-abc-4567'],
    ['two separators in a row', '064--123-4567'],
    ['plus in the middle', '064+1234567'],
    ['empty', ''],
  ])('rejects %s', (_, v) => {
    expect(isValidPhone(v)).toBe(false)
  })
})

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
