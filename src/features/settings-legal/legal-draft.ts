import { TAX_NUMBER_PATTERN, vatRateProblem } from '../../../sync/protocol/rules/index.ts'
import type { Business, Service } from '../../../sync/protocol/index.ts'
import type { ServiceNamesInput } from '../../../sync/protocol/settings-legal.ts'

/*
 * The settings' drafts of a service's names per language and VAT rate, and of the business's
 * legal data, as their inputs hold them (text), checked before a save; and what the save sends:
 * only what changed, as updateService's and updateBusiness's fields (names, vat_rate;
 * legal_name, address, tax_number).
 */

export interface ServiceNamesDraft {
  /** The default (English) name: the service's `name`, the one links carry. */
  en: string
  srb: string
  cro: string
}

export type LegalProblem = 'required' | 'tooLong' | 'vatRate' | 'taxNumber'

export const NAME_MAX = 100
export const LEGAL_NAME_MAX = 200
export const ADDRESS_MAX = 300
export const TAX_NUMBER_MAX = 30

export function serviceNamesDraft(service: Pick<Service, 'name' | 'names'>): ServiceNamesDraft {
  return { en: service.name, srb: service.names?.srb ?? '', cro: service.names?.cro ?? '' }
}

/** What is wrong with each name, if anything (English is required, the others may be blank). */
export function serviceNamesProblems(
  draft: ServiceNamesDraft,
): Partial<Record<keyof ServiceNamesDraft, LegalProblem>> {
  const problems: Partial<Record<keyof ServiceNamesDraft, LegalProblem>> = {}
  for (const lang of ['en', 'srb', 'cro'] as const) {
    const text = draft[lang].trim()
    if (lang === 'en' && text === '') problems.en = 'required'
    else if (text.length > NAME_MAX) problems[lang] = 'tooLong'
  }
  return problems
}

/** updateService's `name` and `names` for what changed (a blank translation removes it). */
export function serviceNamesPatch(
  service: Pick<Service, 'name' | 'names'>,
  draft: ServiceNamesDraft,
): { name?: string; names?: ServiceNamesInput } {
  const patch: { name?: string; names?: ServiceNamesInput } = {}
  const en = draft.en.trim()
  if (en !== service.name) patch.name = en
  const names: ServiceNamesInput = {}
  for (const lang of ['srb', 'cro'] as const) {
    const text = draft[lang].trim()
    if (text !== (service.names?.[lang] ?? '')) names[lang] = text
  }
  if (Object.keys(names).length > 0) patch.names = names
  return patch
}

/** The rate an input holds ("20", "9,5", "13.25 %"), or null when it is none. */
export function parseVatRate(text: string): number | null {
  const cleaned = text.replace('%', '').replace(',', '.').trim()
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
  const rate = Number(cleaned)
  return vatRateProblem(rate) === null ? rate : null
}

/** The rate as its input shows it (in the reader's decimal separator). */
export function vatRateText(rate: number | undefined, decimal = '.'): string {
  return String(rate ?? 0).replace('.', decimal)
}

export interface BusinessLegalDraft {
  legal_name: string
  address: string
  tax_number: string
}

export function businessLegalDraft(
  business: Pick<Business, 'legal_name' | 'address' | 'tax_number'>,
): BusinessLegalDraft {
  return {
    legal_name: business.legal_name ?? '',
    address: business.address ?? '',
    tax_number: business.tax_number ?? '',
  }
}

export function businessLegalProblems(
  draft: BusinessLegalDraft,
): Partial<Record<keyof BusinessLegalDraft, LegalProblem>> {
  const problems: Partial<Record<keyof BusinessLegalDraft, LegalProblem>> = {}
  if (draft.legal_name.trim().length > LEGAL_NAME_MAX) problems.legal_name = 'tooLong'
  if (draft.address.trim().length > ADDRESS_MAX) problems.address = 'tooLong'
  const tax = draft.tax_number.trim()
  if (tax.length > TAX_NUMBER_MAX) problems.tax_number = 'tooLong'
  else if (!TAX_NUMBER_PATTERN.test(tax)) problems.tax_number = 'taxNumber'
  return problems
}

/** updateBusiness's legal fields for what changed. */
export function businessLegalPatch(
  business: Pick<Business, 'legal_name' | 'address' | 'tax_number'>,
  draft: BusinessLegalDraft,
): Partial<BusinessLegalDraft> {
  const patch: Partial<BusinessLegalDraft> = {}
  for (const key of ['legal_name', 'address', 'tax_number'] as const) {
    const text = draft[key].trim()
    if (text !== (business[key] ?? '')) patch[key] = text
  }
  return patch
}
