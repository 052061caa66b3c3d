/**
 * Allergens and diets on menu items, matched against a guest's profile.
 *
 * An item lists which of the EU's 14 allergens it contains (Regulation (EU) No 1169/2011,
 * Annex II) and the diets it suits. The guest profile speaks the spec's own list (rules/
 * guest-profile.ts: 'Lactose', 'Tree nuts', 'Sea food', …); `avoidedAllergens` translates it
 * into the allergens to warn about. 'Mushrooms' is no EU allergen, so no item is marked for it:
 * the kitchen still sees it on the order among the guest's allergies.
 */

export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const
export type Allergen = (typeof ALLERGENS)[number]

export const DIETS = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'lactose_free',
  'halal',
  'kosher',
] as const
export type Diet = (typeof DIETS)[number]

/** The allergens each allergy of the guest profile means. */
const PROFILE_ALLERGENS: Record<string, readonly Allergen[]> = {
  Gluten: ['gluten'],
  Lactose: ['milk'],
  Peanuts: ['peanuts'],
  Soy: ['soybeans'],
  Shellfish: ['crustaceans', 'molluscs'],
  'Tree nuts': ['nuts'],
  Fish: ['fish'],
  Eggs: ['eggs'],
  Sesame: ['sesame'],
  Mustard: ['mustard'],
  Celery: ['celery'],
  Sulphites: ['sulphites'],
  'Sea food': ['fish', 'crustaceans', 'molluscs'],
}

/** The diets each food preference of the guest profile means (others are no menu diet). */
const PROFILE_DIETS: Record<string, Diet> = {
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  'Gluten-free': 'gluten_free',
  'Lactose-free': 'lactose_free',
  Halal: 'halal',
  Kosher: 'kosher',
}

/** The allergens a guest with these profile allergies avoids, in the EU list's order. */
export function avoidedAllergens(profileAllergies: readonly string[]): Allergen[] {
  const avoided = new Set(profileAllergies.flatMap((a) => PROFILE_ALLERGENS[a] ?? []))
  return ALLERGENS.filter((a) => avoided.has(a))
}

/** The profile's allergies no EU allergen stands for ('Mushrooms'): told to the kitchen as they are. */
export const otherAllergies = (profileAllergies: readonly string[]): string[] =>
  profileAllergies.filter((a) => !PROFILE_ALLERGENS[a])

/** The menu diets among a profile's food preferences, in the diets' order. */
export function profileDiets(foodPreferences: readonly string[]): Diet[] {
  const wanted = new Set(foodPreferences.map((p) => PROFILE_DIETS[p]))
  return DIETS.filter((d) => wanted.has(d))
}

interface Labelled {
  allergens?: readonly Allergen[] | undefined
  diets?: readonly Diet[] | undefined
}

/** Which of the avoided allergens an item contains (none when the item lists none). */
export const allergenConflicts = (item: Labelled, avoided: readonly Allergen[]): Allergen[] =>
  avoided.filter((a) => item.allergens?.includes(a) === true)

/**
 * Whether an item suits every chosen diet. A vegan item suits a vegetarian; an item marked
 * with neither gluten nor the gluten-free diet is not taken as gluten-free: only what the
 * kitchen marked counts.
 */
export function suitsDiets(item: Labelled, chosen: readonly Diet[]): boolean {
  const diets = new Set(item.diets ?? [])
  if (diets.has('vegan')) diets.add('vegetarian')
  return chosen.every((d) => diets.has(d))
}

/** The diets any of these items is marked with, in the diets' order (the filter offers them). */
export function dietsOffered(items: readonly Labelled[]): Diet[] {
  const seen = new Set<Diet>()
  for (const item of items) {
    for (const d of item.diets ?? []) seen.add(d)
    if (item.diets?.includes('vegan')) seen.add('vegetarian')
  }
  return DIETS.filter((d) => seen.has(d))
}

/** A stored list in its canonical order without repeats (what the server keeps). */
export function canonicalList<T extends string>(all: readonly T[], values: readonly T[]): T[] {
  const set = new Set(values)
  return all.filter((v) => set.has(v))
}
