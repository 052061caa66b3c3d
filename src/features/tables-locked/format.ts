import { hotelFormat } from '../../../sync/protocol/rules/index.ts'
import { hotelZone } from '../../lib/hotel-zone.ts'

/**
 * Slots and reservations on the hotel's wall clock (its zone, set by the staff shell from the
 * business), so 12:00 is the hotel's 12:00 slot on a tablet set to any zone.
 */
export function clockOf(intl: string | readonly string[], at: number | string): string {
  return hotelFormat(
    intl,
    { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    hotelZone(),
  ).format(new Date(at))
}
