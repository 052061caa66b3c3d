import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { businessWrite } from '../../server/domain/versioning.ts'
import { buildGuests } from '../../server/domain/guests/register.ts'
import {
  GUEST_BASE,
  GUEST_REPORT_PATH,
  PULL_PATH,
  STAY_BASE,
  type Guest,
  type GuestHistory,
  type OrderLine,
  type OwnGuestHistory,
  type UserMemory,
} from '../../sync/protocol/index.ts'
import { DEMO_PASSWORD } from '../../server/seed-data.ts'
import type { TestServer } from '../helpers/server.ts'
import { ACCESS, ORDER, call, cookieHeader, login } from '../helpers/http.ts'
import type { OtherBusiness } from '../helpers/tenant.ts'
import { addDays, errorOf, withReceptionHotel, type Desk } from '../helpers/reception.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'

let server: TestServer
let other: OtherBusiness
let desk: Desk
let biz: string

withReceptionHotel((hotel) => ({ server, other, desk, businessId: biz } = hotel))

const list = async (query = '') => {
  const reply = await desk.as('owner', 'GET', `${GUEST_BASE}/guestList/${biz}${query}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body as Guest[]
}
const byName = async (name: string) => {
  const guest = (await list()).find((g) => g.name === name)
  if (!guest) throw new Error(`no guest ${name}`)
  return guest
}

describe('guestList', () => {
  it('lists profile guests and guests named on stays, with their rooms and stays', async () => {
    const guests = await list()
    const emma = guests.find((g) => g.name === 'Emma Schmidt')!
    expect(emma).toMatchObject({
      email: 'emma.schmidt@example.com',
      country: 'Germany',
      gender: 'Female',
      rooms: ['103', '112'],
    })
    expect(emma.account_id).toBe(emma._id)
    expect(emma.stays.map((s) => [s.room_name, s.status])).toEqual([
      ['103', 'active'],
      ['112', 'checked_out'],
    ])
    expect(JSON.stringify(emma.stays)).not.toContain('password')
    // A repeat guest without a profile: one guest for both stays, found by name.
    const ana = guests.find((g) => g.name === 'Ana Kovačević')!
    expect(ana).toMatchObject({ account_id: null, email: null, rooms: ['101', '104'] })
    expect(ana._id).toMatch(/^n-[0-9a-f]{32}$/)
    expect(ana.stays).toHaveLength(2)
    // Booked ahead only: a guest already.
    expect(guests.find((g) => g.name === 'Lena Müller')?.stays[0]?.status).toBe('planned')
    // Default order: by name.
    const names = guests.map((g) => g.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(guests.every((g) => g.business_id === biz)).toBe(true)
  })

  it('searches by name and sorts by any column, empty values last', async () => {
    expect((await list('?search=SCHMI')).map((g) => g.name)).toEqual(['Emma Schmidt'])
    const byStays = await list('?sort=stays&order=desc')
    expect(byStays[0]!.stays.length).toBe(2)
    const byCountry = await list('?sort=country&order=desc')
    expect(byCountry.slice(0, 2).map((g) => g.country)).toEqual(['United Kingdom', 'Germany'])
    expect(byCountry.at(-1)!.country).toBeNull()
    const bad = await desk.as('owner', 'GET', `${GUEST_BASE}/guestList/${biz}?sort=password`)
    expect(bad.status).toBe(400)
    expect(errorOf(bad).field).toBe('sort')
  })

  it('follows check-ins at once: a new name is a new guest, on the list and in the pull', async () => {
    const room = await desk.newRoom()
    const name = `Nora Test ${randomUUID().slice(0, 6)}`
    await desk.checkIn(room, { guest_name: name })
    // Written with the check-in itself, before any read catches up.
    const copy = await server.ctx.db
      .select()
      .from(t.guests)
      .where(and(eq(t.guests.businessId, biz), eq(t.guests.name, name)))
    expect(copy).toHaveLength(1)
    const guest = await byName(name)
    expect(guest.version).toBe(copy[0]!.version)
    expect(guest.rooms).toEqual([room.name])
    const pull = await desk.as('reception', 'GET', `${PULL_PATH}?cursor=0&limit=2000`)
    const changes = (pull.body as { changes: { table: string; id: string }[] }).changes
    expect(changes.some((c) => c.table === 'guests' && c.id === guest._id)).toBe(true)
    const waiterPull = await desk.as('waiter', 'GET', `${PULL_PATH}?cursor=0&limit=2000`)
    const waiterTables = (waiterPull.body as { changes: { table: string }[] }).changes
    expect(waiterTables.some((c) => c.table === 'guests')).toBe(false)
  })

  it('tells reception’s sockets of a changed guest, and nobody else', async () => {
    const [receptionSocket, waiterSocket] = await Promise.all([
      connectSocket(server.url, await login(server.url, 'reception')),
      connectSocket(server.url, await login(server.url, 'waiter')),
    ])
    try {
      await initStaff(receptionSocket)
      await initStaff(waiterSocket)
      const room = await desk.newRoom()
      const name = `Socket Guest ${randomUUID().slice(0, 6)}`
      await desk.checkIn(room, { guest_name: name })
      type Change = { table: string; row: Guest | null }
      const heard = await receptionSocket.next<Change>(
        'change',
        (c) => c.table === 'guests' && c.row?.name === name,
      )
      expect(heard.row!.rooms).toEqual([room.name])
      // The waiter hears the stay (without its code), never the guest.
      await waiterSocket.next<Change>('change', (c) => c.table === 'stays')
      expect(waiterSocket.received.some((r) => (r.payload as Change).table === 'guests')).toBe(
        false,
      )
    } finally {
      receptionSocket.close()
      waiterSocket.close()
    }
  })

  it('is reception’s: a waiter gets 403, another business 404', async () => {
    const waiter = await desk.as('waiter', 'GET', `${GUEST_BASE}/guestList/${biz}`)
    expect(waiter.status).toBe(403)
    const foreign = await desk.as('owner', 'GET', `${GUEST_BASE}/guestList/${other.businessId}`)
    expect(foreign.status).toBe(404)
    expect((await desk.as('reception', 'GET', `${GUEST_BASE}/guestList/${biz}`)).status).toBe(200)
  })
})

describe('guest history', () => {
  it('groups the orders per stay, newest stay first; orders outside the stays stand apart', async () => {
    const emma = await byName('Emma Schmidt')
    const table = server.demo.tables.find(
      (x) => x.service_id === server.demo.services.restaurant._id,
    )!
    const article = server.demo.articles.find(
      (a) => a.service_id === table.service_id && !a.requiredModifier,
    )!
    const order = await call<{ _id: string }>(server.url, 'POST', `${ORDER}/createOrder`, {
      body: {
        table_id: table._id,
        service_id: table.service_id,
        payment: 'cash',
        content: [{ article_id: article._id, count: 1, modifiers: [] }],
      },
    })
    expect(order.status, order.text).toBe(200)
    const linked = await desk.as('owner', 'POST', `${ORDER}/addGuestToOrder`, {
      order_id: order.body._id,
      guest_id: emma._id,
    })
    expect(linked.status, linked.text).toBe(200)

    const reply = await desk.as(
      'reception',
      'GET',
      `${GUEST_BASE}/getHistoriesForGuest/${biz}/${emma._id}`,
    )
    expect(reply.status, reply.text).toBe(200)
    const history = reply.body as GuestHistory
    expect(history.strict).toBe(false)
    expect(history.guest._id).toBe(emma._id)
    expect(history.stays.map((s) => s.room_name)).toEqual(['103', '112'])
    const past = history.stays[1]!
    expect(past.orders).toHaveLength(3)
    expect(past.orders.every((o) => o.stay_id === past._id)).toBe(true)
    expect(past.orders.map((o) => o.time)).toEqual(
      [...past.orders.map((o) => o.time)].sort().reverse(),
    )
    expect(past.reservations).toEqual([])
    expect(past.appointments).toEqual([])
    expect(history.orders.map((o) => o._id)).toEqual([order.body._id])
    expect(history.reservations).toEqual([])
  })

  it('answers 404 for another business and for a guest it does not have; 403 for a waiter', async () => {
    const emma = await byName('Emma Schmidt')
    const foreign = await desk.as(
      'owner',
      'GET',
      `${GUEST_BASE}/getHistoriesForGuest/${other.businessId}/${emma._id}`,
    )
    expect(foreign.status).toBe(404)
    const unknown = await desk.as(
      'owner',
      'GET',
      `${GUEST_BASE}/getHistoriesForGuest/${biz}/${randomUUID()}`,
    )
    expect(unknown.status).toBe(404)
    const waiter = await desk.as(
      'waiter',
      'GET',
      `${GUEST_BASE}/getHistoriesForGuest/${biz}/${emma._id}`,
    )
    expect(waiter.status).toBe(403)
  })

  it('GET {id}/history: staff read the guest at their hotel; the guest reads their own stays', async () => {
    const emma = await byName('Emma Schmidt')
    const staff = await desk.as('owner', 'GET', `${GUEST_BASE}/${emma._id}/history`)
    expect(staff.status).toBe(200)
    expect((staff.body as GuestHistory).stays).toHaveLength(2)

    const signIn = await call(server.url, 'POST', `${ACCESS}/loginGuest/`, {
      body: { email: 'emma.schmidt@example.com', password: DEMO_PASSWORD },
    })
    expect(signIn.status, signIn.text).toBe(200)
    const cookie = cookieHeader(signIn.setCookies)
    const own = await call<OwnGuestHistory>(
      server.url,
      'GET',
      `${GUEST_BASE}/${emma._id}/history`,
      {
        cookie,
      },
    )
    expect(own.status, own.text).toBe(200)
    expect(own.body.stays.map((s) => [s.room_name, s.business_name])).toEqual([
      ['103', 'Hotel Aurora'],
      ['112', 'Hotel Aurora'],
    ])
    expect(own.body.stays[1]!.orders).toHaveLength(3)
    const james = await byName('James Wilson')
    const notMine = await call(server.url, 'GET', `${GUEST_BASE}/${james._id}/history`, { cookie })
    expect(notMine.status).toBe(404)
    const nobody = await call(server.url, 'GET', `${GUEST_BASE}/${james._id}/history`)
    expect(nobody.status).toBe(401)
  })
})

describe('strict guest history (security roomnumber)', () => {
  const setSecurity = (value: string | null) =>
    server.ctx.db.update(t.businesses).set({ security: value }).where(eq(t.businesses.id, biz))

  it('takes only the guest id and the reception service; shows only orders the caller may read', async () => {
    const emma = await byName('Emma Schmidt')
    const reception = server.demo.services.reception._id
    await setSecurity('roomnumber')
    try {
      const normal = await desk.as(
        'owner',
        'GET',
        `${GUEST_BASE}/getHistoriesForGuest/${biz}/${emma._id}`,
      )
      expect(normal.status).toBe(403)
      expect(errorOf(normal).message).toContain('getPrivateHistoriesForGuest')

      const path = `${GUEST_BASE}/getPrivateHistoriesForGuest/${emma._id}/${reception}`
      const owner = await desk.as('owner', 'GET', path)
      expect(owner.status, owner.text).toBe(200)
      const full = owner.body as GuestHistory
      expect(full.strict).toBe(true)
      expect(full.stays[1]!.orders).toHaveLength(3)

      // The reception worker reads amenities orders only: Emma's room service and restaurant
      // orders stay hidden, her stays do not.
      const desk2 = await desk.as('reception', 'GET', path)
      expect(desk2.status).toBe(200)
      const narrow = desk2.body as GuestHistory
      expect(narrow.stays.map((s) => s.room_name)).toEqual(['103', '112'])
      expect(narrow.stays.flatMap((s) => s.orders)).toEqual([])
      expect(narrow.orders).toEqual([])

      // {id}/history follows the hotel's rule.
      const byId = await desk.as('reception', 'GET', `${GUEST_BASE}/${emma._id}/history`)
      expect((byId.body as GuestHistory).strict).toBe(true)

      const restaurant = server.demo.services.restaurant._id
      const notReception = await desk.as(
        'owner',
        'GET',
        `${GUEST_BASE}/getPrivateHistoriesForGuest/${emma._id}/${restaurant}`,
      )
      expect(notReception.status).toBe(400)
      expect(errorOf(notReception).field).toBe('serviceId')
      const foreignService = await desk.as(
        'owner',
        'GET',
        `${GUEST_BASE}/getPrivateHistoriesForGuest/${emma._id}/${other.restaurantId}`,
      )
      expect(foreignService.status).toBe(404)
      const waiter = await desk.as('waiter', 'GET', path)
      expect(waiter.status).toBe(403)
      // Another business's owner names the guest: not theirs.
      const borealis = await login(server.url, other.ownerUsername)
      const foreign = await call(server.url, 'GET', path, { cookie: borealis })
      expect(foreign.status).toBe(404)
    } finally {
      await setSecurity(null)
    }
  })
})

describe('user memory', () => {
  it('gives the profile’s allergies and preferences and the most ordered items', async () => {
    const emma = await byName('Emma Schmidt')
    const reply = await desk.as('waiter', 'POST', `${GUEST_BASE}/user_memory/guest`, {
      guest_id: emma._id,
    })
    expect(reply.status, reply.text).toBe(200)
    const memory = reply.body as UserMemory
    expect(memory).toMatchObject({
      guest_id: emma._id,
      has_profile: true,
      allergies: ['Peanuts', 'Sesame'],
      food_preferences: ['Vegetarian'],
      preferences: { order_time: 'morning', drinks: 'Green tea, no sugar', pairing: 'wine' },
      stays: 2,
    })
    // From her past stay (the espresso of a table order linked to her earlier may add one).
    expect(memory.favourites).toContainEqual({ name: 'Continental breakfast', count: 2 })
    expect(memory.favourites).toContainEqual({ name: 'Fresh orange juice', count: 2 })
    const counts = memory.favourites.map((f) => f.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(memory.favourites.length).toBeLessThanOrEqual(5)
    const ana = await byName('Ana Kovačević')
    const named = await desk.as('reception', 'POST', `${GUEST_BASE}/user_memory/guest`, {
      guest_id: ana._id,
    })
    expect(named.body).toMatchObject({ has_profile: false, allergies: [], stays: 2 })
  })

  it('refuses staff who serve no orders (403), unknown guests (404) and a missing guest_id (400)', async () => {
    const emma = await byName('Emma Schmidt')
    const therapist = await login(server.url, 'therapist')
    const refused = await call(server.url, 'POST', `${GUEST_BASE}/user_memory/guest`, {
      cookie: therapist,
      body: { guest_id: emma._id },
    })
    expect(refused.status).toBe(403)
    const borealis = await login(server.url, other.ownerUsername)
    const foreign = await call(server.url, 'POST', `${GUEST_BASE}/user_memory/guest`, {
      cookie: borealis,
      body: { guest_id: emma._id },
    })
    expect(foreign.status).toBe(404)
    const missing = await desk.as('owner', 'POST', `${GUEST_BASE}/user_memory/guest`, {})
    expect(missing.status).toBe(400)
    expect(errorOf(missing).field).toBe('guest_id')
  })
})

describe('report', () => {
  const restaurant = () => server.demo.services.restaurant._id
  const body = (overrides: Record<string, unknown> = {}) => ({
    type: 'daily',
    dataType: 0,
    service_id: restaurant(),
    business_id: biz,
    startDate: '2024-05-10',
    endDate: '2024-05-11',
    ...overrides,
  })

  beforeAll(async () => {
    // Orders of a closed period: two days inside it, one just before, one just after.
    const article = server.demo.articles.find(
      (a) => a.service_id === restaurant() && !a.requiredModifier,
    )!
    const [row] = await server.ctx.db
      .select()
      .from(t.articles)
      .where(eq(t.articles.id, article._id))
    const content = (count: number, price: number): OrderLine[] => [
      {
        article_id: row!.id,
        name: row!.name,
        price,
        count,
        modifiers: [],
        operatingPrice: false,
        category_id: row!.categoryId,
      },
    ]
    const orders: [string, string, number, number][] = [
      // The demo hotel's wall clock (Belgrade, UTC+2 in May): 23:59 on the 9th and 00:10 on the
      // 12th are outside the period, although the second is still the 11th in UTC.
      ['2024-05-09T21:59:00.000Z', 'Paid', 1, 100],
      ['2024-05-10T06:00:00.000Z', 'Paid', 2, 10.25],
      ['2024-05-10T10:30:00.000Z', 'Declined', 1, 50],
      ['2024-05-11T21:30:00.000Z', 'Finished', 3, 4.5],
      ['2024-05-11T22:10:00.000Z', 'Paid', 1, 100],
    ]
    await businessWrite(server.ctx.db, biz, async (tx, v) => {
      for (const [time, status, count, price] of orders) {
        await tx.insert(t.orders).values({
          id: `report-${time}`,
          businessId: biz,
          version: await v(),
          serviceId: restaurant(),
          status: status as 'Paid',
          time,
          note: '',
          origin: 'External',
          content: content(count, price),
          payment: 'card',
          updatedAt: time,
        })
      }
    })
  })

  it('needs type, data type, service, business and both dates: 400 names the missing one', async () => {
    const fields = ['type', 'dataType', 'service_id', 'business_id', 'startDate', 'endDate']
    for (const field of fields) {
      const reply = await desk.as('owner', 'POST', GUEST_REPORT_PATH, body({ [field]: undefined }))
      expect(reply.status, field).toBe(400)
      expect(errorOf(reply).field).toBe(field)
      expect(errorOf(reply).message).toBe(`${field} is required`)
    }
    const empty = await desk.as('owner', 'POST', GUEST_REPORT_PATH, body({ startDate: '' }))
    expect(errorOf(empty).field).toBe('startDate')
    const badType = await desk.as('owner', 'POST', GUEST_REPORT_PATH, body({ dataType: 3 }))
    expect(errorOf(badType).field).toBe('dataType')
    const backwards = await desk.as(
      'owner',
      'POST',
      GUEST_REPORT_PATH,
      body({ endDate: '2024-05-01' }),
    )
    expect(errorOf(backwards).field).toBe('endDate')
  })

  it('orders: a CSV with a BOM, one row per order of the period (end day included), and the total', async () => {
    const reply = await desk.as('owner', 'POST', GUEST_REPORT_PATH, body())
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(reply.headers.get('content-disposition')).toBe(
      'attachment; filename="report-restaurant-orders-daily-2024-05-10-2024-05-11.csv"',
    )
    const raw = await (
      await fetch(`${server.url}${GUEST_REPORT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: await login(server.url, 'owner') },
        body: JSON.stringify(body()),
      })
    ).arrayBuffer()
    expect([...new Uint8Array(raw).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = reply.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Date,Time,Order,Status,Origin,Room,Table,Guest,Payment,Items,Total (EUR)',
    )
    expect(lines.slice(1, -1).map((l) => l.split(',').slice(0, 4).join(' '))).toEqual([
      '2024-05-10 08:00 report-2024-05-10T06:00:00.000Z Paid',
      '2024-05-10 12:30 report-2024-05-10T10:30:00.000Z Declined',
      '2024-05-11 23:30 report-2024-05-11T21:30:00.000Z Finished',
    ])
    expect(lines[1]!.endsWith(',20.50')).toBe(true)
    // Declined (50.00) is listed but not counted: 20.50 + 13.50.
    expect(lines.at(-1)).toBe('Total,,2,,,,,,,,34.00')
  })

  it('revenue: a row per day or month with the served orders and their sum; srb uses ; and ,', async () => {
    const daily = await desk.as('owner', 'POST', GUEST_REPORT_PATH, body({ dataType: 1 }))
    expect(daily.status).toBe(200)
    expect(
      daily.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Period,Orders,Revenue (EUR)',
      '2024-05-10,1,20.50',
      '2024-05-11,1,13.50',
      'Total,2,34.00',
    ])
    const monthly = await desk.as(
      'owner',
      'POST',
      GUEST_REPORT_PATH,
      body({
        dataType: 1,
        type: 'monthly',
        startDate: '2024-04-30',
        endDate: '2024-05-12',
        lang: 'srb',
      }),
    )
    expect(
      monthly.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Period;Porudžbine;Prihod (EUR)',
      '2024-04;0;0,00',
      '2024-05;4;234,00',
      'Ukupno;4;234,00',
    ])
    const reservations = await desk.as('owner', 'POST', GUEST_REPORT_PATH, body({ dataType: 2 }))
    expect(reservations.status).toBe(200)
    expect(reservations.text.trimEnd().split('\r\n')).toHaveLength(2)
  })

  it('is for reception with the service’s read permission: 403 otherwise, 404 for another business', async () => {
    const waiter = await desk.as('waiter', 'POST', GUEST_REPORT_PATH, body())
    expect(waiter.status).toBe(403)
    // Reception reads amenities orders, not the restaurant's.
    const reception = await desk.as('reception', 'POST', GUEST_REPORT_PATH, body())
    expect(reception.status).toBe(403)
    const amenities = await desk.as(
      'reception',
      'POST',
      GUEST_REPORT_PATH,
      body({ service_id: server.demo.services.amenities._id }),
    )
    expect(amenities.status).toBe(200)
    const foreignBusiness = await desk.as(
      'owner',
      'POST',
      GUEST_REPORT_PATH,
      body({ business_id: other.businessId }),
    )
    expect(foreignBusiness.status).toBe(404)
    const foreignService = await desk.as(
      'owner',
      'POST',
      GUEST_REPORT_PATH,
      body({ service_id: other.restaurantId }),
    )
    expect(foreignService.status).toBe(404)
  })
})

