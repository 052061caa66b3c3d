import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { Room, Service } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, call, cookieHeader, login } from '../helpers/http.ts'
import { stayRoom } from '../helpers/orders.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

interface StayAccess {
  ok: boolean
  stay_id: string
  room_id: string
  business_id: string
  lang: string
}

const openStay = (room_id: string, password: string) =>
  call<StayAccess>(server.url, 'POST', `${ACCESS}/getStayAccessToken`, {
    body: { room_id, password },
  })

describe('room code (getStayAccessToken)', () => {
  it('the right code sets guest_access and returns the stay', async () => {
    const { room, stay } = stayRoom(server, 0)
    const reply = await openStay(room._id, stay.password)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      ok: true,
      stay_id: stay._id,
      room_id: room._id,
      business_id: server.demo.businessId,
      lang: expect.stringMatching(/^(en|srb|cro)$/) as string,
    })
    expect(reply.setCookies.guest_access).toBeTruthy()
    expect(reply.setCookies.access).toBeUndefined()
    expect(reply.headers.getSetCookie()[0]).toContain('HttpOnly')
    // The page's marker: the room's id, readable by the page, never a key to anything.
    expect(reply.setCookies.guest_room).toBe(room._id)
    const marker = reply.headers.getSetCookie().find((line) => line.startsWith('guest_room='))!
    expect(marker).not.toContain('HttpOnly')
    expect(marker).toContain('Max-Age=1209600')
    const byMarker = await call(server.url, 'GET', `${ACCESS}/getRoom`, {
      headers: { cookie: `guest_room=${room._id}` },
    })
    expect(byMarker.status).toBe(401)
  })

  it('a wrong code is 401 "Incorrect code. Try again." without a cookie', async () => {
    const { room, stay } = stayRoom(server, 1)
    const wrong = stay.password === '0000' ? '1111' : '0000'
    const reply = await call(server.url, 'POST', `${ACCESS}/getStayAccessToken`, {
      body: { room_id: room._id, password: wrong },
    })
    expect(reply.status).toBe(401)
    expect(reply.body.code).toBe('stay.wrong_code')
    expect(reply.body.message).toBe('Incorrect code. Try again.')
    expect(reply.setCookies).toEqual({})
  })

  it('a room without a checked-in stay is 404 stay.not_checked_in', async () => {
    const empty = server.demo.rooms.find((r) => !r.stay)!
    const reply = await call(server.url, 'POST', `${ACCESS}/getStayAccessToken`, {
      body: { room_id: empty._id, password: '1234' },
    })
    expect(reply.status).toBe(404)
    expect(reply.body.code).toBe('stay.not_checked_in')
  })

  it('an unknown room is 404 not_found', async () => {
    const reply = await call(server.url, 'POST', `${ACCESS}/getStayAccessToken`, {
      body: { room_id: 'no-such-room', password: '1234' },
    })
    expect(reply.status).toBe(404)
    expect(reply.body.code).toBe('not_found')
  })

  it('a missing code is 400 naming password', async () => {
    const { room } = stayRoom(server, 0)
    const reply = await call(server.url, 'POST', `${ACCESS}/getStayAccessToken`, {
      body: { room_id: room._id },
    })
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe('password')
  })

  it('by room number: same answer; a wrong number is 404', async () => {
    const { room, stay } = stayRoom(server, 2)
    const reply = await call<StayAccess>(
      server.url,
      'POST',
      `${ACCESS}/getStayAccessTokenRoomNumber`,
      {
        body: {
          business_id: server.demo.businessId,
          room_number: room.name,
          password: stay.password,
        },
      },
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ ok: true, stay_id: stay._id, room_id: room._id })
    expect(reply.setCookies.guest_access).toBeTruthy()
    const wrong = await call(server.url, 'POST', `${ACCESS}/getStayAccessTokenRoomNumber`, {
      body: { business_id: server.demo.businessId, room_number: '999', password: stay.password },
    })
    expect(wrong.status).toBe(404)
  })

  it('"Trial expired" (403 text) when the business trial is over', async () => {
    const { room, stay } = stayRoom(server, 3)
    const business = eq(t.businesses.id, server.demo.businessId)
    await server.ctx.db
      .update(t.businesses)
      .set({ trialEndsAt: '2020-01-01T00:00:00Z' })
      .where(business)
    try {
      const reply = await openStay(room._id, stay.password)
      expect(reply.status).toBe(403)
      expect(reply.text).toBe('Trial expired')
      expect(reply.setCookies.guest_access).toBeUndefined()
    } finally {
      await server.ctx.db.update(t.businesses).set({ trialEndsAt: null }).where(business)
    }
  })

  it('after 10 wrong codes for a room, even the right code is refused (429)', async () => {
    const { room, stay } = stayRoom(server, 7)
    for (let i = 0; i < 10; i++) {
      const code = String(1000 + i) === stay.password ? '9999x' : String(1000 + i)
      expect((await openStay(room._id, code)).status).toBe(401)
    }
    const blocked = await openStay(room._id, stay.password)
    expect(blocked.status).toBe(429)
    expect(blocked.setCookies.guest_access).toBeUndefined()
  })

  it('30 parallel wrong codes for a room: 10 are compared, 20 refused (the limit holds)', async () => {
    const { room, stay } = stayRoom(server, 6)
    const codes = Array.from({ length: 30 }, (_, i) => String(2000 + i)).map((c) =>
      c === stay.password ? '9999x' : c,
    )
    try {
      const replies = await Promise.all(codes.map((c) => openStay(room._id, c)))
      const statuses = replies.map((r) => r.status)
      expect(statuses.filter((s) => s === 401)).toHaveLength(10)
      expect(statuses.filter((s) => s === 429)).toHaveLength(20)
    } finally {
      // other tests here use this room from this address
      server.ctx.throttles.roomCode.succeed(`${room._id}|127.0.0.1`)
    }
  })
})

