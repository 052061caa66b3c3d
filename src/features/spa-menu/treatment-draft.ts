import { parseDecimal } from '../../../sync/protocol/rules/index.ts'
import type { SpaModifierInput, SpaTreatment } from '../../../sync/protocol/index.ts'
import {
  checkModifierDrafts,
  draftKey,
  emptyModifier,
  localized,
  noTexts,
  priceProblem,
  textsOf,
  type DraftProblem,
  type ModifierDraft,
  type Texts,
} from '../menu/item-draft.ts'
import { wholeIn } from './whole-number.ts'

/** A treatment's modifier: the menu's, and the most guests it is for (empty: no limit). */
export interface SpaModifierDraft extends ModifierDraft {
  maxGuests: string
}

/** Whether the treatment needs a therapist: as the spa's setting, or its own yes or no. */
export type TherapistChoice = 'service' | 'yes' | 'no'

/** The treatment form as typed: texts and numbers as strings until saved. */
export interface TreatmentDraft {
  name: Texts
  description: Texts
  roomId: string
  length: string
  cleaningBreak: string
  therapistBreak: string
  maxPersons: string
  price: string
  therapist: TherapistChoice
  modifiers: SpaModifierDraft[]
}

export type TreatmentProblem = DraftProblem | 'length' | 'minutes' | 'persons' | 'maxGuests'

export const emptySpaModifier = (): SpaModifierDraft => ({ ...emptyModifier(), maxGuests: '' })

export const emptyTreatmentDraft = (roomId: string): TreatmentDraft => ({
  name: noTexts(),
  description: noTexts(),
  roomId,
  length: '60',
  cleaningBreak: '0',
  therapistBreak: '0',
  maxPersons: '1',
  price: '',
  therapist: 'service',
  modifiers: [],
})

export function draftOfTreatment(t: SpaTreatment): TreatmentDraft {
  return {
    name: textsOf(t.name),
    description: textsOf(t.description),
    roomId: t.room_id,
    length: String(t.length),
    cleaningBreak: String(t.cleaning_break),
    therapistBreak: String(t.therapist_break),
    maxPersons: String(t.max_persons),
    price: String(t.price),
    therapist: t.therapist_driven === null ? 'service' : t.therapist_driven ? 'yes' : 'no',
    modifiers: t.modifiers.map((m) => ({
      key: draftKey(),
      name: textsOf(m.name),
      price: String(m.price),
      required: m.required,
      max: String(m.max),
      maxGuests: m.max_guests == null ? '' : String(m.max_guests),
      answers: m.answers.map((a) => ({
        key: draftKey(),
        name: textsOf(a.name),
        price: String(a.price),
      })),
    })),
  }
}

export interface CheckedTreatment {
  /** Problems by field path (`name.en`, `length`, `modifiers.0.max_guests` …). */
  problems: Record<string, TreatmentProblem>
  fields: {
    name: ReturnType<typeof localized>
    description: ReturnType<typeof localized>
    room_id: string
    length: number
    cleaning_break: number
    therapist_break: number
    max_persons: number
    price: number
    therapist_driven: boolean | null
    modifiers: SpaModifierInput[]
  } | null
}

/**
 * Checks the treatment form as the server will: a name in English, a room, a length of 5 to 600
 * minutes, breaks of 0 to 240 minutes (empty: none), 1 to 50 persons, a price of 0 or more (a
 * comma gets the dot hint), and the menu's modifier rules with max guests 1 to 50 (empty: any).
 */
export function checkTreatmentDraft(draft: TreatmentDraft): CheckedTreatment {
  const problems: Record<string, TreatmentProblem> = {}
  if (!draft.name.en.trim()) problems['name.en'] = 'required'
  if (!draft.roomId) problems.room_id = 'required'
  const length = wholeIn(draft.length, 5, 600)
  const cleaningBreak = wholeIn(draft.cleaningBreak, 0, 240, 0)
  const therapistBreak = wholeIn(draft.therapistBreak, 0, 240, 0)
  const maxPersons = wholeIn(draft.maxPersons, 1, 50)
  if (length === undefined) problems.length = 'length'
  if (cleaningBreak === undefined) problems.cleaning_break = 'minutes'
  if (therapistBreak === undefined) problems.therapist_break = 'minutes'
  if (maxPersons === undefined) problems.max_persons = 'persons'
  const price = parseDecimal(draft.price)
  const priceIssue = priceProblem(price)
  if (priceIssue) problems.price = priceIssue
  const menuProblems: Record<string, DraftProblem> = {}
  const modifiers = checkModifierDrafts(draft.modifiers, menuProblems).map((m, i) => {
    const maxGuests = wholeIn(draft.modifiers[i]!.maxGuests, 1, 50, -1)
    if (maxGuests === undefined) problems[`modifiers.${i}.max_guests`] = 'maxGuests'
    return { ...m, max_guests: maxGuests === undefined || maxGuests < 0 ? null : maxGuests }
  })
  Object.assign(problems, menuProblems)
  if (
    Object.keys(problems).length > 0 ||
    !price.ok ||
    length === undefined ||
    cleaningBreak === undefined ||
    therapistBreak === undefined ||
    maxPersons === undefined
  )
    return { problems, fields: null }
  return {
    problems,
    fields: {
      name: localized(draft.name),
      description: localized(draft.description),
      room_id: draft.roomId,
      length,
      cleaning_break: cleaningBreak,
      therapist_break: therapistBreak,
      max_persons: maxPersons,
      price: price.value,
      therapist_driven: draft.therapist === 'service' ? null : draft.therapist === 'yes',
      modifiers,
    },
  }
}
