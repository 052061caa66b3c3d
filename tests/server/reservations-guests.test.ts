import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import {
  GUEST_BASE,
  OLD_RESERVATION_BASE,
  PULL_PATH,
  RESERVATION_BASE,
  SERVER_TABLES,
  STAY_BASE,
  ServerPullPage,
  type FreeSlot,
  type Guest,
  type GuestHistory,
  type OwnGuestHistory,
  type Order,
  type Reservation,
  type DiningTable,
} from '../../sync/protocol/index.ts'
import { call, guest, login } from '../helpers/http.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import {
  guestCookie,
  rowCount,
  stayBody,
  stayOrder,
  stayRoom,
  tableBody,
} from '../helpers/orders.ts'
import { connectSocket } from '../helpers/socket.ts'
import {
  booking,
  dayAt,
  hotelDay,
  restaurantTables,
  setServiceOptions,
} from '../helpers/reservations.ts'

const ORDER = '/api/v2/restaraunt-bar/order'
type TableAvailability = DiningTable & { available: boolean }
const day = hotelDay

describe('reservations of guests and the public', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const restaurant = () => hotel.server.demo.services.restaurant._id
  const tables = () => restaurantTables(hotel.server)
  const anon = <T>(method: string, path: string, body?: unknown) =>
    call<T>(hotel.server.url, method, path, body === undefined ? {} : { body })

  it('a service not open to the public is not found; open, it offers slots and takes a booking', async () => {
    // The demo restaurant is open to the public: close it first.
    await setServiceOptions(hotel.server, restaurant(), { openToPublic: false })
    const slotsPath = `${RESERVATION_BASE}/getFreeApointments/${restaurant()}/${day(1)}/6`
    expect((await anon('GET', slotsPath)).status).toBe(404)
    const external = `${RESERVATION_BASE}/createReservationExternal`
    const party = booking(hotel.server, {
      time: dayAt(1, '19:00'),
      number: 6,
      table_ids: [tables().T5, tables().T1],
    })
    expect((await anon('POST', external, party)).status).toBe(404)

    await setServiceOptions(hotel.server, restaurant(), { openToPublic: true })
    const slots = await anon<FreeSlot[]>('GET', slotsPath)
    expect(slots.status).toBe(200)
    // working hours 07:00 to 23:00: 64 quarter hours
    expect(slots.body).toHaveLength(64)
    expect(slots.body[0]).toMatchObject({ time: { h: 7, m: 0 }, available: true })
    expect(slots.body.at(-1)).toMatchObject({ time: { h: 22, m: 45 } })

    const made = await anon<Reservation>('POST', external, party)
    expect(made.status, made.text).toBe(200)
    expect(made.body).toMatchObject({ status: 'Pending', origin: 'External', room_id: null })
    const at = await anon<TableAvailability[]>(
      'GET',
      `${RESERVATION_BASE}/getFreeReservationsPerTable/${restaurant()}/${day(1)}/19:30`,
    )
    const free = Object.fromEntries(at.body.map((x) => [x.name, x.available]))
    expect(free).toMatchObject({ T1: false, T5: false, T2: true, T6: true })
    const after = await anon<TableAvailability[]>(
      'GET',
      `${RESERVATION_BASE}/getFreeReservationsPerTable/${restaurant()}/${day(1)}/21:00`,
    )
    expect(after.body.find((x) => x.name === 'T1')!.available).toBe(true)
  })

  it('checks the public request: e-mail, up to 15 guests, the next 7 days, working hours', async () => {
    await setServiceOptions(hotel.server, restaurant(), { openToPublic: true })
    const external = `${RESERVATION_BASE}/createReservationExternal`
    const ok = { time: dayAt(2, '12:00'), table_ids: [tables().T7, tables().T8] }
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '' }, 'email'],
      [{ email: 'a@b' }, 'email'],
      [{ phone_number: '12' }, 'phone_number'],
      [{ number: 16 }, 'number'],
      [{ time: dayAt(8, '12:00') }, 'time'],
      [{ time: dayAt(2, '03:00') }, 'time'],
      [{ time: dayAt(2, '12:05') }, 'time'],
      [{ table_ids: undefined }, 'table_ids'],
    ]
    for (const [overrides, field] of cases) {
      const reply = await anon('POST', external, booking(hotel.server, { ...ok, ...overrides }))
      expect([reply.status, errorOf(reply).field], JSON.stringify(overrides)).toEqual([400, field])
    }
    const crowd = await anon(
      'GET',
      `${RESERVATION_BASE}/getFreeApointments/${restaurant()}/${day(2)}/16`,
    )
    expect([crowd.status, errorOf(crowd).field]).toEqual([400, 'guests'])
    const fine = await anon('POST', external, booking(hotel.server, { ...ok, number: 12 }))
    expect(fine.status, fine.text).toBe(200)
    // a staff session that is no longer valid is told so (refresh), never booked as the public
    const stale = await call(hotel.server.url, 'POST', `${RESERVATION_BASE}/createReservation`, {
      cookie: 'access=not-a-token',
      body: booking(hotel.server, { time: dayAt(2, '16:00'), table_id: tables().T6 }),
    })
    expect(stale.status).toBe(401)
  })

  it('a closed service answers with the day it opens again', async () => {
    await setServiceOptions(hotel.server, restaurant(), {
      openToPublic: true,
      closedBetween: { start: day(0), end: day(2) },
    })
    const reply = await anon(
      'GET',
      `${RESERVATION_BASE}/getFreeApointments/${restaurant()}/${day(3)}/2`,
    )
    expect(reply.status).toBe(409)
    expect(errorOf(reply)).toMatchObject({ code: 'reservation.service_closed', reopens: day(3) })
    await setServiceOptions(hotel.server, restaurant(), {
      closedBetween: { start: day(3), end: day(4) },
    })
    // closed later in the week: those days are not offered
    const closedDay = await anon(
      'GET',
      `${RESERVATION_BASE}/getFreeApointments/${restaurant()}/${day(3)}/2`,
    )
    expect([closedDay.status, errorOf(closedDay).field]).toEqual([400, 'date'])
    const open = await anon(
      'GET',
      `${RESERVATION_BASE}/getFreeApointments/${restaurant()}/${day(5)}/2`,
    )
    expect(open.status).toBe(200)
    await setServiceOptions(hotel.server, restaurant(), {
      closedBetween: null,
      openToPublic: false,
    })
  })

  it('a room guest books, sees their pending reservations, and orders ahead for it', async () => {
    const cookie = await guestCookie(hotel.server, 0)
    const { room, stay } = stayRoom(hotel.server, 0)
    const asGuest = <T>(method: string, path: string, body?: unknown) =>
      call<T>(hotel.server.url, method, path, { cookie, ...(body !== undefined ? { body } : {}) })
    const made = await asGuest<Reservation>(
      'POST',
      `${RESERVATION_BASE}/createReservationWithTable`,
      booking(hotel.server, { time: dayAt(9, '13:00'), table_id: tables().T2 }),
    )
    expect(made.status, made.text).toBe(200)
    expect(made.body).toMatchObject({ origin: 'Room', room_id: room._id, stay_id: stay._id })
    // the guest's phone hears when staff accept it
    const phone = await connectSocket(hotel.server.url, cookie)
    phone.socket.emit('init', { user_id: stay._id, role: 'Guest', init: true })
    await phone.next('initAck')
    await hotel.desk.as('owner', 'PUT', `${OLD_RESERVATION_BASE}/acceptReservation`, {
      reservation_id: made.body._id,
    })
    const heard = await phone.next<{ id: string; row: Reservation }>(
      'reservationAccepted',
      (c) => c.id === made.body._id,
    )
    expect(heard.row.status).toBe('Accepted')
    // still to come: the room page lists it (to order ahead) while accepted too
    const listed = await asGuest<Reservation[]>(
      'GET',
      `${OLD_RESERVATION_BASE}/getPendingReservationsByRoomID/${room._id}`,
    )
    expect(listed.body.map((r) => [r._id, r.status])).toEqual([[made.body._id, 'Accepted']])
    phone.close()
    await hotel.desk.as(
      'owner',
      'POST',
      `${OLD_RESERVATION_BASE}/noshowReservation/${made.body._id}`,
    )
    const again = await asGuest<Reservation>(
      'POST',
      `${RESERVATION_BASE}/createReservationWithTable`,
      booking(hotel.server, { time: dayAt(9, '13:00'), table_id: tables().T2 }),
    )
    expect(again.status, again.text).toBe(200)
    made.body = again.body
    const mine = await asGuest<Reservation[]>(
      'GET',
      `${OLD_RESERVATION_BASE}/getPendingReservationsByRoomID/${room._id}`,
    )
    expect(mine.body.map((r) => r._id)).toEqual([made.body._id])
    const other = stayRoom(hotel.server, 1).room
    const notMine = await asGuest(
      'GET',
      `${OLD_RESERVATION_BASE}/getPendingReservationsByRoomID/${other._id}`,
    )
    expect(notMine.status).toBe(404)
    // beyond the 10-day window
    const late = await asGuest(
      'POST',
      `${RESERVATION_BASE}/createReservationWithTable`,
      booking(hotel.server, { time: dayAt(11, '13:00'), table_id: tables().T2 }),
    )
    expect([late.status, errorOf(late).field]).toEqual([400, 'time'])

    const ahead = await asGuest<Order>('POST', `${ORDER}/createOrderReservation`, {
      ...stayBody(hotel.server, 0, 'restaurant'),
      reservation_id: made.body._id,
    })
    expect(ahead.status, ahead.text).toBe(200)
    expect(ahead.body.reservation_id).toBe(made.body._id)
    const unknown = await asGuest('POST', `${ORDER}/createOrderReservation`, {
      ...stayBody(hotel.server, 0, 'restaurant'),
      reservation_id: 'no-such-reservation',
    })
    expect(unknown.status).toBe(404)
    // only for the reserved service, from the room that booked, and never someone else's
    const otherService = await asGuest('POST', `${ORDER}/createOrderReservation`, {
      ...stayBody(hotel.server, 0, 'roomservice'),
      reservation_id: made.body._id,
    })
    expect([otherService.status, errorOf(otherService).field]).toEqual([400, 'service_id'])
    const fromTable = await anon('POST', `${ORDER}/createOrderReservation`, {
      ...tableBody(hotel.server, 'restaurant'),
      reservation_id: made.body._id,
    })
    expect([fromTable.status, errorOf(fromTable).field]).toEqual([400, 'stay_id'])
    const neighbourAhead = await call(hotel.server.url, 'POST', `${ORDER}/createOrderReservation`, {
      cookie: await guestCookie(hotel.server, 1),
      body: { ...stayBody(hotel.server, 1, 'restaurant'), reservation_id: made.body._id },
    })
    expect(neighbourAhead.status).toBe(404)
    const wrongOrder = await stayOrder(hotel.server, 0, 'roomservice')
    const wrongLink = await asGuest('PUT', `${OLD_RESERVATION_BASE}/addOrder/${made.body._id}`, {
      order: wrongOrder._id,
    })
    expect([wrongLink.status, errorOf(wrongLink).field]).toEqual([400, 'order'])
    const before = await rowCount(hotel.server, t.orders)
    const order = await stayOrder(hotel.server, 0, 'restaurant')
    const linked = await asGuest<Order>(
      'PUT',
      `${OLD_RESERVATION_BASE}/addOrder/${made.body._id}`,
      {
        order: order._id,
      },
    )
    expect(linked.body.reservation_id).toBe(made.body._id)
    expect(await rowCount(hotel.server, t.orders)).toBe(before + 1) // the refused ones wrote nothing
    const staffView = await hotel.desk.as(
      'owner',
      'GET',
      `${ORDER}/getOrderByReservationID/${made.body._id}`,
    )
    expect((staffView.body as Order[]).map((o) => o._id).sort()).toEqual(
      [ahead.body._id, order._id].sort(),
    )
    // the guest sees them too; another room's guest sees none of them, nobody signed in is 401
    const own = await asGuest<Order[]>('GET', `${ORDER}/getOrderByReservationID/${made.body._id}`)
    expect(own.body.map((o) => o._id).sort()).toEqual([ahead.body._id, order._id].sort())
    const neighbour = await call<Order[]>(
      hotel.server.url,
      'GET',
      `${ORDER}/getOrderByReservationID/${made.body._id}`,
      { cookie: await guestCookie(hotel.server, 1) },
    )
    expect(neighbour.body).toEqual([])
    expect((await anon('GET', `${ORDER}/getOrderByReservationID/${made.body._id}`)).status).toBe(
      401,
    )

    // reception finds it in the guest's history, with the stay it was made for
    const guests = await hotel.desk.as(
      'reception',
      'GET',
      `${GUEST_BASE}/guestList/${hotel.businessId}`,
    )
    const holder = (guests.body as Guest[]).find((g) => g.stays.some((x) => x._id === stay._id))!
    const history = await hotel.desk.as(
      'reception',
      'GET',
      `${GUEST_BASE}/getHistoriesForGuest/${hotel.businessId}/${holder._id}`,
    )
    const inStay = (history.body as GuestHistory).stays.find((x) => x._id === stay._id)!
    expect(inStay.reservations.map((r) => r._id)).toContain(made.body._id)
  })

  it('staff with reservationsRead pull reservations and hear their events; others do not', async () => {
    const waiter = await connectSocket(hotel.server.url, await login(hotel.server.url, 'waiter'))
    const kitchen = await connectSocket(hotel.server.url, await login(hotel.server.url, 'kitchen'))
    for (const s of [waiter, kitchen]) {
      s.socket.emit('init', { services: [], role: 'Store', init: true })
      await s.next('initAck')
    }
    const made = await hotel.desk.as(
      'owner',
      'POST',
      `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
      booking(hotel.server, { time: dayAt(9, '19:00'), table_id: tables().T6 }),
    )
    const id = (made.body as Reservation)._id
    const event = await waiter.next<{ id: string; row: Reservation }>(
      'reservationCreatedWithTable',
      (c) => c.id === id,
    )
    expect(event.row.status).toBe('Accepted')
    await hotel.desk.as('owner', 'PUT', `${OLD_RESERVATION_BASE}/activeReservation/${id}`)
    await waiter.next<{ id: string }>('reservationActive', (c) => c.id === id)
    expect(kitchen.received.filter((r) => r.event.startsWith('reservation'))).toEqual([])
    waiter.close()
    kitchen.close()

    const pulled = async (who: 'waiter' | 'kitchen') => {
      const reply = await hotel.desk.as(who, 'GET', `${PULL_PATH}?cursor=0&limit=2000`)
      return ServerPullPage.parse(reply.body).changes.filter((c) => c.table === 'reservations')
    }
    const seen = await pulled('waiter')
    expect(seen.map((c) => c.id)).toContain(id)
    for (const c of seen) expect(SERVER_TABLES.reservations.safeParse(c.row).success).toBe(true)
    expect(await pulled('kitchen')).toEqual([])
  })

  it('staff book for a room: the stay in it is linked, and the guest sees it in their own history', async () => {
    const room = hotel.server.demo.rooms.find((r) => r.name === '103')!
    const made = await hotel.desk.as(
      'owner',
      'POST',
      `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
      booking(hotel.server, { time: dayAt(10, '20:00'), table_id: tables().T8, room_id: room._id }),
    )
    expect(made.status, made.text).toBe(200)
    expect(made.body).toMatchObject({
      room_id: room._id,
      stay_id: room.stay!._id,
      origin: 'Reception',
    })
    const foreignRoom = await hotel.desk.as(
      'owner',
      'POST',
      `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
      booking(hotel.server, {
        time: dayAt(10, '12:00'),
        table_id: tables().T8,
        room_id: hotel.other.roomId,
      }),
    )
    expect(foreignRoom.status).toBe(404)
    const signIn = await call(hotel.server.url, 'POST', '/api/v2/access/loginGuest/', {
      body: { email: 'emma.schmidt@example.com', password: 'demo1234' },
    })
    const cookie = Object.entries(signIn.setCookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ')
    const guests = await hotel.desk.as(
      'owner',
      'GET',
      `${GUEST_BASE}/guestList/${hotel.businessId}`,
    )
    const emma = (guests.body as Guest[]).find((g) => g.name === 'Emma Schmidt')!
    const own = await call<OwnGuestHistory>(
      hotel.server.url,
      'GET',
      `${GUEST_BASE}/${emma._id}/history`,
      {
        cookie,
      },
    )
    expect(own.status, own.text).toBe(200)
    const stay = own.body.stays.find((x) => x.room_name === '103')!
    expect(stay.reservations.map((r) => r._id)).toEqual([(made.body as Reservation)._id])
  })

  it('the next guest of a room never sees what the guest before booked', async () => {
    const room = await hotel.desk.newRoom()
    const first = await hotel.desk.checkIn(room)
    const made = await hotel.desk.as(
      'owner',
      'POST',
      `${RESERVATION_BASE}/createReservation`,
      booking(hotel.server, { time: dayAt(10, '09:00'), table_id: tables().T4, room_id: room._id }),
    )
    expect(made.body).toMatchObject({ stay_id: first._id, status: 'Pending' })
    const out = await hotel.desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, {
      stay_id: first._id,
    })
    expect(out.status, out.text).toBe(200)
    const second = await hotel.desk.checkIn(room)
    const cookie = await guest(hotel.server.url, room._id, second.password!)
    const pendingList = await call<Reservation[]>(
      hotel.server.url,
      'GET',
      `${OLD_RESERVATION_BASE}/getPendingReservationsByRoomID/${room._id}`,
      { cookie },
    )
    expect(pendingList.status).toBe(200)
    expect(pendingList.body).toEqual([])
    const byId = await call(
      hotel.server.url,
      'GET',
      `${OLD_RESERVATION_BASE}/getReservationByID/${(made.body as Reservation)._id}`,
      { cookie },
    )
    expect(byId.status).toBe(404)
    // staff still see it by the room
    const staffList = await hotel.desk.as(
      'owner',
      'GET',
      `${OLD_RESERVATION_BASE}/getPendingReservationsByRoomID/${room._id}`,
    )
    expect((staffList.body as Reservation[]).map((r) => r._id)).toEqual([
      (made.body as Reservation)._id,
    ])
  })

  it('a bar open past midnight takes a booking at 00:30 of its night', async () => {
    const pool = hotel.server.demo.services.pool._id
    const late = { start: { h: 18, m: 0 }, end: { h: 1, m: 0 } }
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, late]),
    )
    await hotel.server.ctx.db
      .update(t.services)
      .set({ workingHours: week })
      .where(eq(t.services.id, pool))
    await setServiceOptions(hotel.server, pool, { openToPublic: true })
    const poolTable = hotel.server.demo.tables.find((x) => x.service_id === pool)!
    const external = `${RESERVATION_BASE}/createReservationExternal`
    const night = await anon(
      'POST',
      external,
      booking(hotel.server, { service_id: pool, time: dayAt(3, '00:30'), table_id: poolTable._id }),
    )
    expect(night.status, night.text).toBe(200)
    const closed = await anon(
      'POST',
      external,
      booking(hotel.server, { service_id: pool, time: dayAt(3, '01:00'), table_id: poolTable._id }),
    )
    expect([closed.status, errorOf(closed).field]).toEqual([400, 'time'])
  })
})