describe('getRoom and getServices', () => {
  it('getRoom shows the guest their room, stay and hotel', async () => {
    const { room, stay } = stayRoom(server, 4)
    const cookie = cookieHeader((await openStay(room._id, stay.password)).setCookies)
    const reply = await call(server.url, 'GET', `${ACCESS}/getRoom`, { cookie })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      room: { _id: room._id, name: room.name },
      stay: {
        _id: stay._id,
        checkout: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
        lang: expect.any(String) as string,
      },
      business: {
        _id: server.demo.businessId,
        name: 'Hotel Aurora',
        currency: 'EUR',
        languages: ['en', 'srb', 'cro'],
      },
    })
  })

  it('getRoom without a guest cookie is 401', async () => {
    expect((await call(server.url, 'GET', `${ACCESS}/getRoom`)).status).toBe(401)
  })

  it('getRoom after check-out is 401: the stay has ended', async () => {
    const { room, stay } = stayRoom(server, 5)
    const cookie = cookieHeader((await openStay(room._id, stay.password)).setCookies)
    await server.ctx.db.update(t.stays).set({ checkIn: null }).where(eq(t.stays.id, stay._id))
    try {
      expect((await call(server.url, 'GET', `${ACCESS}/getRoom`, { cookie })).status).toBe(401)
    } finally {
      await server.ctx.db
        .update(t.stays)
        .set({ checkIn: new Date().toISOString() })
        .where(eq(t.stays.id, stay._id))
    }
  })

  it('a guest gets the active services of the hotel', async () => {
    const { room, stay } = stayRoom(server, 6)
    const cookie = cookieHeader((await openStay(room._id, stay.password)).setCookies)
    const chat = eq(t.services.id, server.demo.services.chat._id)
    await server.ctx.db
      .update(t.services)
      .set({ options: { active: false } })
      .where(chat)
    try {
      const reply = await call<Service[]>(server.url, 'GET', `${ACCESS}/getServices`, { cookie })
      expect(reply.status).toBe(200)
      const ids = reply.body.map((s) => s._id)
      expect(ids).not.toContain(server.demo.services.chat._id)
      expect(ids).toContain(server.demo.services.roomservice._id)
      expect(
        reply.body.every(
          (s) => s.business_id === server.demo.businessId && s.options.active !== false,
        ),
      ).toBe(true)
      expect(ids).toHaveLength(Object.keys(server.demo.services).length - 1)
      // staff see every service, inactive ones too
      const staff = await call<Service[]>(server.url, 'GET', `${ACCESS}/getServices`, {
        cookie: await login(server.url, 'waiter'),
      })
      expect(staff.status).toBe(200)
      expect(staff.body.map((s) => s._id).sort()).toEqual(
        Object.values(server.demo.services)
          .map((s) => s._id)
          .sort(),
      )
    } finally {
      await server.ctx.db
        .update(t.services)
        .set({ options: { active: true, employeeChatroomEnabled: true } })
        .where(chat)
    }
  })

  it('getServices without any session is 401', async () => {
    expect((await call(server.url, 'GET', `${ACCESS}/getServices`)).status).toBe(401)
  })

  it('guestLogout clears guest_access and the page’s guest_room marker', async () => {
    const reply = await call(server.url, 'GET', `${ACCESS}/guestLogout`)
    expect(reply.status).toBe(200)
    expect(reply.setCookies.guest_access).toBe('')
    expect(reply.setCookies.guest_room).toBe('')
    const profileOnly = await call(server.url, 'GET', `${ACCESS}/guestLogout?only=profile`)
    expect(profileOnly.setCookies.guest_room).toBeUndefined()
  })
})

describe('rooms', () => {
  it('staff list the rooms of their business sorted numerically', async () => {
    const reply = await call<Room[]>(
      server.url,
      'GET',
      `/api/v2/hotel/room/getHotelRoomsByBusinessID/${server.demo.businessId}`,
      { cookie: await login(server.url, 'reception') },
    )
    expect(reply.status).toBe(200)
    expect(reply.body.map((r) => r.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(101 + i)),
    )
  })

  it('the public room page shows the room and hotel, never a code', async () => {
    const { room } = stayRoom(server, 0)
    const reply = await call(
      server.url,
      'GET',
      `/api/v2/hotel/room/getHotelRoomAndHotelByID/${room._id}`,
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      room: { _id: room._id, name: room.name },
      hotel: {
        _id: server.demo.businessId,
        name: 'Hotel Aurora',
        currency: 'EUR',
        languages: ['en', 'srb', 'cro'],
        logo: null,
        time_zone: 'Europe/Belgrade',
      },
    })
    expect(reply.text).not.toContain('password')
  })
})
