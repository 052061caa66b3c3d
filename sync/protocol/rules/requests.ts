/**
 * Requests that are not purchases (amenities): an item is a plain `item`, a `cleaning` (the guest
 * chooses when the room may be cleaned: a window) or a `repair` (it opens a ticket on the room
 * for reception). A cart whose total is nothing is a request: no price, no payment step.
 */
import { addDays, todayIn } from './hotel-clock.ts'
import { hoursOn, hoursSpan, type WeekHours } from './slots.ts'

export const ARTICLE_KINDS = ['item', 'cleaning', 'repair'] as const
export type ArticleKind = (typeof ARTICLE_KINDS)[number]

/** An item's kind; rows stored before kinds existed are plain items. */
export const articleKind = (article: { kind?: ArticleKind | undefined }): ArticleKind =>
  article.kind ?? 'item'

/** A time window a request is for (ISO instants, the start before the end). */
export type RequestWindow = { start: string; end: string }

/** How long a cleaning window is, and the longest window the server takes. */
export const WINDOW_MINUTES = 120
export const MAX_WINDOW_MINUTES = 4 * 60
/** How far ahead a window may start. */
export const MAX_WINDOW_DAYS_AHEAD = 7

/** Housekeeping's hours when the service has none set: 08:00 to 18:00 every day. */
const HOUSEKEEPING_HOURS = { start: { h: 8, m: 0 }, end: { h: 18, m: 0 } }

/**
 * The cleaning windows a guest may choose: two-hour windows within the service's working hours
 * (its days and hours in the hotel's zone; 08:00 to 18:00 when it has none) of today and
 * tomorrow, each ending at least `leadMinutes` after `now`. A day without hours has none.
 */
export function cleaningWindows(
  hours: WeekHours | null | undefined,
  now: number,
  zone: string,
  leadMinutes = 30,
): RequestWindow[] {
  const today = todayIn(zone, now)
  const windows: RequestWindow[] = []
  for (const day of [today, addDays(today, 1)]) {
    const open = hours && Object.keys(hours).length > 0 ? hoursOn(hours, day) : HOUSEKEEPING_HOURS
    if (!open) continue
    const [from, to] = hoursSpan(open, day, zone)
    for (
      let start = from;
      start + WINDOW_MINUTES * 60_000 <= to;
      start += WINDOW_MINUTES * 60_000
    ) {
      const end = start + WINDOW_MINUTES * 60_000
      if (end < now + leadMinutes * 60_000) continue
      windows.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() })
    }
  }
  return windows
}

/**
 * What is wrong with a window the server was sent, or null: the start before the end, at most
 * MAX_WINDOW_MINUTES long, not over, starting within MAX_WINDOW_DAYS_AHEAD days.
 */
export function windowProblem(window: RequestWindow, now: number): string | null {
  const start = Date.parse(window.start)
  const end = Date.parse(window.end)
  if (!(start < end)) return 'window: the start must be before the end'
  if (end - start > MAX_WINDOW_MINUTES * 60_000) return 'window: at most four hours long'
  if (end <= now) return 'window: the window is over'
  if (start > now + MAX_WINDOW_DAYS_AHEAD * 86_400_000) return 'window: within the next 7 days'
  return null
}
