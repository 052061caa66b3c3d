import { useSyncExternalStore } from 'react'
import { DEFAULT_TIME_ZONE } from '../../sync/protocol/rules/hotel-clock.ts'

/*
 * The time zone of the hotel this page shows (DESIGN §4): the staff shell sets it from the synced
 * business row, a guest page from the hotel it reads. Every time and day on screen is that zone's
 * wall clock, whatever this device's zone. The last one is kept on the device, so a reload (or an
 * offline start) paints the hotel's clock before IndexedDB answers.
 */

const KEY = 'gsp.hotel-zone'
const listeners = new Set<() => void>()

function stored(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) || DEFAULT_TIME_ZONE
  } catch {
    return DEFAULT_TIME_ZONE
  }
}

let current = stored()

/** The hotel's zone now (UTC until a page has read its hotel). */
export const hotelZone = (): string => current

/** Sets the hotel's zone (a business row's `time_zone`); screens that read it re-render. */
export function setHotelZone(zone: string | null | undefined): void {
  const next = zone || DEFAULT_TIME_ZONE
  if (next === current) return
  current = next
  try {
    globalThis.localStorage?.setItem(KEY, next)
  } catch {
    // Private mode or no storage: the zone still holds for this page.
  }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The hotel's zone, re-rendering when it changes. */
export const useHotelZone = (): string => useSyncExternalStore(subscribe, hotelZone, hotelZone)
