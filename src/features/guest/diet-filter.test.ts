import { describe, expect, it } from 'vitest'
import { DIETS, type Diet } from '../../../sync/protocol/rules/allergens.ts'
import { sectionsForDiets, toggleDiet } from './diet-filter.ts'
import type { MenuSection } from './menu-sections.ts'
import { makeArticle } from './test-article.ts'

const section = (id: string, diets: (string[] | undefined)[]): MenuSection => ({
  category: null,
  articles: diets.map((d, i) =>
    makeArticle({ _id: `${id}-${i}`, ...(d ? { diets: d as Diet[] } : {}) }),
  ),
})

describe('the guest menu’s diet filter', () => {
  const menu = [
    section('mains', [['vegetarian'], undefined, ['vegan', 'gluten_free']]),
    section('grill', [undefined, ['gluten_free']]),
  ]

  it('keeps the menu as it is when no diet is chosen', () => {
    expect(sectionsForDiets(menu, [])).toBe(menu)
  })

  it('keeps only the items that suit every chosen diet, and drops emptied sections', () => {
    const vegetarian = sectionsForDiets(menu, ['vegetarian'])
    expect(vegetarian.map((s) => s.articles.map((a) => a._id))).toEqual([['mains-0', 'mains-2']])
    const both = sectionsForDiets(menu, ['vegetarian', 'gluten_free'])
    expect(both.flatMap((s) => s.articles.map((a) => a._id))).toEqual(['mains-2'])
    expect(sectionsForDiets(menu, ['kosher'])).toEqual([])
  })

  it('toggles a diet and keeps the chosen ones in the diets’ order', () => {
    expect(toggleDiet(DIETS, ['halal'], 'vegan')).toEqual(['vegan', 'halal'])
    expect(toggleDiet(DIETS, ['vegan', 'halal'], 'vegan')).toEqual(['halal'])
  })
})
