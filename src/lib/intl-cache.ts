/**
 * Intl formatters are costly to build (about a millisecond each) and the boards format every card
 * on every render: they are built once per locale and options, then reused.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

type Locales = string | readonly string[]
const listOf = (locales: Locales): string[] =>
  typeof locales === 'string' ? [locales] : [...locales]

export function numberFormat(
  locales: Locales,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = JSON.stringify([locales, options])
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(listOf(locales), options)
    numberFormats.set(key, format)
  }
  return format
}

export function dateTimeFormat(
  locales: Locales,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locales, options])
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(listOf(locales), options)
    dateTimeFormats.set(key, format)
  }
  return format
}
