import { describe, expect, it } from 'vitest'
import {
  allergenConflicts,
  avoidedAllergens,
  canonicalList,
  dietsOffered,
  DIETS,
  otherAllergies,
  profileDiets,
  suitsDiets,
} from './allergens.ts'
import { ALLERGIES } from './guest-profile.ts'

describe('allergens against the guest profile', () => {
  it('translates the profile’s allergies into EU allergens, in the EU order', () => {
    expect(avoidedAllergens(['Tree nuts', 'Lactose', 'Gluten'])).toEqual(['gluten', 'milk', 'nuts'])
    expect(avoidedAllergens(['Sea food'])).toEqual(['crustaceans', 'fish', 'molluscs'])
    expect(avoidedAllergens(['Shellfish', 'Fish'])).toEqual(['crustaceans', 'fish', 'molluscs'])
  })

  it('knows every profile allergy but Mushrooms, which is no EU allergen', () => {
    const unknown = ALLERGIES.filter((a) => avoidedAllergens([a]).length === 0)
    expect(unknown).toEqual(['Mushrooms'])
    expect(avoidedAllergens(['Mushrooms', 'nonsense'])).toEqual([])
    expect(otherAllergies(['Peanuts', 'Mushrooms'])).toEqual(['Mushrooms'])
  })

  it('names the avoided allergens an item contains, and none for an unmarked item', () => {
    const avoided = avoidedAllergens(['Peanuts', 'Lactose'])
    expect(allergenConflicts({ allergens: ['milk', 'gluten', 'peanuts'] }, avoided)).toEqual([
      'peanuts',
      'milk',
    ])
    expect(allergenConflicts({ allergens: ['gluten'] }, avoided)).toEqual([])
    expect(allergenConflicts({}, avoided)).toEqual([])
  })
})

describe('diets', () => {
  it('takes the menu diets of the profile’s food preferences', () => {
    expect(profileDiets(['Low-carb', 'Vegan', 'Gluten-free'])).toEqual(['vegan', 'gluten_free'])
    expect(profileDiets(['Paleo'])).toEqual([])
  })

  it('counts a vegan item as vegetarian and only marked diets as suited', () => {
    expect(suitsDiets({ diets: ['vegan'] }, ['vegetarian'])).toBe(true)
    expect(suitsDiets({ diets: ['vegetarian'] }, ['vegan'])).toBe(false)
    expect(suitsDiets({ diets: ['vegan', 'gluten_free'] }, ['vegetarian', 'gluten_free'])).toBe(
      true,
    )
    expect(suitsDiets({ allergens: [] }, ['gluten_free'])).toBe(false)
    expect(suitsDiets({}, [])).toBe(true)
  })

  it('offers the diets some item is marked with', () => {
    expect(dietsOffered([{ diets: ['halal'] }, { diets: ['vegan'] }, {}])).toEqual([
      'vegetarian',
      'vegan',
      'halal',
    ])
    expect(dietsOffered([{}])).toEqual([])
  })

  it('keeps a stored list in its canonical order without repeats', () => {
    expect(canonicalList(DIETS, ['kosher', 'vegan', 'kosher'])).toEqual(['vegan', 'kosher'])
  })
})
