/**
 * How complete a guest profile is (spec 001: the profile form has a progress bar of
 * completeness). Every field the guest can fill counts once: the personal fields, the allergy
 * list, the food-preference list and each preference. E-mail counts too (always set once
 * registered); the password and the date created are not answers and do not count.
 */
import {
  PREFERENCE_KEYS,
  type GuestPreferences,
} from '../../../../sync/protocol/rules/guest-profile.ts'

export type ProfileDraft = {
  email: string
  first_name: string
  last_name: string
  phone: string
  date_of_birth: string
  country: string
  place_of_origin: string
  gender: string
  allergies: readonly string[]
  food_preferences: readonly string[]
  preferences: GuestPreferences
}

const TEXT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'date_of_birth',
  'country',
  'place_of_origin',
  'gender',
] as const

export const PROFILE_FIELD_COUNT = TEXT_FIELDS.length + 2 + PREFERENCE_KEYS.length

const filled = (value: string | undefined | null) => (value ?? '').trim() !== ''

/** Filled fields out of all, and the whole percent (0 to 100, rounded down). */
export function profileCompleteness(draft: ProfileDraft): {
  filled: number
  total: number
  percent: number
} {
  let count = TEXT_FIELDS.filter((f) => filled(draft[f])).length
  if (draft.allergies.length > 0) count++
  if (draft.food_preferences.length > 0) count++
  count += PREFERENCE_KEYS.filter((k) => filled(draft.preferences[k])).length
  return {
    filled: count,
    total: PROFILE_FIELD_COUNT,
    percent: Math.floor((count * 100) / PROFILE_FIELD_COUNT),
  }
}

/** The form's draft of a stored profile (nulls as empty answers). */
export function draftOf(profile: {
  email: string
  first_name: string
  last_name: string
  phone: string | null
  date_of_birth: string | null
  country: string | null
  place_of_origin: string | null
  gender: string | null
  allergies: readonly string[]
  food_preferences: readonly string[]
  preferences: GuestPreferences
}): ProfileDraft {
  return {
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    country: profile.country ?? '',
    place_of_origin: profile.place_of_origin ?? '',
    gender: profile.gender ?? '',
    allergies: [...profile.allergies],
    food_preferences: [...profile.food_preferences],
    preferences: { ...profile.preferences },
  }
}

/** Adds or removes one choice of a list, keeping the order of `all`. */
export function toggleChoice(
  list: readonly string[],
  value: string,
  all: readonly string[],
): string[] {
  const has = list.includes(value)
  return all.filter((v) => (v === value ? !has : list.includes(v)))
}
