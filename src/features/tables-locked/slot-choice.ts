import {
  DEFAULT_DAY_HOURS,
  SLOT_MS,
  addDaysTo,
  daySlots,
  hoursOn,
  startOfDayIn,
  todayIn,
  type WeekHours,
} from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'

/**
 * The services the locked tablet switches between (spec §2): the route's restaurant and the pool
 * connected to it (`connectedToPoolID`, or a pool whose `connectedRestaurantID` is it), either
 * way round when the route names the pool. The route's service first; unknown name: none.
 */
export function lockedServices(services: readonly Service[], routeName: string): Service[] {
  const own = services.find((s) => s.name === routeName)
  if (!own) return []
  const linked = services.filter(
    (s) =>
      s._id !== own._id &&
      (s._id === own.options.connectedToPoolID ||
        s._id === own.options.connectedRestaurantID ||
        s.options.connectedRestaurantID === own._id ||
        s.options.connectedToPoolID === own._id),
  )
  return [own, ...linked]
}

/**
 * The quarter hours the tablet offers on a day: the service's working hours, or the whole day
 * when it has none (the default 00:00–00:15 would leave one slot) — the tablet works whatever
 * the booking hours say. Every slot of the day, past ones too (a party seated at 12:00).
 */
export function lockedSlots(
  week: WeekHours | null | undefined,
  day: string,
  zone: string,
): number[] {
  const hours = hoursOn(week, day)
  const midnight = startOfDayIn(day, zone)
  const own = hours === DEFAULT_DAY_HOURS ? [] : daySlots(hours, day, midnight - 1, zone)
  if (own.length > 0) return own
  const next = startOfDayIn(addDaysTo(day, 1), zone)
  return Array.from({ length: (next - midnight) / SLOT_MS }, (_, i) => midnight + i * SLOT_MS)
}

/** The slot to show first: now's quarter hour on today, else the next one, else the first. */
export function defaultSlot(slots: readonly number[], now: number): number | null {
  const quarter = Math.floor(now / SLOT_MS) * SLOT_MS
  if (slots.includes(quarter)) return quarter
  return slots.find((at) => at > now) ?? slots[0] ?? null
}

/** The hotel's today. */
export const today = (now: number, zone: string): string => todayIn(zone, now)
