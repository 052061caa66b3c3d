import { describe, expect, it } from 'vitest'
import { isRealPhone } from './phone.ts'

describe('isRealPhone (the server check, libphonenumber-js)', () => {
  it.each([
    '+381 64 1234567',
    '+44 20 7946 0958',
    '+1 212 555 0100',
    '+385 91 234 5678',
    '+385.912.345678',
    '064-123-4567',
  ])('accepts %s', (v) => {
    expect(isRealPhone(v)).toBe(true)
  })
  it.each([
    ['too short for the UK plan', '+44 20 7946'],
    ['a US area code cannot start with 0', '+1 012 555 0100'],
    ['no such country code', '+999 123 456 789'],
    ['too long for Serbia', '+381 64 123456789012'],
    ['letters', '+44 20 79AB 0958'],
    ['too short national', '12345678'],
    ['empty', ''],
  ])('rejects %s (%s)', (_, v) => {
    expect(isRealPhone(v)).toBe(false)
  })
})
