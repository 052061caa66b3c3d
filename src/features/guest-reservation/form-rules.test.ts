import { describe, expect, it } from 'vitest'
import {
  emailProblem,
  guestCountOptions,
  phoneProblem,
  submitProblem,
  type BookingForm,
} from './form-rules.ts'

const ok: BookingForm = {
  surname: 'Novak',
  phone: '+381 641 234567',
  email: 'ana.novak@example.com',
  guests: 2,
  slot: '2026-11-30T19:00:00.000Z',
}

describe('checked on change (invalidEmail, invalidPhone)', () => {
  it('says nothing while the e-mail is empty or valid', () => {
    expect(emailProblem('')).toBeNull()
    expect(emailProblem('ana_n-1@hotel.co.rs')).toBeNull()
  })
  it('flags an e-mail that fails the format check', () => {
    expect(emailProblem('ana@')).toBe('invalidEmail')
    expect(emailProblem('ana@hotel.travel')).toBe('invalidEmail') // top level 2 to 4 letters
    expect(emailProblem('ana novak@hotel.rs')).toBe('invalidEmail')
  })
  it('takes an empty phone, flags a malformed one', () => {
    expect(phoneProblem('')).toBeNull()
    expect(phoneProblem('064 123 4567')).toBeNull()
    expect(phoneProblem('+381641234567')).toBeNull()
    expect(phoneProblem('12-34')).toBe('invalidPhone')
    expect(phoneProblem('phone')).toBe('invalidPhone')
  })
})

describe('submit (invalidReq)', () => {
  it('lets a complete form through', () => {
    expect(submitProblem(ok)).toBeNull()
    expect(submitProblem({ ...ok, phone: '' })).toBeNull()
  })
  it('refuses an empty or invalid e-mail', () => {
    expect(submitProblem({ ...ok, email: '' })).toBe('invalidReq')
    expect(submitProblem({ ...ok, email: '   ' })).toBe('invalidReq')
    expect(submitProblem({ ...ok, email: 'ana@hotel' })).toBe('invalidReq')
  })
  it('refuses 0 or fewer guests', () => {
    expect(submitProblem({ ...ok, guests: 0 })).toBe('invalidReq')
    expect(submitProblem({ ...ok, guests: -1 })).toBe('invalidReq')
    expect(submitProblem({ ...ok, guests: Number.NaN })).toBe('invalidReq')
  })
  it('refuses an empty surname and a missing slot', () => {
    expect(submitProblem({ ...ok, surname: ' ' })).toBe('invalidReq')
    expect(submitProblem({ ...ok, slot: null })).toBe('invalidReq')
  })
  it('refuses a phone that fails its check (the server would too)', () => {
    expect(submitProblem({ ...ok, phone: '12' })).toBe('invalidPhone')
  })
})

describe('guest count options', () => {
  it('a room guest: 1 to the capacity', () => {
    expect(guestCountOptions(32, false)).toHaveLength(32)
    expect(guestCountOptions(4, false)).toEqual([1, 2, 3, 4])
  })
  it('the public: up to 15, fewer when the service seats fewer', () => {
    expect(guestCountOptions(32, true)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
    expect(guestCountOptions(6, true)).toEqual([1, 2, 3, 4, 5, 6])
  })
  it('a service without tables: up to 15', () => {
    expect(guestCountOptions(0, true)).toHaveLength(15)
    expect(guestCountOptions(0, false)).toHaveLength(15)
  })
})
