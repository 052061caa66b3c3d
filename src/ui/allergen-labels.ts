/** Translated labels of the EU allergens and the menu diets (rules/allergens.ts). */
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { intlLocales, parseLocale } from '../app/locale.ts'
import {
  avoidedAllergens,
  otherAllergies,
  type Allergen,
  type Diet,
} from '../../sync/protocol/rules/allergens.ts'

export const ALLERGEN_LABEL: Record<Allergen, MessageDescriptor> = {
  gluten: msg`Gluten`,
  crustaceans: msg`Crustaceans`,
  eggs: msg`Eggs`,
  fish: msg`Fish`,
  peanuts: msg`Peanuts`,
  soybeans: msg`Soybeans`,
  milk: msg`Milk`,
  nuts: msg`Nuts`,
  celery: msg`Celery`,
  mustard: msg`Mustard`,
  sesame: msg`Sesame`,
  sulphites: msg`Sulphites`,
  lupin: msg`Lupin`,
  molluscs: msg`Molluscs`,
}

export const DIET_LABEL: Record<Diet, MessageDescriptor> = {
  vegetarian: msg`Vegetarian`,
  vegan: msg`Vegan`,
  gluten_free: msg`Gluten-free`,
  lactose_free: msg`Lactose-free`,
  halal: msg`Halal`,
  kosher: msg`Kosher`,
}

/** Allergens as one phrase in the reader's language ("Gluten, Milk and Sesame"). */
export function allergenList(i18n: I18n, allergens: readonly Allergen[]): string {
  return listPhrase(
    allergens.map((a) => i18n._(ALLERGEN_LABEL[a])),
    i18n,
  )
}

/** A guest profile's allergies no EU allergen stands for (rules/allergens.ts otherAllergies). */
const OTHER_ALLERGY_LABEL: Record<string, MessageDescriptor> = {
  Mushrooms: msg`Mushrooms`,
}

/**
 * What a guest with these profile allergies must not be served, in the reader's language: the
 * EU allergens they mean, then the others ("Milk, Peanuts and Mushrooms").
 */
export function allergiesPhrase(i18n: I18n, profileAllergies: readonly string[]): string {
  const names = [
    ...avoidedAllergens(profileAllergies).map((a) => i18n._(ALLERGEN_LABEL[a])),
    ...otherAllergies(profileAllergies).map((a) =>
      OTHER_ALLERGY_LABEL[a] ? i18n._(OTHER_ALLERGY_LABEL[a]) : a,
    ),
  ]
  return listPhrase(names, i18n)
}

function listPhrase(names: readonly string[], i18n: I18n): string {
  const locales = intlLocales(parseLocale(i18n.locale))
  return new Intl.ListFormat(locales, { type: 'conjunction' }).format(names)
}
