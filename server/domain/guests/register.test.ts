import { describe, expect, it } from 'vitest'
import type { stays } from '../../db/schema.ts'
import { draftsFrom, type StayWithRoom } from './register.ts'

const BUSINESS = '00000000-0000-4000-8000-000000000001'

/** A booked stay (not checked in) of a named guest, arriving on `arrival`. */
const booked = (arrival: string): StayWithRoom => ({
  roomName: '101',
  stay: {
    id: '00000000-0000-4000-8000-0000000000aa',
    roomId: '00000000-0000-4000-8000-0000000000bb',
    guestId: null,
    guestName: 'Ana Petrović',
    arrival,
    checkout: '2026-12-02',
    checkIn: null,
    checkedOutAt: null,
    version: 7,
  } as typeof stays.$inferSelect,
})

describe('a guest built from stays', () => {
  // At 23:30 UTC on 27 November it is already the 28th in Belgrade: the hotel's day decides.
  it('is a guest since a stay that starts on the hotel’s today, not the server’s UTC day', () => {
    const [onHotelDay] = draftsFrom(BUSINESS, [booked('2026-11-28')], [], '2026-11-28')
    expect(onHotelDay!.knownSince).toBe('2026-11-28T00:00:00.000Z')
    const [dayBefore] = draftsFrom(BUSINESS, [booked('2026-11-28')], [], '2026-11-27')
    expect(dayBefore!.knownSince).toBeNull()
  })
})
