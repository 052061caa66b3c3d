import { describe, expect, it } from 'vitest'
import { ALLERGIES } from '../../../../sync/protocol/rules/guest-profile.ts'
import {
  PROFILE_FIELD_COUNT,
  draftOf,
  profileCompleteness,
  toggleChoice,
  type ProfileDraft,
} from './profile-progress.ts'

const empty: ProfileDraft = {
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  date_of_birth: '',
  country: '',
  place_of_origin: '',
  gender: '',
  allergies: [],
  food_preferences: [],
  preferences: {},
}

const full: ProfileDraft = {
  email: 'ana@hotel.rs',
  first_name: 'Ana',
  last_name: 'Kovač',
  phone: '+381 641 234567',
  date_of_birth: '1990-04-23',
  country: 'Serbia',
  place_of_origin: 'Novi Sad',
  gender: 'Female',
  allergies: ['Peanuts'],
  food_preferences: ['Vegan'],
  preferences: {
    order_time: 'evening',
    restaurant: 'window',
    spa: 'massage',
    room_service: 'breakfast at 8',
    drinks: 'water',
    spending_habits: 'moderate',
    pairing: 'wine',
    promotion_recommendation: 'no',
  },
}

describe('profileCompleteness', () => {
  it('18 fields: 8 personal, the two lists, 8 preferences', () => {
    expect(PROFILE_FIELD_COUNT).toBe(18)
  })

  it('nothing filled is 0 %, everything 100 %', () => {
    expect(profileCompleteness(empty)).toEqual({ filled: 0, total: 18, percent: 0 })
    expect(profileCompleteness(full)).toEqual({ filled: 18, total: 18, percent: 100 })
  })

  it('a new account with only its e-mail', () => {
    expect(profileCompleteness({ ...empty, email: 'a@b.rs' }).percent).toBe(5)
  })

  it('blank answers do not count; a list counts once however long', () => {
    const draft = {
      ...empty,
      first_name: '   ',
      allergies: ['Fish', 'Eggs', 'Soy'],
      preferences: { spa: '', drinks: 'tea' },
    }
    expect(profileCompleteness(draft).filled).toBe(2)
  })

  it('half the fields is 50 %', () => {
    const half = { ...full, preferences: {}, allergies: [], food_preferences: [] }
    expect(profileCompleteness(half)).toMatchObject({ filled: 8, percent: 44 })
    const nine = { ...half, allergies: ['Fish'] }
    expect(profileCompleteness(nine).percent).toBe(50)
  })
})

describe('draftOf and toggleChoice', () => {
  it('nulls become empty answers', () => {
    const draft = draftOf({
      ...full,
      phone: null,
      date_of_birth: null,
      country: null,
      place_of_origin: null,
      gender: null,
    })
    expect(draft).toMatchObject({ phone: '', date_of_birth: '', gender: '' })
  })

  it('toggles a choice and keeps the list in the spec’s order', () => {
    expect(toggleChoice(['Fish'], 'Gluten', ALLERGIES)).toEqual(['Gluten', 'Fish'])
    expect(toggleChoice(['Gluten', 'Fish'], 'Gluten', ALLERGIES)).toEqual(['Fish'])
  })
})
