import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { GuestAccount } from '../../server/routes/guest-accounts.ts'
import { STAY_BASE, type Change, type Order, type Stay } from '../../sync/protocol/index.ts'
import { ACCESS, OLD_ORDER, ORDER, call, cookieHeader, guest } from '../helpers/http.ts'
import { articleOf, line, orderRow, tableBody } from '../helpers/orders.ts'
import { pdfPagesText } from '../helpers/read-pdf.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { connectSocket, initGuest } from '../helpers/socket.ts'

/* Issue 16 §6: table orders of room guests, from their phones. */

const device = () => `phone-${randomUUID()}`

describe('a room guest at a table', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const url = () => hotel.server.url
  const business = () => hotel.server.demo.businessId
  const accept = (id: string) =>
    hotel.desk.as('owner', 'PUT', `${ORDER}/acceptOrder`, { order_id: id })

  /** A new room with a checked-in guest, and the room code's cookie. */
  async function checkedIn(code: string) {
    const room = await hotel.desk.newRoom()
    const stay = await hotel.desk.checkIn(room, { password: code })
    return { room, stay, cookie: await guest(url(), room._id, code) }
  }

  const tableOrder = (body: Record<string, unknown>, cookie?: string) =>
    call<Order>(url(), 'POST', `${ORDER}/createOrder`, {
      body: tableBody(hotel.server, 'restaurant', body),
      ...(cookie ? { cookie } : {}),
    })

  it('a table order on the room bill is a charge on the stay and shows on its invoice', async () => {
    const { room, stay } = await checkedIn('6021')
    const phone = device()
    const dish = articleOf(hotel.server, 'restaurant')
    const made = await tableOrder({
      payment: 'room',
      room_number: room.name,
      password: '6021',
      user_id: phone,
      content: [line(dish._id, 2)],
    })
    expect(made.status, made.text).toBe(200)
    expect(made.body).toMatchObject({ stay_id: stay._id, room_number: room.name, payment: 'room' })
    expect(made.body.table_id).not.toBeNull()
    // A wrong code writes nothing (as before).
    const wrong = await tableOrder({ payment: 'room', room_number: room.name, password: '0000' })
    expect([wrong.status, errorOf(wrong).code]).toEqual([401, 'stay.wrong_code'])
    // The table phone still follows it: its events and its list.
    const socket = await connectSocket(url())
    try {
      expect(await initGuest(socket, phone)).toEqual({ ok: true, rooms: 1 })
      expect((await accept(made.body._id)).status).toBe(200)
      const heard = await socket.next<Change>('orderAccepted', (c) => c.id === made.body._id)
      expect((heard.row as Order).status).toBe('Accepted')
    } finally {
      socket.close()
    }
    const listed = await call<Order[]>(
      url(),
      'GET',
      `${ORDER}/getOrderByUserId/${business()}/${phone}`,
    )
    expect(listed.body.map((o) => o._id)).toEqual([made.body._id])

    const out = await hotel.desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, {
      stay_id: stay._id,
    })
    expect(out.status, out.text).toBe(200)
    const pdf = Buffer.from((out.body as Stay & { invoice: string }).invoice, 'base64')
    const text = (await pdfPagesText(new Uint8Array(pdf))).join('\n').replace(/\u00a0/g, ' ')
    expect(text).toContain(dish.name)
    expect(text).toContain('Restaurant')
    expect(text).toContain('On the room bill')
  })

  it('a phone holding a room code reads its own table orders (getOrderByUserId)', async () => {
    const { stay, cookie } = await checkedIn('6022')
    const phone = device()
    const made = await tableOrder({ user_id: phone }, cookie)
    expect(made.status, made.text).toBe(200)
    const mine = await call<Order[]>(
      url(),
      'GET',
      `${ORDER}/getOrderByUserId/${business()}/${phone}`,
      {
        cookie,
      },
    )
    expect(mine.status, mine.text).toBe(200)
    expect(mine.body.map((o) => o._id)).toEqual([made.body._id])
    // The stay's own list still works with the cookie; another stay's id is still 403.
    const own = await call(url(), 'GET', `${ORDER}/getOrderByUserId/${business()}/${stay._id}`, {
      cookie,
    })
    expect(own.status).toBe(200)
    const other = await checkedIn('6023')
    const foreign = await call(
      url(),
      'GET',
      `${ORDER}/getOrderByUserId/${business()}/${other.stay._id}`,
      { cookie },
    )
    expect(foreign.status).toBe(403)
    // Its socket follows the device id too.
    const socket = await connectSocket(url(), cookie)
    try {
      expect((await initGuest(socket, phone)).ok).toBe(true)
    } finally {
      socket.close()
    }
  })

  describe('addGuestToOrder from the guest’s phone', () => {
    async function profile() {
      const reply = await call<GuestAccount>(url(), 'POST', `${ACCESS}/registerNewGuest`, {
        body: {
          email: `join.${randomUUID().slice(0, 8)}@mail.example.com`,
          password: 'sunny-beach-7',
        },
      })
      expect(reply.status).toBe(200)
      return {
        account: reply.body,
        cookie: cookieHeader({ guest_user: reply.setCookies.guest_user! }),
      }
    }
    const addGuest = (body: unknown, cookie?: string) =>
      call<Order & { guest_id: string }>(url(), 'POST', `${ORDER}/addGuestToOrder`, {
        body,
        ...(cookie ? { cookie } : {}),
      })

    it('a phone that joined a table order (added to it) links its guest; the owner’s phone too', async () => {
      const owner = device()
      const joiner = device()
      const base = await tableOrder({ user_id: owner })
      expect(base.status).toBe(200)
      const added = await call<Order>(url(), 'POST', `${OLD_ORDER}/updateOrder/${base.body._id}`, {
        body: tableBody(hotel.server, 'restaurant', { user_id: joiner }),
      })
      expect(added.status, added.text).toBe(200)
      const me = await profile()
      const linked = await addGuest(
        { order_id: base.body._id, guest_id: me.account._id, user_id: joiner },
        me.cookie,
      )
      expect(linked.status, linked.text).toBe(200)
      expect(linked.body).toMatchObject({ _id: base.body._id, guest_id: me.account._id })
      expect((await orderRow(hotel.server, base.body._id)).guestId).toBe(me.account._id)
      const first = await profile()
      const byOwner = await addGuest(
        { order_id: base.body._id, guest_id: first.account._id, user_id: owner },
        first.cookie,
      )
      expect(byOwner.status).toBe(200)
    })

    it('a room-code phone links its guest to its stay’s order', async () => {
      const { stay, cookie } = await checkedIn('6024')
      const ordered = await call<Order>(url(), 'POST', `${ORDER}/createOrder`, {
        cookie,
        body: {
          service_id: hotel.server.demo.services.roomservice._id,
          stay_id: stay._id,
          payment: 'room',
          note: '',
          content: [line(articleOf(hotel.server, 'roomservice')._id)],
        },
      })
      expect(ordered.status).toBe(200)
      const me = await profile()
      const linked = await addGuest(
        { order_id: ordered.body._id, guest_id: me.account._id },
        `${cookie}; ${me.cookie}`,
      )
      expect(linked.status, linked.text).toBe(200)
      expect((await orderRow(hotel.server, ordered.body._id)).guestId).toBe(me.account._id)
    })

    it('refuses a stranger’s phone (403), another account (403), no profile (401); nothing written', async () => {
      const base = await tableOrder({ user_id: device() })
      const me = await profile()
      const someone = await profile()
      const stranger = await addGuest(
        { order_id: base.body._id, guest_id: me.account._id, user_id: device() },
        me.cookie,
      )
      expect(stranger.status).toBe(403)
      const notMe = await addGuest(
        { order_id: base.body._id, guest_id: someone.account._id, user_id: base.body.user_id },
        me.cookie,
      )
      expect(notMe.status).toBe(403)
      const anonymous = await addGuest({
        order_id: base.body._id,
        guest_id: me.account._id,
        user_id: base.body.user_id,
      })
      expect(anonymous.status).toBe(401)
      const missing = await addGuest(
        { order_id: randomUUID(), guest_id: me.account._id, user_id: device() },
        me.cookie,
      )
      expect(missing.status).toBe(404)
      expect((await orderRow(hotel.server, base.body._id)).guestId).toBeNull()
    })
  })
})
