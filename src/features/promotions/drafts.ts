/*
 * The promotion and discount forms' drafts (spec 001 §4 Forms, §5): what is typed, checked
 * before it is queued, with the problems the form shows. The server checks the same again.
 */
import {
  DISCOUNT_DEFAULT_AMOUNT,
  DISCOUNT_MAX_AMOUNT,
  isPromotionLink,
  type DiscountType,
  type PromotionType,
} from '../../../sync/protocol/rules/index.ts'
import type { Discount, Promotion } from '../../../sync/protocol/index.ts'

export type DateProblem = 'start' | 'end' | 'order'

export interface DiscountDraft {
  name: string
  type: DiscountType
  items: string[]
  amount: string
  startDate: string
  endDate: string
}

export interface DiscountProblems {
  name?: 'empty'
  items?: 'none'
  amount?: 'range'
  dates?: DateProblem
}

export interface PromotionDraft {
  name: string
  description: string
  type: PromotionType
  /** The service's id (type service). */
  service: string
  /** The URL (type external). */
  url: string
  startDate: string
  endDate: string
}

export interface PromotionProblems {
  name?: 'empty'
  link?: 'service' | 'url'
  dates?: DateProblem
}

export const emptyDiscountDraft = (today: string): DiscountDraft => ({
  name: '',
  type: 'menu',
  items: [],
  amount: String(DISCOUNT_DEFAULT_AMOUNT),
  startDate: today,
  endDate: today,
})

export const draftOfDiscount = (d: Discount): DiscountDraft => ({
  name: d.name,
  type: d.type,
  items: [...d.items],
  amount: String(d.amount),
  startDate: d.startDate,
  endDate: d.endDate,
})

export const emptyPromotionDraft = (today: string): PromotionDraft => ({
  name: '',
  description: '',
  type: 'service',
  service: '',
  url: '',
  startDate: today,
  endDate: today,
})

export const draftOfPromotion = (p: Promotion): PromotionDraft => ({
  name: p.name,
  description: p.description,
  type: p.type,
  service: p.type === 'service' ? p.link : '',
  url: p.type === 'external' ? p.link : '',
  startDate: p.startDate,
  endDate: p.endDate,
})

const DAY = /^\d{4}-\d{2}-\d{2}$/

function datesProblem(startDate: string, endDate: string): DateProblem | undefined {
  if (!DAY.test(startDate)) return 'start'
  if (!DAY.test(endDate)) return 'end'
  return endDate < startDate ? 'order' : undefined
}

/** A whole percentage from 0 to 100, or null. */
export function parseAmount(text: string): number | null {
  const t = text.trim()
  if (!/^\d{1,3}$/.test(t)) return null
  const n = Number(t)
  return n <= DISCOUNT_MAX_AMOUNT ? n : null
}

export function checkDiscountDraft(draft: DiscountDraft) {
  const problems: DiscountProblems = {}
  const name = draft.name.trim()
  if (!name) problems.name = 'empty'
  if (draft.items.length === 0) problems.items = 'none'
  const amount = parseAmount(draft.amount)
  if (amount === null) problems.amount = 'range'
  const dates = datesProblem(draft.startDate, draft.endDate)
  if (dates) problems.dates = dates
  const ok = Object.keys(problems).length === 0
  return {
    problems,
    fields: ok
      ? {
          name,
          type: draft.type,
          items: draft.items,
          amount: amount!,
          startDate: draft.startDate,
          endDate: draft.endDate,
        }
      : null,
  }
}

export function checkPromotionDraft(draft: PromotionDraft, serviceIds: readonly string[]) {
  const problems: PromotionProblems = {}
  const name = draft.name.trim()
  if (!name) problems.name = 'empty'
  const link = draft.type === 'service' ? draft.service : draft.url.trim()
  if (draft.type === 'service' && !serviceIds.includes(link)) problems.link = 'service'
  if (draft.type === 'external' && !isPromotionLink(link)) problems.link = 'url'
  const dates = datesProblem(draft.startDate, draft.endDate)
  if (dates) problems.dates = dates
  const ok = Object.keys(problems).length === 0
  return {
    problems,
    fields: ok
      ? {
          name,
          description: draft.description.trim(),
          type: draft.type,
          link,
          startDate: draft.startDate,
          endDate: draft.endDate,
        }
      : null,
  }
}

/** Switching a discount's type empties its items: a dish is no treatment. */
export const withDiscountType = (draft: DiscountDraft, type: DiscountType): DiscountDraft =>
  type === draft.type ? draft : { ...draft, type, items: [] }

export function toggleItem(draft: DiscountDraft, id: string): DiscountDraft {
  const items = draft.items.includes(id)
    ? draft.items.filter((x) => x !== id)
    : [...draft.items, id]
  return { ...draft, items }
}
