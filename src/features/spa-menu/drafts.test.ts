import { describe, expect, it } from 'vitest'
import { checkRoomDraft, emptyRoomDraft } from './room-draft.ts'
import {
  checkTreatmentDraft,
  draftOfTreatment,
  emptySpaModifier,
  emptyTreatmentDraft,
  type TreatmentDraft,
} from './treatment-draft.ts'

const treatment = (patch: Partial<TreatmentDraft> = {}): TreatmentDraft => ({
  ...emptyTreatmentDraft('room-1'),
  name: { en: 'Salt scrub', srb: 'Piling solju', cro: '' },
  price: '35.555',
  ...patch,
})

describe('the treatment form', () => {
  it('gives the fields to save: rounded price, empty breaks as none, the spa’s therapist setting', () => {
    const checked = checkTreatmentDraft(treatment({ cleaningBreak: '', therapistBreak: '10' }))
    expect(checked.problems).toEqual({})
    expect(checked.fields).toEqual({
      name: { en: 'Salt scrub', srb: 'Piling solju' },
      description: { en: '' },
      room_id: 'room-1',
      length: 60,
      cleaning_break: 0,
      therapist_break: 10,
      max_persons: 1,
      price: 35.56,
      therapist_driven: null,
      modifiers: [],
    })
    expect(checkTreatmentDraft(treatment({ therapist: 'no' })).fields?.therapist_driven).toBe(false)
  })

  it('names each field out of range: length 5-600, breaks 0-240, persons 1-50, price', () => {
    const checked = checkTreatmentDraft(
      treatment({
        name: { en: ' ', srb: '', cro: '' },
        roomId: '',
        length: '0',
        cleaningBreak: '-5',
        therapistBreak: '241',
        maxPersons: '0',
        price: '3,50',
      }),
    )
    expect(checked.fields).toBeNull()
    expect(checked.problems).toEqual({
      'name.en': 'required',
      room_id: 'required',
      length: 'length',
      cleaning_break: 'minutes',
      therapist_break: 'minutes',
      max_persons: 'persons',
      price: 'comma',
    })
    expect(checkTreatmentDraft(treatment({ length: '601', price: '' })).problems).toEqual({
      length: 'length',
      price: 'required',
    })
    expect(checkTreatmentDraft(treatment({ price: '-1' })).problems).toEqual({ price: 'number' })
    expect(checkTreatmentDraft(treatment({ length: '12.5' })).problems).toEqual({
      length: 'length',
    })
  })

  it('modifiers: the menu’s rules and max guests 1-50, empty for any number', () => {
    const modifier = {
      ...emptySpaModifier(),
      name: { en: 'Oil', srb: '', cro: '' },
      answers: [{ key: 'a', name: { en: 'Lavender', srb: '', cro: '' }, price: '3' }],
      required: true,
    }
    const ok = checkTreatmentDraft(treatment({ modifiers: [{ ...modifier, maxGuests: '2' }] }))
    expect(ok.fields?.modifiers).toEqual([
      {
        name: { en: 'Oil' },
        price: 0,
        answers: [{ name: { en: 'Lavender' }, price: 3 }],
        max: 1,
        required: true,
        max_guests: 2,
      },
    ])
    expect(
      checkTreatmentDraft(treatment({ modifiers: [modifier] })).fields?.modifiers[0],
    ).toMatchObject({ max_guests: null })
    const bad = checkTreatmentDraft(
      treatment({
        modifiers: [{ ...modifier, name: { en: '', srb: '', cro: '' }, max: '2', maxGuests: '0' }],
      }),
    )
    expect(bad.problems).toEqual({
      'modifiers.0.name.en': 'required',
      'modifiers.0.max': 'maxRange',
      'modifiers.0.max_guests': 'maxGuests',
    })
  })

  it('a saved treatment opens as it was', () => {
    const draft = draftOfTreatment({
      _id: 't1',
      business_id: 'b',
      service_id: 's',
      room_id: 'r',
      name: { en: 'Scrub' },
      description: { en: 'Salt' },
      length: 40,
      price: 30,
      cleaning_break: 5,
      therapist_break: 10,
      max_persons: 2,
      modifiers: [
        {
          name: { en: 'Oil' },
          price: 0,
          answers: [{ name: { en: 'Rose' }, price: 1 }],
          max: 1,
          required: false,
          max_guests: 2,
        },
      ],
      therapist_driven: true,
      version: 3,
    })
    expect(draft).toMatchObject({
      length: '40',
      cleaningBreak: '5',
      therapistBreak: '10',
      maxPersons: '2',
      therapist: 'yes',
      modifiers: [{ maxGuests: '2', max: '1' }],
    })
    expect(checkTreatmentDraft(draft).fields).toMatchObject({ length: 40, therapist_driven: true })
  })
})

describe('the spa room form', () => {
  it('a name in English, 1-50 persons, cleaning 0-240 minutes', () => {
    const draft = { ...emptyRoomDraft(), name: { en: 'Sauna', srb: '', cro: '' } }
    expect(checkRoomDraft(draft).fields).toEqual({
      name: { en: 'Sauna' },
      max_persons: 1,
      cleaning_break: 0,
    })
    expect(
      checkRoomDraft({
        ...draft,
        name: { en: '', srb: 'S', cro: '' },
        maxPersons: '51',
        cleaningBreak: 'x',
      }).problems,
    ).toEqual({ 'name.en': 'required', max_persons: 'persons', cleaning_break: 'minutes' })
  })
})
