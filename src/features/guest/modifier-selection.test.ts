import { describe, expect, it } from 'vitest'
import type { Modifier } from '../../../sync/protocol/menu.ts'
import {
  clearAnswer,
  emptySelections,
  modifierErrors,
  picksAreValid,
  picksFromSelections,
  toggleAnswer,
} from './modifier-selection.ts'

const answers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: { en: `a${i}` }, price: 0 }))
const side: Modifier = {
  name: { en: 'Side' },
  price: 0,
  required: true,
  max: 1,
  answers: answers(3),
}
const extras: Modifier = {
  name: { en: 'Extras' },
  price: 0,
  required: false,
  max: 2,
  answers: answers(4),
}

describe('choosing answers', () => {
  it('replaces the answer of a max-1 modifier (radio)', () => {
    expect(toggleAnswer(side, [], 2)).toEqual([2])
    expect(toggleAnswer(side, [2], 0)).toEqual([0])
    expect(toggleAnswer(side, [0], 0)).toEqual([0])
  })

  it('toggles answers up to max and no further (checkboxes)', () => {
    let chosen = toggleAnswer(extras, [], 3)
    chosen = toggleAnswer(extras, chosen, 1)
    expect(chosen).toEqual([1, 3])
    expect(toggleAnswer(extras, chosen, 0)).toEqual([1, 3])
    expect(toggleAnswer(extras, chosen, 3)).toEqual([1])
  })

  it('clears a radio answer only when the modifier is optional', () => {
    expect(clearAnswer(side, [1])).toEqual([1])
    expect(clearAnswer({ required: false }, [1])).toEqual([])
  })
})

describe('validation', () => {
  it('marks a required modifier without an answer as required', () => {
    const errors = modifierErrors([side, extras], emptySelections([side, extras]))
    expect([...errors]).toEqual([[0, 'required']])
  })

  it('accepts a required modifier once answered, optional ones left empty', () => {
    expect(modifierErrors([side, extras], [[1], []]).size).toBe(0)
  })

  it('rejects more answers than max and answers that do not exist', () => {
    expect(modifierErrors([side, extras], [[1], [0, 1, 2]]).get(1)).toBe('too_many')
    expect(modifierErrors([side, extras], [[5], []]).get(0)).toBe('unknown_answer')
  })

  it('turns selections into the index picks the server wants', () => {
    expect(picksFromSelections([[1], [], [3, 0]])).toEqual([
      { index: 0, answers: [1] },
      { index: 2, answers: [0, 3] },
    ])
    expect(picksAreValid([side, extras], [{ index: 0, answers: [1] }])).toBe(true)
    expect(picksAreValid([side, extras], [{ index: 1, answers: [1] }])).toBe(false)
    expect(picksAreValid([side, extras], [{ index: 2, answers: [0] }])).toBe(false)
  })
})
