const formats = new Map<string, Intl.RelativeTimeFormat>()

function relativeFormat(locales: readonly string[]): Intl.RelativeTimeFormat {
  const key = locales.join(',')
  let format = formats.get(key)
  if (!format) {
    format = new Intl.RelativeTimeFormat([...locales], { numeric: 'auto', style: 'long' })
    formats.set(key, format)
  }
  return format
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/**
 * How long ago something happened, in the staff member's language: "now" under a minute, then
 * whole minutes, hours, days ("5 minutes ago", "yesterday"). A time ahead of the clock is "now".
 */
export function timeSince(iso: string, now: Date, locales: readonly string[]): string {
  const then = new Date(iso).getTime()
  if (Number.isNaN(then)) return ''
  const seconds = Math.max(0, Math.floor((now.getTime() - then) / 1000))
  const format = relativeFormat(locales)
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit)
  }
  return format.format(0, 'second')
}
