import { dateTimeFormat } from '../../lib/intl-cache.ts'

/**
 * Slots and reservations are on the hotel's wall clock, which is UTC until businesses have a
 * time zone (docs/api.md, Reservations): shown in UTC so 12:00 is the 12:00 slot everywhere.
 */
export function clockOf(intl: string | readonly string[], at: number | string): string {
  return dateTimeFormat(intl, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(at))
}
