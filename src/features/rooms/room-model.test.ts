import { describe, expect, it } from 'vitest'
import type { Order, Room, Stay, Ticket } from '../../../sync/protocol/index.ts'
import {
  buildRoomViews,
  countStates,
  filterByState,
  isDueOut,
  roomsToSet,
  sameCardView,
  searchRooms,
  type RoomView,
} from './room-model.ts'

const room = (name: string, extra: Partial<Room> = {}): Room => ({
  _id: `r-${name}`,
  business_id: 'b',
  name,
  type: '',
  status: 'active',
  service_links: [],
  external_id: null,
  version: 1,
  ...extra,
})

const stay = (roomName: string, extra: Partial<Stay> = {}): Stay => ({
  _id: `s-${roomName}-${extra.arrival ?? 'in'}`,
  business_id: 'b',
  room_id: `r-${roomName}`,
  room_name: roomName,
  password: '1234',
  arrival: '2026-11-20',
  checkout: '2026-11-25',
  lang: 'en',
  check_in: null,
  checked_out_at: null,
  guest_id: null,
  guest_name: null,
  external_id: null,
  version: 1,
  ...extra,
})

const ticket = (roomName: string, extra: Partial<Ticket> = {}): Ticket => ({
  _id: `t-${roomName}`,
  business_id: 'b',
  room_id: `r-${roomName}`,
  room_name: roomName,
  description: 'Leak',
  status: 'open',
  out_of_service: true,
  tasks: [],
  created_at: '2026-11-20T10:00:00Z',
  closed_at: null,
  version: 1,
  ...extra,
})

const order = (stayId: string, status: Order['status'], lines = 1): Order =>
  ({
    _id: `o-${stayId}-${status}`,
    stay_id: stayId,
    status,
    content: Array.from({ length: lines }, () => ({}) as Order['content'][number]),
  }) as Order

describe('buildRoomViews', () => {
  it('sorts numerically when both names are numbers, else alphabetically (spec section 5)', () => {
    const views = buildRoomViews({
      rooms: [room('110'), room('9'), room('Suite B'), room('101'), room('Apartment')],
      stays: [],
      tickets: [],
      orders: [],
    })
    expect(views.map((v) => v.room.name)).toEqual(['9', '101', '110', 'Apartment', 'Suite B'])
  })

  it('shows occupied for a checked-in stay, out of service for an inactive room or an open out-of-service ticket', () => {
    const views = buildRoomViews({
      rooms: [
        room('101'),
        room('102', { status: 'inactive' }),
        room('103'),
        room('104'),
        room('105', { status: 'inactive' }),
        room('106'),
      ],
      stays: [
        stay('101', { check_in: '2026-11-20T14:00:00Z', guest_name: 'Ana' }),
        stay('105', { check_in: '2026-11-20T14:00:00Z' }),
      ],
      tickets: [
        ticket('103'),
        ticket('104', { out_of_service: false }),
        ticket('106', { status: 'closed' }),
      ],
      orders: [],
    })
    expect(views.map((v) => [v.room.name, v.state])).toEqual([
      ['101', 'occupied'],
      ['102', 'out_of_service'],
      ['103', 'out_of_service'],
      ['104', 'unoccupied'],
      // The guest is in: the desk sees the room occupied even though it is inactive.
      ['105', 'occupied'],
      ['106', 'unoccupied'],
    ])
    expect(views[0]!.stay?.guest_name).toBe('Ana')
    expect(views[3]!.tickets).toHaveLength(1)
    expect(views[5]!.tickets).toHaveLength(0)
  })

  it('lists bookings earliest first, keeps the last checked-out stay, and open orders with content', () => {
    const inHouse = stay('201', { _id: 'in', check_in: '2026-11-20T14:00:00Z' })
    const views = buildRoomViews({
      rooms: [room('201')],
      stays: [
        inHouse,
        stay('201', { _id: 'later', arrival: '2026-12-10', checkout: '2026-12-12' }),
        stay('201', { _id: 'sooner', arrival: '2026-11-26', checkout: '2026-11-28' }),
        stay('201', { _id: 'old', checked_out_at: '2026-11-19T10:00:00Z' }),
        stay('201', { _id: 'older', checked_out_at: '2026-11-10T10:00:00Z' }),
      ],
      tickets: [],
      orders: [
        order('in', 'Accepted'),
        order('in', 'Pending', 0),
        order('in', 'Paid'),
        order('in', 'Declined'),
        order('old', 'Finished'),
      ],
    })
    const v = views[0]!
    expect(v.stay?._id).toBe('in')
    expect(v.bookings.map((s) => s._id)).toEqual(['sooner', 'later'])
    expect(v.lastCheckedOut?._id).toBe('old')
    expect(v.openOrders.map((o) => o.status)).toEqual(['Accepted'])
  })
})

