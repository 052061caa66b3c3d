import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { TWIN_REFRESH_MS } from '../../server/auth/session-tokens.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, ORDER, call, cookieHeader } from '../helpers/http.ts'
import { stayBody, stayRoom } from '../helpers/orders.ts'
import { connectSocket, handshakeError, initGuest, initStaff } from '../helpers/socket.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const get = (path: string, cookie: string) =>
  call(server.url, 'GET', `${ACCESS}${path}`, { cookie })

/** A fresh staff login: its cookies (access, refresh, known_device). */
async function signIn(username = 'waiter'): Promise<Record<string, string>> {
  const reply = await call(server.url, 'POST', `${ACCESS}/login/`, {
    body: { username, password: 'demo1234' },
  })
  expect(reply.status).toBe(200)
  return reply.setCookies
}
const only = (cookies: Record<string, string>, ...names: string[]) =>
  cookieHeader(Object.fromEntries(names.map((n) => [n, cookies[n]!])))

async function sessionOf(refresh: string) {
  const sid = JSON.parse(Buffer.from(refresh.split('.')[1]!, 'base64url').toString()) as {
    sid: string
  }
  const [row] = await server.ctx.db
    .select()
    .from(t.authSessions)
    .where(eq(t.authSessions.id, sid.sid))
  return row
}

describe('staff logout ends the access token too', () => {
  it('the access token of a logged-out session is refused at once (REST and socket)', async () => {
    const cookies = await signIn()
    const access = only(cookies, 'access')
    expect((await get('/me', access)).status).toBe(200)
    const socket = await connectSocket(server.url, access)
    expect((await initStaff(socket)).ok).toBe(true)
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))

    expect((await get('/logout', cookieHeader(cookies))).status).toBe(200)

    const me = await get('/me', access)
    expect(me.status).toBe(401)
    expect(me.body.code).toBe('unauthorized')
    const orders = await call(
      server.url,
      'GET',
      `${ORDER}/getPendingOrder/${server.demo.businessId}`,
      {
        cookie: access,
      },
    )
    expect(orders.status).toBe(401)
    expect((await get('/refreshToken', cookieHeader(cookies))).status).toBe(401)
    // the open socket is closed, and a new handshake with that token is refused
    expect(await closed).toBe('io server disconnect')
    expect((await handshakeError(server.url, access)).message).toBe('Unauthorized')
  })

  it('logout with only the access cookie ends the session (its refresh token too)', async () => {
    const cookies = await signIn()
    expect((await get('/logout', only(cookies, 'access'))).status).toBe(200)
    expect((await get('/me', only(cookies, 'access'))).status).toBe(401)
    expect((await get('/refreshToken', only(cookies, 'refresh'))).status).toBe(401)
  })

  it('logout with an expired access token and no refresh cookie still ends the session', async () => {
    const cookies = await signIn()
    const claims = JSON.parse(
      Buffer.from(cookies.access!.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>
    const expired = await server.ctx.tokens.sign(claims, 'access', -10)
    expect((await get('/me', `access=${expired}`)).body.message).toBe('Unauthorized: Token expired')
    await get('/logout', `access=${expired}`)
    expect((await get('/refreshToken', only(cookies, 'refresh'))).status).toBe(401)
  })

  it('other sessions of the same account go on', async () => {
    const tablet = await signIn()
    const desk = await signIn()
    await get('/logout', cookieHeader(tablet))
    expect((await get('/me', only(desk, 'access'))).status).toBe(200)
  })
})

