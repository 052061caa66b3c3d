import { describe, expect, it } from 'vitest'
import { planStaySync, type LocalStay, type StaySyncInput } from './plan-stays.ts'
import { bookingRoomMatcher, needsRemoteRooms } from './match.ts'
import type { ChannelBooking } from './types.ts'

const TODAY = '2026-06-10'
const ROOMS = [
  { id: 'r101', name: '101', externalId: null },
  { id: 'r102', name: '102', externalId: 'x102' },
  { id: 'rsuite', name: 'Suite A', externalId: null },
]

const booking = (over: Partial<ChannelBooking> = {}): ChannelBooking => ({
  externalId: 'b1',
  roomName: '101',
  checkIn: '2026-06-12',
  checkout: '2026-06-15',
  guestName: 'Ana Petrović',
  status: 'confirmed',
  ...over,
})

const stay = (over: Partial<LocalStay> = {}): LocalStay => ({
  id: 's1',
  roomId: 'r101',
  externalId: 'b1',
  arrival: '2026-06-12',
  checkIn: null,
  checkedOutAt: null,
  checkout: '2026-06-15',
  guestName: 'Ana Petrović',
  ...over,
})

const plan = (over: Partial<StaySyncInput>) =>
  planStaySync({ rooms: ROOMS, stays: [], bookings: [], today: TODAY, ...over })

describe('matching a booking’s room', () => {
  const match = bookingRoomMatcher(ROOMS, new Map([['x101', '101']]))

  it('by name, any letter case and spaces aside', () => {
    expect(match({ roomName: ' suite a ' })?.id).toBe('rsuite')
  })

  it('by the linked room id first, then by name', () => {
    expect(match({ roomExternalId: 'x102', roomName: '101' })?.id).toBe('r102')
    expect(match({ roomExternalId: 'nope', roomName: '101' })?.id).toBe('r101')
  })

  it('by the channel manager’s name for a room id no room is linked to', () => {
    expect(match({ roomExternalId: 'x101' })?.id).toBe('r101')
    expect(match({ roomExternalId: 'x999' })).toBeUndefined()
    expect(match({ roomName: '999' })).toBeUndefined()
  })

  it('asks for the channel manager’s rooms only when a booking needs them', () => {
    expect(needsRemoteRooms(ROOMS, [booking(), booking({ roomExternalId: 'x102' })])).toBe(false)
    const byIdOnly: ChannelBooking = { ...booking(), roomExternalId: 'x7' }
    delete byIdOnly.roomName
    expect(needsRemoteRooms(ROOMS, [byIdOnly])).toBe(true)
  })
})

