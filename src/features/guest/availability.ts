/**
 * Whether an item can be ordered now (spec section 3: the item's availability, the category's
 * timeAvailable). An item that cannot says why: switched off by the staff, or the hours of its
 * category. A window whose end is before its start runs over midnight (22:00 to 02:00).
 */
import type { Article, ArticleCategory } from '../../../sync/protocol/menu.ts'
import { minutesIn } from '../../../sync/protocol/rules/hotel-day.ts'

export type HourMinute = { h: number; m: number }
export type TimeWindow = { start: HourMinute; end: HourMinute }

export type Availability =
  | { ok: true }
  | { ok: false; reason: 'unavailable' }
  | { ok: false; reason: 'hours'; window: TimeWindow }

const minutes = (t: HourMinute) => t.h * 60 + t.m

/**
 * Whether `now` lies in the window on the hotel's wall clock (`zone`, whatever the phone's);
 * start inclusive, end exclusive.
 */
export function inWindow(window: TimeWindow, now: Date, zone: string): boolean {
  const start = minutes(window.start)
  const end = minutes(window.end)
  const at = minutesIn(now.getTime(), zone)
  if (start === end) return true // all day
  return start < end ? at >= start && at < end : at >= start || at < end
}

export function itemAvailability(
  article: Pick<Article, 'availability'>,
  category: Pick<ArticleCategory, 'timeAvailable'> | null,
  now: Date,
  zone: string,
): Availability {
  if (article.availability === false) return { ok: false, reason: 'unavailable' }
  const window = category?.timeAvailable ?? null
  if (window && !inWindow(window, now, zone)) return { ok: false, reason: 'hours', window }
  return { ok: true }
}

/** "08:00" */
export function clock(t: HourMinute): string {
  return `${String(t.h).padStart(2, '0')}:${String(t.m).padStart(2, '0')}`
}

/** Cart lines whose category is outside its hours now (they cannot be ordered). */
export function linesOutOfHours<L extends { category_id: string }>(
  lines: readonly L[],
  categories: readonly Pick<ArticleCategory, '_id' | 'timeAvailable'>[],
  now: Date,
  zone: string,
): L[] {
  const byId = new Map(categories.map((c) => [c._id, c]))
  return lines.filter((line) => {
    const window = byId.get(line.category_id)?.timeAvailable
    return window ? !inWindow(window, now, zone) : false
  })
}
