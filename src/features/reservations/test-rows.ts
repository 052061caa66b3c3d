import type { Reservation } from '../../../sync/protocol/index.ts'

/** A reservation row for the unit tests. */
export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  const id = overrides._id ?? 'r1'
  return {
    _id: id,
    reservation_id: id,
    business_id: 'b1',
    service_id: 'rest',
    service_name: 'Restaurant',
    status: 'Pending',
    time: '2026-11-24T18:00:00.000Z',
    length: 120,
    table_id: null,
    table_ids: [],
    number: 2,
    name: 'Novak',
    phone_number: '',
    email: '',
    note: '',
    origin: 'External',
    room_id: null,
    stay_id: null,
    decline_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...overrides,
  }
}
