import type { ArticleCategory } from '../../../sync/protocol/index.ts'
import { noTexts, type Texts } from './item-draft.ts'

/** The category form as typed. Empty min, max and capacity mean "no limit". */
export interface CategoryDraft {
  name: Texts
  serviceIds: string[]
  min: string
  max: string
  capacity: string
  /** Ordered only between these hours ("HH:MM"), when `limited`. */
  limited: boolean
  start: string
  end: string
}

export type CategoryProblem = 'required' | 'wholeNumber' | 'minAboveMax' | 'services' | 'time'

export function emptyCategoryDraft(serviceId: string): CategoryDraft {
  return {
    name: noTexts(),
    serviceIds: [serviceId],
    min: '',
    max: '',
    capacity: '',
    limited: false,
    start: '07:00',
    end: '11:00',
  }
}

const hm = (v: { h: number; m: number }) =>
  `${String(v.h).padStart(2, '0')}:${String(v.m).padStart(2, '0')}`

export function draftOfCategory(c: ArticleCategory): CategoryDraft {
  return {
    name: { en: c.name.en, srb: c.name.srb ?? '', cro: c.name.cro ?? '' },
    serviceIds: [...c.service_ids],
    min: c.min === null ? '' : String(c.min),
    max: c.max === null ? '' : String(c.max),
    capacity: c.capacity === null ? '' : String(c.capacity),
    limited: c.timeAvailable !== null,
    start: c.timeAvailable ? hm(c.timeAvailable.start) : '07:00',
    end: c.timeAvailable ? hm(c.timeAvailable.end) : '11:00',
  }
}

/** "" -> null; a whole number -> it; else undefined (a problem). */
function wholeOrNull(text: string, least: number): number | null | undefined {
  const t = text.trim()
  if (t === '') return null
  if (!/^\d+$/.test(t)) return undefined
  const n = Number(t)
  return n >= least ? n : undefined
}

function time(text: string): { h: number; m: number } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text)
  if (!match) return null
  const h = Number(match[1])
  const m = Number(match[2])
  return h <= 23 && m <= 59 ? { h, m } : null
}

export interface CheckedCategory {
  problems: Record<string, CategoryProblem>
  fields: {
    name: { en: string; srb?: string; cro?: string }
    service_ids: string[]
    min: number | null
    max: number | null
    capacity: number | null
    timeAvailable: { start: { h: number; m: number }; end: { h: number; m: number } } | null
  } | null
}

/** Checks the category form as the server will: min not above max, at least one service. */
export function checkCategoryDraft(draft: CategoryDraft): CheckedCategory {
  const problems: Record<string, CategoryProblem> = {}
  if (!draft.name.en.trim()) problems['name.en'] = 'required'
  if (draft.serviceIds.length === 0) problems.service_ids = 'services'
  const min = wholeOrNull(draft.min, 0)
  const max = wholeOrNull(draft.max, 1)
  const capacity = wholeOrNull(draft.capacity, 1)
  if (min === undefined) problems.min = 'wholeNumber'
  if (max === undefined) problems.max = 'wholeNumber'
  if (capacity === undefined) problems.capacity = 'wholeNumber'
  if (typeof min === 'number' && typeof max === 'number' && min > max) problems.min = 'minAboveMax'
  const start = time(draft.start)
  const end = time(draft.end)
  if (draft.limited && (!start || !end)) problems.timeAvailable = 'time'
  if (Object.keys(problems).length > 0) return { problems, fields: null }
  return {
    problems,
    fields: {
      name: {
        en: draft.name.en.trim(),
        ...(draft.name.srb.trim() ? { srb: draft.name.srb.trim() } : {}),
        ...(draft.name.cro.trim() ? { cro: draft.name.cro.trim() } : {}),
      },
      service_ids: draft.serviceIds,
      min: min ?? null,
      max: max ?? null,
      capacity: capacity ?? null,
      timeAvailable: draft.limited && start && end ? { start, end } : null,
    },
  }
}