describe('planStaySync', () => {
  it('books a planned stay in the room named by the booking', () => {
    expect(plan({ bookings: [booking()] })).toEqual({
      create: [
        {
          externalId: 'b1',
          roomId: 'r101',
          arrival: '2026-06-12',
          checkout: '2026-06-15',
          guestName: 'Ana Petrović',
        },
      ],
      update: [],
      remove: [],
      unchanged: 0,
      skipped: [],
    })
  })

  it('a second sync of the same bookings creates nothing', () => {
    expect(plan({ bookings: [booking()], stays: [stay()] })).toMatchObject({
      create: [],
      update: [],
      unchanged: 1,
    })
  })

  it('a changed booking updates its stay: dates, room and guest', () => {
    const changed = booking({ roomName: 'Suite A', checkout: '2026-06-16', guestName: 'Ana P.' })
    expect(plan({ bookings: [changed], stays: [stay()] }).update).toEqual([
      {
        id: 's1',
        roomId: 'rsuite',
        arrival: '2026-06-12',
        checkout: '2026-06-16',
        guestName: 'Ana P.',
      },
    ])
  })

  it('a booking without a guest name keeps the stay’s', () => {
    const plain = booking()
    delete plain.guestName
    expect(plan({ bookings: [plain], stays: [stay()] }).unchanged).toBe(1)
  })

  it('a cancelled booking removes its planned stay, not a checked-in one', () => {
    const cancelled = booking({ status: 'cancelled' })
    expect(plan({ bookings: [cancelled], stays: [stay()] }).remove).toEqual(['s1'])
    const inHouse = stay({ checkIn: '2026-06-12T14:00:00.000Z' })
    expect(plan({ bookings: [cancelled], stays: [inHouse] })).toMatchObject({
      remove: [],
      skipped: [{ external_id: 'b1', reason: 'checked_in' }],
    })
  })

  it('a cancelled booking without a stay, or with a checked-out one, changes nothing', () => {
    const cancelled = booking({ status: 'cancelled' })
    const out = stay({ checkIn: null, checkedOutAt: '2026-06-09T10:00:00.000Z' })
    expect(plan({ bookings: [cancelled] })).toMatchObject({ create: [], remove: [], skipped: [] })
    expect(plan({ bookings: [cancelled], stays: [out] })).toMatchObject({ remove: [] })
  })

  it('a guest in the house keeps the room: only the check-out date and name follow', () => {
    const inHouse = stay({ checkIn: '2026-06-12T14:00:00.000Z' })
    const moved = booking({ roomName: 'Suite A', checkout: '2026-06-18' })
    expect(plan({ bookings: [moved], stays: [inHouse] }).update).toEqual([
      {
        id: 's1',
        roomId: 'r101',
        arrival: '2026-06-12',
        checkout: '2026-06-18',
        guestName: 'Ana Petrović',
      },
    ])
  })

  it('leaves checked-out stays alone', () => {
    const out = stay({ checkedOutAt: '2026-06-15T09:00:00.000Z' })
    expect(plan({ bookings: [booking({ checkout: '2026-06-20' })], stays: [out] })).toMatchObject({
      create: [],
      update: [],
      unchanged: 1,
    })
  })

  it('skips bookings with no room, bad dates, in the past, or listed twice', () => {
    const result = plan({
      bookings: [
        booking({ externalId: 'b1', roomName: '999' }),
        booking({ externalId: 'b2', checkIn: '2026-06-15', checkout: '2026-06-12' }),
        booking({ externalId: 'b3', checkIn: '2026-06-01', checkout: '2026-06-09' }),
        booking({ externalId: 'b4' }),
        booking({ externalId: 'b4', roomName: '102' }),
      ],
    })
    expect(result.create.map((c) => c.externalId)).toEqual(['b4'])
    const reasons = Object.fromEntries(result.skipped.map((s) => [s.external_id, s.reason]))
    expect(reasons).toEqual({ b1: 'no_room', b2: 'invalid_dates', b3: 'past', b4: 'duplicate' })
  })

  it('a stay in the house today counts: the booking started yesterday still books', () => {
    const result = plan({ bookings: [booking({ checkIn: '2026-06-09', checkout: '2026-06-11' })] })
    expect(result.create).toHaveLength(1)
  })

  it('does not book over a stay the desk made; the check-out day is free', () => {
    const walkIn = stay({
      id: 'w',
      externalId: null,
      arrival: '2026-06-10',
      checkIn: '2026-06-10T12:00:00.000Z',
      checkout: '2026-06-13',
    })
    const result = plan({
      stays: [walkIn],
      bookings: [
        booking({ externalId: 'clash', checkIn: '2026-06-12', checkout: '2026-06-14' }),
        booking({ externalId: 'after', checkIn: '2026-06-13', checkout: '2026-06-14' }),
      ],
    })
    expect(result.create.map((c) => c.externalId)).toEqual(['after'])
    expect(result.skipped).toEqual([{ external_id: 'clash', reason: 'overlap' }])
  })

  it('two bookings of one room at once: the earlier one books it', () => {
    const result = plan({
      bookings: [
        booking({ externalId: 'late', checkIn: '2026-06-13', checkout: '2026-06-16' }),
        booking({ externalId: 'early', checkIn: '2026-06-12', checkout: '2026-06-14' }),
      ],
    })
    expect(result.create.map((c) => c.externalId)).toEqual(['early'])
    expect(result.skipped).toEqual([{ external_id: 'late', reason: 'overlap' }])
  })

  it('a cancellation frees the room for another booking in the same sync', () => {
    const result = plan({
      stays: [stay()],
      bookings: [
        booking({ externalId: 'new', guestName: 'Luka' }),
        booking({ status: 'cancelled' }),
      ],
    })
    expect(result.remove).toEqual(['s1'])
    expect(result.create.map((c) => c.externalId)).toEqual(['new'])
  })

  it('a synced stay moved into a taken period stays where it was', () => {
    const other = stay({
      id: 's2',
      externalId: null,
      arrival: '2026-06-20',
      checkout: '2026-06-25',
    })
    const result = plan({
      stays: [stay(), other],
      bookings: [booking({ checkIn: '2026-06-21', checkout: '2026-06-23' })],
    })
    expect(result.update).toEqual([])
    expect(result.skipped).toEqual([{ external_id: 'b1', reason: 'overlap' }])
  })

  it('synced stays the channel manager no longer lists are kept', () => {
    expect(plan({ stays: [stay()], bookings: [] })).toMatchObject({ remove: [], update: [] })
  })
})
