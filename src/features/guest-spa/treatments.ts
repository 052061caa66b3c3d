/**
 * The treatments a spa page lists (spec 001 §2, §3): the spa's own, grouped by spa room (the
 * treatments' categories), named in the guest's language; the search matches the name in that
 * language or in English.
 */
import type { Language } from '../../../sync/protocol/common.ts'
import type { SpaRoom, SpaTreatment } from '../../../sync/protocol/spa.ts'
import { localized, textMatcher } from '../../../sync/protocol/rules/index.ts'

export interface TreatmentGroup {
  room: SpaRoom | null
  name: string
  treatments: SpaTreatment[]
}

/** The search box's rule (case and accents aside): sync/protocol/rules/text-search.ts. */
export function matchesSearch(treatment: SpaTreatment, search: string, lang: Language): boolean {
  return [localized(treatment.name, lang), treatment.name.en].some(textMatcher(search))
}

/** The spa's treatments matching the search, grouped by room in room name order. */
export function treatmentGroups(
  treatments: readonly SpaTreatment[],
  rooms: readonly SpaRoom[],
  spaId: string,
  search: string,
  lang: Language,
): TreatmentGroup[] {
  const byRoom = new Map<string, TreatmentGroup>()
  for (const t of treatments) {
    if (t.service_id !== spaId || !matchesSearch(t, search, lang)) continue
    const room = rooms.find((r) => r._id === t.room_id) ?? null
    const group = byRoom.get(t.room_id) ?? {
      room,
      name: room ? localized(room.name, lang) : '',
      treatments: [],
    }
    group.treatments.push(t)
    byRoom.set(t.room_id, group)
  }
  const collator = new Intl.Collator(lang === 'en' ? 'en' : 'sr-Latn')
  const groups = [...byRoom.values()]
  for (const g of groups)
    g.treatments.sort((a, b) => collator.compare(localized(a.name, lang), localized(b.name, lang)))
  return groups.sort((a, b) => collator.compare(a.name, b.name))
}
