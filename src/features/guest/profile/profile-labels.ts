/** Translated labels of the guest profile's fixed values (stored as spelled in the protocol). */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type {
  Allergy,
  ChoicePreference,
  FoodPreference,
  Gender,
  PreferenceKey,
} from '../../../../sync/protocol/rules/guest-profile.ts'

export const GENDER_LABEL: Record<Gender, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  'Non-binary': msg`Non-binary`,
  'Prefer not to say': msg`Prefer not to say`,
  Other: msg`Other`,
}

export const ALLERGY_LABEL: Record<Allergy, MessageDescriptor> = {
  Gluten: msg`Gluten`,
  Lactose: msg`Lactose`,
  Peanuts: msg`Peanuts`,
  Soy: msg`Soy`,
  Shellfish: msg`Shellfish`,
  'Tree nuts': msg`Tree nuts`,
  Fish: msg`Fish`,
  Eggs: msg`Eggs`,
  Sesame: msg`Sesame`,
  Mustard: msg`Mustard`,
  Celery: msg`Celery`,
  Sulphites: msg`Sulphites`,
  Mushrooms: msg`Mushrooms`,
  'Sea food': msg`Sea food`,
}

export const FOOD_LABEL: Record<FoodPreference, MessageDescriptor> = {
  Vegetarian: msg`Vegetarian`,
  Vegan: msg`Vegan`,
  Halal: msg`Halal`,
  Kosher: msg`Kosher`,
  Paleo: msg`Paleo`,
  'Gluten-free': msg`Gluten-free`,
  'Lactose-free': msg`Lactose-free`,
  'Low-carb': msg`Low-carb`,
  'Low-fat': msg`Low-fat`,
  Organic: msg`Organic`,
}

export const PREFERENCE_LABEL: Record<PreferenceKey, MessageDescriptor> = {
  order_time: msg`Preferred time to order`,
  restaurant: msg`Restaurant`,
  spa: msg`Spa`,
  room_service: msg`Room service`,
  drinks: msg`Drinks`,
  spending_habits: msg`Spending habits`,
  pairing: msg`Food and drink pairing`,
  promotion_recommendation: msg`Recommend me offers and promotions`,
}

export const PREFERENCE_HINT: Partial<Record<PreferenceKey, MessageDescriptor>> = {
  restaurant: msg`e.g. a quiet table by the window`,
  spa: msg`e.g. deep tissue massage, no strong scents`,
  room_service: msg`e.g. breakfast in the room at 8`,
  drinks: msg`e.g. still water, red wine`,
}

export const CHOICE_LABEL: Record<ChoicePreference, Record<string, MessageDescriptor>> = {
  order_time: {
    early_morning: msg`Early morning`,
    morning: msg`Morning`,
    midday: msg`Midday`,
    afternoon: msg`Afternoon`,
    evening: msg`Evening`,
    late_night: msg`Late night`,
  },
  spending_habits: {
    budget: msg`Budget`,
    moderate: msg`Moderate`,
    premium: msg`Premium`,
    luxury: msg`Luxury`,
  },
  pairing: {
    wine: msg`Wine`,
    beer: msg`Beer`,
    cocktails: msg`Cocktails`,
    non_alcoholic: msg`Non-alcoholic`,
    none: msg`No pairing`,
  },
  promotion_recommendation: { yes: msg`Yes, please`, no: msg`No, thanks` },
}

/** The form field a server 400 names (dotted path) as the guest reads it. */
export const FIELD_LABEL: Record<string, MessageDescriptor> = {
  email: msg`E-mail`,
  password: msg`New password`,
  old_password: msg`Current password`,
  first_name: msg`First name`,
  last_name: msg`Last name`,
  phone: msg`Phone`,
  date_of_birth: msg`Date of birth`,
  country: msg`Country`,
  place_of_origin: msg`Place of origin`,
  gender: msg`Gender`,
  allergies: msg`Allergies`,
  food_preferences: msg`Food preferences`,
  ...PREFERENCE_LABEL,
}
