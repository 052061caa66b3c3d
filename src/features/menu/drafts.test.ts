import { describe, expect, it } from 'vitest'
import { checkCategoryDraft, emptyCategoryDraft } from './category-draft.ts'
import { checkItemDraft, emptyItemDraft, emptyModifier, type ItemDraft } from './item-draft.ts'

const item = (patch: Partial<ItemDraft> = {}): ItemDraft => ({
  ...emptyItemDraft('c1'),
  name: { en: 'Espresso', srb: 'Espreso', cro: '' },
  price: '2.5',
  ...patch,
})

describe('the item form', () => {
  it('gives the fields to save: prices rounded, empty translations left out', () => {
    const checked = checkItemDraft(item({ price: '2.555' }))
    expect(checked.problems).toEqual({})
    expect(checked.fields).toMatchObject({
      name: { en: 'Espresso', srb: 'Espreso' },
      price: 2.56,
      category_id: 'c1',
      modifiers: [],
    })
    expect(checked.fields?.name).not.toHaveProperty('cro')
  })

  it('a comma in the price is its own problem (the dot hint); a name in English is required', () => {
    const checked = checkItemDraft(item({ price: '2,50', name: { en: ' ', srb: 'X', cro: '' } }))
    expect(checked.problems).toEqual({ price: 'comma', 'name.en': 'required' })
    expect(checked.fields).toBeNull()
    expect(checkItemDraft(item({ price: '' })).problems).toEqual({ price: 'required' })
    expect(checkItemDraft(item({ price: 'abc' })).problems).toEqual({ price: 'number' })
  })

  it('modifiers: a name, at least one answer, max between 1 and the answer count', () => {
    const modifier = {
      ...emptyModifier(),
      name: { en: 'Milk', srb: '', cro: '' },
      required: true,
      max: '2',
    }
    const checked = checkItemDraft(item({ modifiers: [modifier] }))
    expect(checked.problems).toEqual({
      'modifiers.0.max': 'maxRange',
      'modifiers.0.answers.0.name.en': 'required',
    })
    const ok = checkItemDraft(
      item({
        modifiers: [
          {
            ...modifier,
            max: '1',
            answers: [{ key: 'a', name: { en: 'Oat', srb: '', cro: '' }, price: '0.5' }],
          },
        ],
      }),
    )
    expect(ok.fields?.modifiers).toEqual([
      {
        name: { en: 'Milk' },
        price: 0,
        answers: [{ name: { en: 'Oat' }, price: 0.5 }],
        max: 1,
        required: true,
      },
    ])
    const none = checkItemDraft(item({ modifiers: [{ ...modifier, max: '1', answers: [] }] }))
    expect(none.problems['modifiers.0.answers']).toBe('answers')
  })
})

describe('the category form', () => {
  it('empty limits mean none; hours only when limited', () => {
    const draft = { ...emptyCategoryDraft('s1'), name: { en: 'Breakfast', srb: '', cro: '' } }
    expect(checkCategoryDraft(draft).fields).toEqual({
      name: { en: 'Breakfast' },
      service_ids: ['s1'],
      min: null,
      max: null,
      capacity: null,
      timeAvailable: null,
    })
    const limited = checkCategoryDraft({ ...draft, limited: true, start: '07:00', end: '10:30' })
    expect(limited.fields?.timeAvailable).toEqual({ start: { h: 7, m: 0 }, end: { h: 10, m: 30 } })
  })

  it('min above max, bad numbers, no service and no name are problems', () => {
    const draft = {
      ...emptyCategoryDraft('s1'),
      serviceIds: [],
      min: '3',
      max: '2',
      capacity: '1.5',
    }
    expect(checkCategoryDraft(draft).problems).toEqual({
      'name.en': 'required',
      service_ids: 'services',
      min: 'minAboveMax',
      capacity: 'wholeNumber',
    })
    expect(checkCategoryDraft({ ...draft, max: '0' }).problems.max).toBe('wholeNumber')
  })
})
