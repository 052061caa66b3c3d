/**
 * The guest menu's diet filter: the sections with only the items that suit every chosen diet
 * (rules/allergens.ts suitsDiets), sections left empty dropped. No diet chosen: the menu as it is.
 */
import { suitsDiets, type Diet } from '../../../sync/protocol/rules/allergens.ts'
import type { MenuSection } from './menu-sections.ts'

export function sectionsForDiets(
  sections: readonly MenuSection[],
  diets: readonly Diet[],
): readonly MenuSection[] {
  if (diets.length === 0) return sections
  return sections
    .map((s) => ({ ...s, articles: s.articles.filter((a) => suitsDiets(a, diets)) }))
    .filter((s) => s.articles.length > 0)
}

/** A chosen diet toggled, the rest kept in the diets' order. */
export function toggleDiet(all: readonly Diet[], chosen: readonly Diet[], diet: Diet): Diet[] {
  const next = new Set(chosen)
  if (next.has(diet)) next.delete(diet)
  else next.add(diet)
  return all.filter((d) => next.has(d))
}
