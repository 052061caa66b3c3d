import { dateTimeFormat } from './intl-cache.ts'

/**
 * The time of an order on a card: hours and minutes when it is from today, else also the day
 * and month, so an order left open since yesterday is noticed. Always 24-hour clock.
 */
export function formatOrderTime(iso: string, locales: readonly string[], now: Date): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const sameDay = date.toDateString() === now.toDateString()
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  return dateTimeFormat(locales, options).format(date)
}