describe('the guests copy follows profile changes and room-code sign-ins', () => {
  it('a guest who registers from their room becomes the stay’s guest with their profile', async () => {
    const room = await desk.newRoom()
    const stay = await desk.checkIn(room, { guest_name: 'Walk In' })
    const code = await call(server.url, 'POST', `${ACCESS}/getStayAccessToken`, {
      body: { room_id: room._id, password: stay.password },
    })
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`
    const registered = await call<{ _id: string }>(
      server.url,
      'POST',
      `${ACCESS}/registerNewGuest`,
      {
        cookie: cookieHeader(code.setCookies),
        body: {
          email,
          password: 'a-long-password',
          first_name: 'Vera',
          last_name: 'Kraus',
          country: 'Austria',
        },
      },
    )
    expect(registered.status, registered.text).toBe(200)
    const [row] = await server.ctx.db.select().from(t.stays).where(eq(t.stays.id, stay._id))
    expect(row!.guestId).toBe(registered.body._id)
    const vera = await byName('Vera Kraus')
    expect(vera).toMatchObject({
      _id: registered.body._id,
      email,
      country: 'Austria',
      rooms: [room.name],
    })
    expect((await list()).some((g) => g.name === 'Walk In')).toBe(false)

    const update = await call(server.url, 'PUT', `${ACCESS}/updateGuest`, {
      cookie: cookieHeader(registered.setCookies),
      body: { country: 'Italy' },
    })
    expect(update.status, update.text).toBe(200)
    const [copy] = await server.ctx.db
      .select()
      .from(t.guests)
      .where(and(eq(t.guests.businessId, biz), eq(t.guests.id, vera._id)))
    expect(copy!.country).toBe('Italy')
    expect(copy!.version).toBeGreaterThan(vera.version)
  })

  it('follows a stay to its new guest, a renamed room and a deleted booking', async () => {
    const room = await desk.newRoom()
    const tag = randomUUID().slice(0, 6)
    const booked = await desk.as('reception', 'POST', `${STAY_BASE}/addStay`, {
      room_id: room._id,
      arrival: addDays(1),
      checkout: addDays(3),
      guest_name: `Moving A ${tag}`,
    })
    expect(booked.status, booked.text).toBe(200)
    const a = await byName(`Moving A ${tag}`)
    // Checked in under another name: the stay leaves A (gone, a tombstone) for B.
    await desk.checkIn(room, {
      _id: undefined,
      stay_id: (booked.body as { _id: string })._id,
      guest_name: `Moving B ${tag}`,
    })
    const names = (await list()).map((g) => g.name)
    expect(names).toContain(`Moving B ${tag}`)
    expect(names).not.toContain(`Moving A ${tag}`)
    const [tomb] = await server.ctx.db
      .select()
      .from(t.guests)
      .where(and(eq(t.guests.businessId, biz), eq(t.guests.id, a._id)))
    expect(tomb!.deletedAt).not.toBeNull()
    expect(tomb!.version).toBeGreaterThan(a.version)
    // The room is renamed: the guest's rooms follow.
    const renamed = await desk.as(
      'reception',
      'PUT',
      `/api/hotel/room/updateHotelRoom/${room._id}`,
      {
        name: `R-${tag}`,
      },
    )
    expect(renamed.status, renamed.text).toBe(200)
    expect((await byName(`Moving B ${tag}`)).rooms).toEqual([`R-${tag}`])
    // A booking of a deleted room goes with it, and so does a guest who had only that.
    const other = await desk.newRoom()
    await desk.as('reception', 'POST', `${STAY_BASE}/addStay`, {
      room_id: other._id,
      arrival: addDays(5),
      checkout: addDays(6),
      guest_name: `Only Booking ${tag}`,
    })
    expect((await list()).some((g) => g.name === `Only Booking ${tag}`)).toBe(true)
    const removed = await desk.as(
      'reception',
      'DELETE',
      `/api/hotel/room/deleteHotelRoom/${other._id}`,
    )
    expect(removed.status, removed.text).toBe(200)
    expect((await list()).some((g) => g.name === `Only Booking ${tag}`)).toBe(false)
    // The copy equals a build from scratch.
    const fromScratch = await server.ctx.db.transaction((tx) => buildGuests(tx, biz))
    const copy = await list()
    expect(copy.map((g) => [g._id, g.name, g.rooms, g.stays.map((x) => x._id)]).sort()).toEqual(
      fromScratch.map((g) => [g._id, g.name, g.rooms, g.stays.map((x) => x._id)]).sort(),
    )
  })

  it('a stay written past the staff writes is caught up at the next read', async () => {
    const room = await desk.newRoom()
    const name = `Direct Import ${randomUUID().slice(0, 6)}`
    await businessWrite(server.ctx.db, biz, async (tx, v) => {
      await tx.insert(t.stays).values({
        id: randomUUID(),
        businessId: biz,
        version: await v(),
        roomId: room._id,
        password: '',
        arrival: '2030-01-01',
        checkout: '2030-01-03',
        guestName: name,
      })
    })
    expect((await byName(name)).stays[0]!.status).toBe('planned')
  })
})
