import { parseDecimal, type DecimalCheck } from '../../../sync/protocol/rules/index.ts'
import type {
  Allergen,
  Article,
  ArticleKind,
  Diet,
  ModifierInput,
} from '../../../sync/protocol/index.ts'
import { articleKind } from '../../../sync/protocol/rules/requests.ts'

/** The three languages every name and description is written in. */
export const LANGS = ['en', 'srb', 'cro'] as const
export type Lang = (typeof LANGS)[number]
export type Texts = Record<Lang, string>

export const noTexts = (): Texts => ({ en: '', srb: '', cro: '' })
export const textsOf = (t: { [K in Lang]?: string | undefined } | undefined): Texts => ({
  en: t?.en ?? '',
  srb: t?.srb ?? '',
  cro: t?.cro ?? '',
})
/** English is required; an empty translation is left out (guests then see English). */
export const localized = (t: Texts) => ({
  en: t.en.trim(),
  ...(t.srb.trim() ? { srb: t.srb.trim() } : {}),
  ...(t.cro.trim() ? { cro: t.cro.trim() } : {}),
})

export interface AnswerDraft {
  key: string
  name: Texts
  price: string
}
export interface ModifierDraft {
  key: string
  name: Texts
  price: string
  required: boolean
  max: string
  answers: AnswerDraft[]
}
/** The item form as typed: texts and numbers as strings until saved. */
export interface ItemDraft {
  name: Texts
  description: Texts
  price: string
  categoryId: string
  availability: boolean
  modifiers: ModifierDraft[]
  /** An amenities item: a plain item, a cleaning (asks when) or a repair (opens a ticket). */
  kind: ArticleKind
  /** The EU allergens it contains and the diets it suits. */
  allergens: Allergen[]
  diets: Diet[]
}

/** What is wrong with a field; the screen words it in the staff member's language. */
export type DraftProblem = 'required' | 'comma' | 'number' | 'answers' | 'maxRange'

let keys = 0
export const draftKey = (): string => `k${++keys}`

export const emptyAnswer = (): AnswerDraft => ({ key: draftKey(), name: noTexts(), price: '0' })
export const emptyModifier = (): ModifierDraft => ({
  key: draftKey(),
  name: noTexts(),
  price: '0',
  required: false,
  max: '1',
  answers: [emptyAnswer()],
})

export function emptyItemDraft(categoryId: string): ItemDraft {
  return {
    name: noTexts(),
    description: noTexts(),
    price: '',
    categoryId,
    availability: true,
    modifiers: [],
    kind: 'item',
    allergens: [],
    diets: [],
  }
}

export function draftOfItem(item: Article): ItemDraft {
  return {
    name: textsOf(item.name),
    description: textsOf(item.description),
    price: String(item.price),
    categoryId: item.category_id,
    availability: item.availability,
    kind: articleKind(item),
    allergens: [...(item.allergens ?? [])],
    diets: [...(item.diets ?? [])],
    modifiers: item.modifiers.map((m) => ({
      key: draftKey(),
      name: textsOf(m.name),
      price: String(m.price),
      required: m.required,
      max: String(m.max),
      answers: m.answers.map((a) => ({
        key: draftKey(),
        name: textsOf(a.name),
        price: String(a.price),
      })),
    })),
  }
}

export const priceProblem = (check: DecimalCheck): DraftProblem | null =>
  check.ok
    ? null
    : check.reason === 'comma'
      ? 'comma'
      : check.reason === 'empty'
        ? 'required'
        : 'number'

export interface CheckedItem {
  /** Problems by field path (`name.en`, `price`, `modifiers.0.answers.1.price` …). */
  problems: Record<string, DraftProblem>
  /** The fields to save, when there is no problem. */
  fields: {
    name: ReturnType<typeof localized>
    description: ReturnType<typeof localized>
    price: number
    category_id: string
    availability: boolean
    modifiers: ModifierInput[]
    kind: ArticleKind
    allergens: Allergen[]
    diets: Diet[]
  } | null
}

/**
 * Checks the item form the way the server will (spec section 5: a price is digits with an
 * optional fraction after a dot, a comma is refused with a hint; rounded to 2 decimals) and gives
 * the fields to save.
 */
export function checkItemDraft(draft: ItemDraft): CheckedItem {
  const problems: Record<string, DraftProblem> = {}
  if (!draft.name.en.trim()) problems['name.en'] = 'required'
  if (!draft.categoryId) problems.category_id = 'required'
  const price = parseDecimal(draft.price)
  const priceIssue = priceProblem(price)
  if (priceIssue) problems.price = priceIssue
  const modifiers = checkModifierDrafts(draft.modifiers, problems)
  if (Object.keys(problems).length > 0 || !price.ok) return { problems, fields: null }
  return {
    problems,
    fields: {
      name: localized(draft.name),
      description: localized(draft.description),
      price: price.value,
      category_id: draft.categoryId,
      availability: draft.availability,
      modifiers,
      kind: draft.kind,
      allergens: draft.allergens,
      diets: draft.diets,
    },
  }
}

/**
 * Checks modifiers as the server will (a name, prices, at least one answer, max between 1 and the
 * answer count), adding problems under `modifiers.{i}…`, and gives them as saved.
 */
export function checkModifierDrafts(
  drafts: readonly ModifierDraft[],
  problems: Record<string, DraftProblem>,
): ModifierInput[] {
  const modifiers: ModifierInput[] = []
  drafts.forEach((m, i) => {
    const at = `modifiers.${i}`
    if (!m.name.en.trim()) problems[`${at}.name.en`] = 'required'
    const mPrice = parseDecimal(m.price.trim() === '' ? '0' : m.price)
    const mIssue = priceProblem(mPrice)
    if (mIssue) problems[`${at}.price`] = mIssue
    if (m.answers.length === 0) problems[`${at}.answers`] = 'answers'
    const answers = m.answers.map((a, j) => {
      if (!a.name.en.trim()) problems[`${at}.answers.${j}.name.en`] = 'required'
      const aPrice = parseDecimal(a.price.trim() === '' ? '0' : a.price)
      const aIssue = priceProblem(aPrice)
      if (aIssue) problems[`${at}.answers.${j}.price`] = aIssue
      return { name: localized(a.name), price: aPrice.ok ? aPrice.value : 0 }
    })
    const max = Number(m.max)
    if (!Number.isInteger(max) || max < 1 || max > Math.max(1, m.answers.length)) {
      problems[`${at}.max`] = 'maxRange'
    }
    modifiers.push({
      name: localized(m.name),
      price: mPrice.ok ? mPrice.value : 0,
      answers,
      max,
      required: m.required,
    })
  })
  return modifiers
}
