/**
 * A service's name in the other languages (`names` on the wire). Its `name` stays the default,
 * English, text: the one links and routes carry (`/app/hu/menu/{room}/Restaurant`), so a
 * translation never changes a path.
 */
export interface ServiceNames {
  srb?: string | undefined
  cro?: string | undefined
}

/** What a service's name needs: its default name and, maybe, its translations. */
export interface NamedInLanguages {
  name: string
  names?: ServiceNames | null | undefined
}

/** The languages a service's name is translated to (English is `name`). */
export const SERVICE_NAME_LANGUAGES = ['srb', 'cro'] as const

/** The service's name in the reader's language (en, srb, cro), else its default (English) name. */
export function serviceName(service: NamedInLanguages, lang: string): string {
  const own = lang === 'srb' || lang === 'cro' ? service.names?.[lang]?.trim() : undefined
  return own ? own : service.name
}

/**
 * The names after an update's `names` (updateService): a language given replaces its text, ''
 * removes it, a language left out keeps its own. The server writes it; an outbox action applies
 * the same locally.
 */
export function mergeServiceNames(
  current: ServiceNames | null | undefined,
  update: ServiceNames,
): ServiceNames {
  const names: ServiceNames = { ...current }
  for (const lang of SERVICE_NAME_LANGUAGES) {
    const text = update[lang]?.trim()
    if (text === undefined) continue
    if (text === '') delete names[lang]
    else names[lang] = text
  }
  return names
}