describe('refresh tokens rotate on use', () => {
  it('a refresh gives new access and refresh cookies; the used token mints nothing again', async () => {
    const first = await signIn()
    const r1 = await get('/refreshToken', only(first, 'refresh'))
    expect(r1.status).toBe(200)
    const second = r1.setCookies
    expect(second.refresh).toBeTruthy()
    expect(second.refresh).not.toBe(first.refresh)
    expect((await get('/me', only(second, 'access'))).status).toBe(200)

    // the used token again, moments later (another tab refreshing at the same time): answered,
    // but with no cookie at all: the browser already holds the new ones
    const twin = await get('/refreshToken', only(first, 'refresh'))
    expect(twin.status).toBe(200)
    expect(twin.headers.getSetCookie()).toEqual([])

    // the new token works once
    const r2 = await get('/refreshToken', only(second, 'refresh'))
    expect(r2.status).toBe(200)
    expect(r2.setCookies.refresh).not.toBe(second.refresh)
  })

  it('a used token presented later ends the session (a copy is around)', async () => {
    const first = await signIn()
    const next = (await get('/refreshToken', only(first, 'refresh'))).setCookies
    const session = await sessionOf(first.refresh!)
    await server.ctx.db
      .update(t.authSessions)
      .set({ rotatedAt: new Date(Date.now() - TWIN_REFRESH_MS - 1000).toISOString() })
      .where(eq(t.authSessions.id, session!.id))
    const stolen = await get('/refreshToken', only(first, 'refresh'))
    expect(stolen.status).toBe(401)
    expect(stolen.setCookies.access).toBeUndefined()
    // the whole session is over: the current refresh token and the access token too
    expect((await get('/refreshToken', only(next, 'refresh'))).status).toBe(401)
    expect((await get('/me', only(next, 'access'))).status).toBe(401)
  })

  it('10 parallel refreshes with one token: exactly one rotates', async () => {
    const cookies = await signIn()
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => get('/refreshToken', only(cookies, 'refresh'))),
    )
    expect(replies.map((r) => r.status)).toEqual(Array<number>(10).fill(200))
    const rotated = replies.filter((r) => r.setCookies.refresh)
    expect(rotated).toHaveLength(1)
    expect((await get('/me', only(rotated[0]!.setCookies, 'access'))).status).toBe(200)
  })

  it('/api/user/auth/ rotates too: the exchanged token cannot be exchanged again', async () => {
    const cookies = await signIn()
    const exchange = (token: string) =>
      call(server.url, 'POST', '/api/user/auth/', { body: { token } })
    const first = await exchange(cookies.refresh!)
    expect(first.status).toBe(200)
    expect(first.setCookies.refresh).toBeTruthy()
    expect(first.setCookies.refresh).not.toBe(cookies.refresh)
    expect((await exchange(cookies.refresh!)).status).toBe(401)
    expect((await get('/me', only(first.setCookies, 'access'))).status).toBe(200)
  })
})

describe('guestLogout ends the guest sessions', () => {
  it('the room-code cookie stops working at once (REST and socket)', async () => {
    const { room, stay } = stayRoom(server, 2)
    const opened = await call(server.url, 'POST', `${ACCESS}/getStayAccessToken`, {
      body: { room_id: room._id, password: stay.password },
    })
    const guest = only(opened.setCookies, 'guest_access')
    expect((await get('/getRoom', guest)).status).toBe(200)
    const socket = await connectSocket(server.url, guest)
    expect((await initGuest(socket, stay._id)).ok).toBe(true)
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))

    expect((await get('/guestLogout', guest)).status).toBe(200)

    expect((await get('/getRoom', guest)).status).toBe(401)
    const order = await call(server.url, 'POST', `${ORDER}/createOrder`, {
      cookie: guest,
      body: stayBody(server, 2),
    })
    expect(order.status).toBe(401)
    expect(await closed).toBe('io server disconnect')
    const again = await connectSocket(server.url, guest)
    expect((await initGuest(again, stay._id)).ok).toBe(false)
    again.close()
  })

  it('the guest profile cookie stops working at once', async () => {
    const email = `session_${randomUUID().slice(0, 8)}@mail.example.com`
    const registered = await call(server.url, 'POST', `${ACCESS}/registerNewGuest`, {
      body: { email, password: 'long-enough-1' },
    })
    const profile = only(registered.setCookies, 'guest_user')
    expect((await get('/getGuest', profile)).status).toBe(200)
    expect((await get('/guestLogout', profile)).status).toBe(200)
    expect((await get('/getGuest', profile)).status).toBe(401)
  })

  it('a token without a live session (forged claims, signed by us long ago) is refused', async () => {
    const { room, stay } = stayRoom(server, 2)
    const old = await server.ctx.tokens.sign(
      { stay_id: stay._id, room_id: room._id, business_id: server.demo.businessId },
      'guest',
      3600,
    )
    expect((await get('/getRoom', `guest_access=${old}`)).status).toBe(401)
  })
})