describe('searchRooms', () => {
  const views = buildRoomViews({
    rooms: [room('101'), room('102'), room('201'), room('Suite A')],
    stays: [],
    tickets: [],
    orders: [],
  })
  it('keeps rooms whose name contains the lowercase text (spec section 5)', () => {
    expect(searchRooms(views, '10').map((v) => v.room.name)).toEqual(['101', '102'])
    expect(searchRooms(views, ' SUITE ').map((v) => v.room.name)).toEqual(['Suite A'])
    expect(searchRooms(views, '01').map((v) => v.room.name)).toEqual(['101', '201'])
    expect(searchRooms(views, '')).toHaveLength(4)
    expect(searchRooms(views, '999')).toEqual([])
  })
})

describe('state chips and selection', () => {
  const views = buildRoomViews({
    rooms: [room('1'), room('2', { status: 'inactive' }), room('3')],
    stays: [stay('1', { check_in: '2026-11-20T14:00:00Z' })],
    tickets: [],
    orders: [],
  })
  it('counts and filters by displayed state', () => {
    expect(countStates(views)).toEqual({ all: 3, occupied: 1, unoccupied: 1, out_of_service: 1 })
    expect(filterByState(views, 'unoccupied').map((v) => v.room.name)).toEqual(['3'])
    expect(filterByState(views, 'all')).toHaveLength(3)
  })
  it('sets only the chosen rooms not already in that status', () => {
    const rooms = views.map((v) => v.room)
    const chosen = new Set(['r-1', 'r-2'])
    expect(roomsToSet(rooms, chosen, 'inactive')).toEqual(['r-1'])
    expect(roomsToSet(rooms, chosen, 'active')).toEqual(['r-2'])
    expect(roomsToSet(rooms, new Set(), 'active')).toEqual([])
  })
  it('tells a guest due out today or overdue', () => {
    expect(isDueOut({ checkout: '2026-11-23' }, '2026-11-23')).toBe(true)
    expect(isDueOut({ checkout: '2026-11-22' }, '2026-11-23')).toBe(true)
    expect(isDueOut({ checkout: '2026-11-24' }, '2026-11-23')).toBe(false)
    expect(isDueOut(null, '2026-11-23')).toBe(false)
  })
})

describe('sameCardView (the room card is re-rendered only when it shows something new)', () => {
  const inHouse = { check_in: '2026-11-20T14:00:00Z', guest_name: 'Ana' }
  const build = (
    changes: {
      room?: Partial<Room>
      stay?: Partial<Stay>
      booking?: Partial<Stay>
      ticket?: Partial<Ticket>
      tickets?: number
      orders?: number
      checkedOut?: boolean
    } = {},
  ): RoomView =>
    buildRoomViews({
      rooms: [room('1', changes.room)],
      stays: [
        stay('1', { ...inHouse, ...changes.stay }),
        stay('1', { arrival: '2026-11-26', checkout: '2026-11-28', ...changes.booking }),
        ...(changes.checkedOut
          ? [stay('1', { arrival: '2026-11-01', checked_out_at: '2026-11-03T10:00:00Z' })]
          : []),
      ],
      tickets: Array.from({ length: changes.tickets ?? 1 }, (_, i) =>
        ticket('1', { _id: `t-${i}`, out_of_service: false, ...changes.ticket }),
      ),
      orders: Array.from({ length: changes.orders ?? 0 }, (_, i) => ({
        ...order('s-1-in', 'Pending'),
        _id: `o-${i}`,
      })),
    })[0]!

  it('is true for a view rebuilt from equal rows, and for rows changed only where the card does not look', () => {
    expect(sameCardView(build(), build())).toBe(true)
    expect(sameCardView(build(), build({ stay: { lang: 'srb', version: 9 } }))).toBe(true)
    expect(sameCardView(build(), build({ ticket: { tasks: [], version: 3 } }))).toBe(true)
  })

  it('is false when anything the card shows changed', () => {
    const base = build()
    for (const changed of [
      build({ room: { name: '1A' } }),
      build({ room: { type: 'Suite' } }),
      build({ room: { status: 'inactive' } }),
      build({ stay: { guest_name: 'Ana Marić' } }),
      build({ stay: { checkout: '2026-11-26' } }),
      build({ stay: { password: '9999' } }),
      build({ stay: { check_in: null, arrival: '2026-12-01' } }),
      build({ booking: { arrival: '2026-11-27' } }),
      build({ booking: { checkout: '2026-11-29' } }),
      build({ booking: { guest_name: 'Luka' } }),
      build({ ticket: { description: 'No hot water' } }),
      build({ tickets: 2 }),
      build({ orders: 1 }),
      build({ checkedOut: true }),
    ]) {
      expect(sameCardView(base, changed), JSON.stringify(changed)).toBe(false)
    }
    // An out-of-service ticket shows through the state of a room without a guest.
    const empty = build({ stay: { check_in: null, arrival: '2026-11-21' } })
    const closedDown = build({
      stay: { check_in: null, arrival: '2026-11-21' },
      ticket: { out_of_service: true },
    })
    expect(sameCardView(empty, closedDown)).toBe(false)
  })
})
