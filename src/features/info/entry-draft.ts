import type { Info, LocalizedText, Offer, Store } from '../../../sync/protocol/index.ts'
import { INFO_LIMITS, isValidLink, parseDecimal } from '../../../sync/protocol/rules/index.ts'

/*
 * The info screen's form as typed (strings), and its check: what the server would refuse is
 * caught here first, with the field named, so an offline save is not refused later.
 */

export type EntryKind = 'info' | 'store' | 'offer'
export type Lang = 'en' | 'srb' | 'cro'
export const LANGS: readonly Lang[] = ['en', 'srb', 'cro']
export type LocalizedDraft = Record<Lang, string>

export interface EntryDraft {
  /** The title (infos) or the name (stores, offers). */
  name: LocalizedDraft
  /** The text (infos) or the description. */
  text: LocalizedDraft
  link: string
  contact: string
  website: string
  mapsLink: string
  price: string
  storeId: string
}

export type EntryProblem = 'required' | 'tooLong' | 'link' | 'price' | 'priceComma'
export type EntryField = 'name' | 'text' | 'link' | 'contact' | 'website' | 'mapsLink' | 'price'

const emptyText = (): LocalizedDraft => ({ en: '', srb: '', cro: '' })
const draftText = (t: LocalizedText): LocalizedDraft => ({
  en: t.en,
  srb: t.srb ?? '',
  cro: t.cro ?? '',
})

export function emptyDraft(storeId = ''): EntryDraft {
  return {
    name: emptyText(),
    text: emptyText(),
    link: '',
    contact: '',
    website: '',
    mapsLink: '',
    price: '',
    storeId,
  }
}

export function draftOf(kind: EntryKind, row: Info | Store | Offer): EntryDraft {
  const d = emptyDraft()
  if (kind === 'info') {
    const info = row as Info
    return { ...d, name: draftText(info.title), text: draftText(info.text), link: info.link ?? '' }
  }
  const named = row as Store | Offer
  const base = {
    ...d,
    name: draftText(named.name),
    text: draftText(named.description),
    contact: named.contact,
    website: named.website ?? '',
  }
  if (kind === 'store') return base
  const offer = row as Offer
  return {
    ...base,
    mapsLink: offer.maps_link ?? '',
    price: offer.price === null ? '' : String(offer.price),
    storeId: offer.store_id ?? '',
  }
}

const localized = (d: LocalizedDraft): LocalizedText => {
  const out: LocalizedText = { en: d.en.trim() }
  if (d.srb.trim()) out.srb = d.srb.trim()
  if (d.cro.trim()) out.cro = d.cro.trim()
  return out
}
const link = (value: string): string | null => (value.trim() === '' ? null : value.trim())

export interface CheckedEntry {
  problems: Partial<Record<EntryField, EntryProblem>>
  /** The fields to send (create or update), when there is no problem. */
  fields: Record<string, unknown> | null
}

export function checkEntry(kind: EntryKind, draft: EntryDraft): CheckedEntry {
  const problems: CheckedEntry['problems'] = {}
  const nameMax = kind === 'info' ? INFO_LIMITS.title : INFO_LIMITS.name
  const textMax = kind === 'info' ? INFO_LIMITS.text : INFO_LIMITS.description
  if (!draft.name.en.trim()) problems.name = 'required'
  else if (LANGS.some((l) => draft.name[l].trim().length > nameMax)) problems.name = 'tooLong'
  if (LANGS.some((l) => draft.text[l].trim().length > textMax)) problems.text = 'tooLong'
  if (draft.contact.trim().length > INFO_LIMITS.contact) problems.contact = 'tooLong'
  for (const [field, value] of [
    ['link', draft.link],
    ['website', draft.website],
    ['mapsLink', draft.mapsLink],
  ] as const) {
    if (value.trim() !== '' && (!isValidLink(value) || value.trim().length > INFO_LIMITS.url))
      problems[field] = 'link'
  }
  let price: number | null = null
  if (kind === 'offer' && draft.price.trim() !== '') {
    const parsed = parseDecimal(draft.price)
    if (parsed.ok) price = parsed.value
    else problems.price = parsed.reason === 'comma' ? 'priceComma' : 'price'
  }
  if (Object.keys(problems).length > 0) return { problems, fields: null }
  if (kind === 'info')
    return {
      problems,
      fields: { title: localized(draft.name), text: localized(draft.text), link: link(draft.link) },
    }
  const named = {
    name: localized(draft.name),
    description: localized(draft.text),
    contact: draft.contact.trim(),
    website: link(draft.website),
  }
  if (kind === 'store') return { problems, fields: named }
  return {
    problems,
    fields: {
      ...named,
      price,
      maps_link: link(draft.mapsLink),
      store_id: draft.storeId || null,
    },
  }
}
