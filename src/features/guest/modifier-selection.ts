/**
 * Choosing modifier answers on an item (spec section 5: required modifiers need an answer,
 * "This is required."). A modifier with max 1 behaves like radio buttons, otherwise like
 * checkboxes limited to `max` answers.
 */
import type { Modifier } from '../../../sync/protocol/menu.ts'
import type { OrderLineRequest } from '../../../sync/protocol/orders.ts'

/** For one line: per modifier (by index), the chosen answer indexes, as the server wants them. */
export type ModifierPick = OrderLineRequest['modifiers'][number]

/** While the sheet is open: for every modifier of the article, the chosen answer indexes. */
export type Selections = readonly (readonly number[])[]

export type ModifierError = 'required' | 'too_many' | 'unknown_answer'

export function emptySelections(modifiers: readonly Modifier[]): number[][] {
  return modifiers.map(() => [])
}

/** The chosen answers of one modifier after tapping `answer`. */
export function toggleAnswer(
  modifier: Pick<Modifier, 'max'>,
  chosen: readonly number[],
  answer: number,
): number[] {
  if (modifier.max <= 1) return chosen.includes(answer) ? [...chosen] : [answer]
  if (chosen.includes(answer)) return chosen.filter((a) => a !== answer)
  if (chosen.length >= modifier.max) return [...chosen]
  return [...chosen, answer].sort((a, b) => a - b)
}

/** Unchecking a radio answer is allowed only on an optional modifier. */
export function clearAnswer(modifier: Pick<Modifier, 'required'>, chosen: readonly number[]) {
  return modifier.required ? [...chosen] : []
}

/** Per modifier index, what is wrong with its answers (absent when fine). */
export function modifierErrors(
  modifiers: readonly Modifier[],
  selections: Selections,
): Map<number, ModifierError> {
  const errors = new Map<number, ModifierError>()
  modifiers.forEach((modifier, index) => {
    const chosen = selections[index] ?? []
    if (chosen.some((a) => !Number.isInteger(a) || a < 0 || a >= modifier.answers.length)) {
      errors.set(index, 'unknown_answer')
    } else if (chosen.length > modifier.max) errors.set(index, 'too_many')
    else if (modifier.required && chosen.length === 0) errors.set(index, 'required')
  })
  return errors
}

/** The picks of a line: modifiers without answers left out, answers sorted and unique. */
export function normalizePicks(picks: readonly ModifierPick[]): ModifierPick[] {
  return picks
    .filter((p) => p.answers.length > 0)
    .map((p) => ({ index: p.index, answers: [...new Set(p.answers)].sort((a, b) => a - b) }))
    .sort((a, b) => a.index - b.index)
}

export function picksFromSelections(selections: Selections): ModifierPick[] {
  return normalizePicks(selections.map((answers, index) => ({ index, answers: [...answers] })))
}

export function selectionsFromPicks(
  modifiers: readonly Modifier[],
  picks: readonly ModifierPick[],
): number[][] {
  const selections = emptySelections(modifiers)
  for (const pick of picks) {
    if (pick.index < selections.length) selections[pick.index] = [...pick.answers]
  }
  return selections
}

/** Whether picks still fit the modifiers (the menu may change while a cart is kept). */
export function picksAreValid(modifiers: readonly Modifier[], picks: readonly ModifierPick[]) {
  if (picks.some((p) => p.index < 0 || p.index >= modifiers.length)) return false
  return modifierErrors(modifiers, selectionsFromPicks(modifiers, picks)).size === 0
}
