import { describe, expect, it } from 'vitest'
import type { GuestProfile } from '../../../sync/protocol/rules/guest-profile.ts'
import { fillContact, profileContact } from './contact-prefill.ts'

const profile = (overrides: Partial<GuestProfile> = {}): GuestProfile => ({
  _id: 'g1',
  business_id: null,
  email: 'ana.novak@example.com',
  first_name: 'Ana',
  last_name: 'Novak',
  phone: '+381 64 1234567',
  country: null,
  gender: null,
  date_of_birth: null,
  place_of_origin: null,
  allergies: [],
  food_preferences: [],
  preferences: {},
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
})

describe('contact prefill', () => {
  it("takes the profile's last name, phone and e-mail", () => {
    expect(profileContact(profile())).toEqual({
      surname: 'Novak',
      phone: '+381 64 1234567',
      email: 'ana.novak@example.com',
    })
    expect(profileContact(profile({ last_name: ' ', phone: null })).surname).toBe('Ana')
    expect(profileContact(profile({ phone: null })).phone).toBe('')
  })

  it('fills only the fields the guest left empty', () => {
    const contact = profileContact(profile())
    const typed = { surname: 'Horvat', phone: '', email: '', guests: 4, slot: null }
    expect(fillContact(typed, contact)).toEqual({
      surname: 'Horvat',
      phone: '+381 64 1234567',
      email: 'ana.novak@example.com',
      guests: 4,
      slot: null,
    })
  })
})
