/**
 * The guest profile's fixed lists (spec 001 section 3): genders, allergies, food preferences and
 * the preference questions. Values are stored as spelled here; clients translate the labels.
 */

export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say', 'Other'] as const
export type Gender = (typeof GENDERS)[number]

export const ALLERGIES = [
  'Gluten',
  'Lactose',
  'Peanuts',
  'Soy',
  'Shellfish',
  'Tree nuts',
  'Fish',
  'Eggs',
  'Sesame',
  'Mustard',
  'Celery',
  'Sulphites',
  'Mushrooms',
  'Sea food',
] as const
export type Allergy = (typeof ALLERGIES)[number]

export const FOOD_PREFERENCES = [
  'Vegetarian',
  'Vegan',
  'Halal',
  'Kosher',
  'Paleo',
  'Gluten-free',
  'Lactose-free',
  'Low-carb',
  'Low-fat',
  'Organic',
] as const
export type FoodPreference = (typeof FOOD_PREFERENCES)[number]

/** Preferences answered by picking one choice. */
export const PREFERENCE_CHOICES = {
  order_time: ['early_morning', 'morning', 'midday', 'afternoon', 'evening', 'late_night'],
  spending_habits: ['budget', 'moderate', 'premium', 'luxury'],
  pairing: ['wine', 'beer', 'cocktails', 'non_alcoholic', 'none'],
  promotion_recommendation: ['yes', 'no'],
} as const satisfies Record<string, readonly string[]>

/** Preferences answered in the guest's own words. */
export const PREFERENCE_TEXTS = ['restaurant', 'spa', 'room_service', 'drinks'] as const
export const PREFERENCE_TEXT_MAX = 300

export type ChoicePreference = keyof typeof PREFERENCE_CHOICES
export type TextPreference = (typeof PREFERENCE_TEXTS)[number]
export type PreferenceKey = ChoicePreference | TextPreference

/** Every preference of spec 001 in the order the profile shows them. */
export const PREFERENCE_KEYS: readonly PreferenceKey[] = [
  'order_time',
  'restaurant',
  'spa',
  'room_service',
  'drinks',
  'spending_habits',
  'pairing',
  'promotion_recommendation',
]

export type GuestPreferences = Partial<Record<PreferenceKey, string>>

/** A guest account as the server replies (never the password). */
export interface GuestProfile {
  _id: string
  business_id: string | null
  email: string
  first_name: string
  last_name: string
  phone: string | null
  country: string | null
  gender: string | null
  date_of_birth: string | null
  place_of_origin: string | null
  allergies: string[]
  food_preferences: string[]
  preferences: GuestPreferences
  createdAt: string
}
