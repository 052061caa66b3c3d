import { describe, expect, it } from 'vitest'
import { isValidEmail, isValidPhone, parseDecimal } from './validators.ts'

describe('isValidEmail (spec section 5)', () => {
  it.each(['ana@hotel.rs', 'ana.marko_1-x@mail.hotel.com', 'A@b.info', ' ana@hotel.rs '])(
    'accepts %s',
    (v) => {
      expect(isValidEmail(v)).toBe(true)
    },
  )
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
    ['empty', ''],
  ])('rejects %s', (_, v) => {
    expect(isValidEmail(v)).toBe(false)
  })
})

describe('isValidPhone (spec section 5, international numbers: issue 16)', () => {
  it.each([
    '+381641234567',
    '381 641 234',
    '064-123-4567',
    '+385.912.345678',
    '+381 64 1234567',
    '+44 20 7946 0958',
    '+1 212 555 0100',
    '+385 91 234 5678',
  ])('accepts %s', (v) => {
    expect(isValidPhone(v)).toBe(true)
  })
  it.each([
    ['too short', '12345678'],
    ['too long (19 digits)', '1234567890123456789'],
    ['letters', '064-abc-4567'],
    ['two separators in a row', '064--123-4567'],
    ['plus in the middle', '064+1234567'],
    ['international, too few digits', '+44 20'],
    ['international, over the 15 digits of E.164', '+44 20 7946 0958 1234'],
    ['international, two separators in a row', '+44 20  7946 0958'],
    ['two plus signs', '++44 20 7946 0958'],
    ['00 instead of +', '0044 20 7946 0958'],
    ['empty', ''],
  ])('rejects %s', (_, v) => {
    expect(isValidPhone(v)).toBe(false)
  })
})

describe('parseDecimal (spec section 5: prices)', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    [' 0.99 ', 0.99],
    ['3.14159', 3.14],
    ['1.005', 1.01],
    ['0', 0],
  ])('accepts %s as %d, rounded to 2 decimals', (input, value) => {
    expect(parseDecimal(input)).toEqual({ ok: true, value })
  })
  it('refuses a comma with its own reason (the form hints to use a dot)', () => {
    expect(parseDecimal('12,50')).toEqual({ ok: false, reason: 'comma' })
  })
  it.each(['-1', '1.', '.5', '1e3', 'abc', '1.2.3', '+4'])('refuses %s', (input) => {
    expect(parseDecimal(input)).toEqual({ ok: false, reason: 'format' })
  })
  it('an empty field is its own reason', () => {
    expect(parseDecimal('  ')).toEqual({ ok: false, reason: 'empty' })
  })
})
