import type { ServerChange } from '../../../sync/protocol/index.ts'
import type { ChangeNotice } from '../writes/types.ts'

/** What a booking's change and live event need of its wire row (a reservation or appointment). */
interface BookingWire extends Record<string, unknown> {
  _id: string
  version: number
  business_id: string
  service_id: string
  stay_id: string | null
}

/**
 * A booking's change for the business: its row, or with `tombstoneVersion` its deletion. The
 * caller adds the live event (reservation or spa) that routes it to the service's reservation
 * staff and the guest's stay (bookingEvent).
 */
export function bookingChange(
  table: ServerChange['table'],
  row: BookingWire,
  tombstoneVersion?: number,
): Pick<ChangeNotice, 'change' | 'businessId' | 'audience'> {
  const change: ServerChange =
    tombstoneVersion === undefined
      ? { table, id: row._id, version: row.version, deleted: false, row }
      : { table, id: row._id, version: tombstoneVersion, deleted: true, row: null }
  return { change, businessId: row.business_id, audience: 'all' }
}

/** A booking's live event: to its service's reservation staff and its guest's stay. */
export const bookingEvent = <Event extends string>(row: BookingWire, event: Event) => ({
  event,
  serviceId: row.service_id,
  stayId: row.stay_id,
})
