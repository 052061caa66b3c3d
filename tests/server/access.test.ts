import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { Me } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, call, cookieHeader, login } from '../helpers/http.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const post = (path: string, body: unknown, cookie?: string) =>
  call<string>(server.url, 'POST', `${ACCESS}${path}`, { body, cookie })
const get = <T>(path: string, cookie?: string) =>
  call<T>(server.url, 'GET', `${ACCESS}${path}`, { cookie })

describe('login', () => {
  it.each([
    ['owner', 'business'],
    ['manager', 'employee'],
    ['waiter', 'employee'],
    ['admin', 'admin'],
  ])('%s gets the text %s and httpOnly access and refresh cookies', async (username, text) => {
    const reply = await post('/login/', { username, password: 'demo1234' })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toContain('text/plain')
    expect(reply.text).toBe(text)
    expect(reply.setCookies.access).toBeTruthy()
    expect(reply.setCookies.refresh).toBeTruthy()
    const lines = reply.headers.getSetCookie()
    for (const line of lines) {
      expect(line).toContain('HttpOnly')
      expect(line).toContain('SameSite=Lax')
      expect(line).toContain('Path=/')
    }
  })

  it.each([
    ['owner', 'wrong-password'],
    ['nobody-by-this-name', 'demo1234'],
  ])('%s / %s: 401 "Wrong username or password." without cookies', async (username, password) => {
    const reply = await call(server.url, 'POST', `${ACCESS}/login/`, {
      body: { username, password },
    })
    expect(reply.status).toBe(401)
    expect(reply.body.message).toBe('Wrong username or password.')
    expect(reply.setCookies).toEqual({})
  })

  it.each([
    [{ password: 'demo1234' }, 'username'],
    [{ username: '', password: 'demo1234' }, 'username'],
    [{ username: 'owner' }, 'password'],
    [{ username: 'owner', password: '' }, 'password'],
  ])('a missing field is a 400 naming it (%j)', async (body, field) => {
    const reply = await call(server.url, 'POST', `${ACCESS}/login/`, { body })
    expect(reply.status).toBe(400)
    expect(reply.body.code).toBe('validation')
    expect(reply.body.field).toBe(field)
  })

  it('"Trial expired" when the business trial is over, and no session', async () => {
    const business = eq(t.businesses.id, server.demo.businessId)
    await server.ctx.db
      .update(t.businesses)
      .set({ trialEndsAt: '2020-01-01T00:00:00Z' })
      .where(business)
    try {
      const reply = await post('/login/', { username: 'waiter', password: 'demo1234' })
      expect(reply.status).toBe(200)
      expect(reply.text).toBe('Trial expired')
      expect(reply.setCookies.access).toBeUndefined()
      // the admin belongs to no business: unaffected
      expect((await post('/login/', { username: 'admin', password: 'demo1234' })).text).toBe(
        'admin',
      )
    } finally {
      await server.ctx.db.update(t.businesses).set({ trialEndsAt: null }).where(business)
    }
    expect((await post('/login/', { username: 'waiter', password: 'demo1234' })).text).toBe(
      'employee',
    )
  })

  it('a trial ending in the future does not block', async () => {
    const business = eq(t.businesses.id, server.demo.businessId)
    const future = new Date(Date.now() + 86_400_000).toISOString()
    await server.ctx.db.update(t.businesses).set({ trialEndsAt: future }).where(business)
    try {
      expect((await post('/login/', { username: 'owner', password: 'demo1234' })).text).toBe(
        'business',
      )
    } finally {
      await server.ctx.db.update(t.businesses).set({ trialEndsAt: null }).where(business)
    }
  })
})

describe('me', () => {
  it('owner: business role, manager, every permission on every service', async () => {
    const reply = await get<Me>('/me', await login(server.url, 'owner'))
    expect(reply.status).toBe(200)
    const me = reply.body
    expect(me).toMatchObject({
      role: 'business',
      username: 'owner',
      business_id: server.demo.businessId,
      employee_id: null,
      employee_role: null,
      manager: true,
    })
    expect(me.account_id).toBeTruthy()
    const ids = Object.values(server.demo.services).map((s) => s._id)
    expect(Object.keys(me.permissions).sort()).toEqual([...ids].sort())
    for (const id of ids) expect(Object.values(me.permissions[id]!).every(Boolean)).toBe(true)
  })

  it('waiter: employee with its own per-service permissions only', async () => {
    const me = (await get<Me>('/me', await login(server.url, 'waiter'))).body
    const s = server.demo.services
    expect(me).toMatchObject({
      role: 'employee',
      username: 'waiter',
      business_id: server.demo.businessId,
      employee_role: 'waiter',
      manager: false,
    })
    expect(me.employee_id).toBeTruthy()
    expect(Object.keys(me.permissions).sort()).toEqual(
      [s.restaurant._id, s.pool._id, s.roomservice._id].sort(),
    )
    expect(me.permissions[s.restaurant._id]).toEqual({
      ordersRead: true,
      reservationsRead: true,
      shiftsRead: false,
      reservationsWrite: false,
      itemsWrite: false,
      shiftsWrite: false,
    })
    expect(me.permissions[s.roomservice._id]!.ordersRead).toBe(true)
    expect(me.permissions[s.roomservice._id]!.reservationsRead).toBe(false)
  })

  it('manager: an employee with the manager flag and every permission', async () => {
    const me = (await get<Me>('/me', await login(server.url, 'manager'))).body
    expect(me).toMatchObject({ role: 'employee', employee_role: 'manager', manager: true })
    expect(Object.keys(me.permissions)).toHaveLength(Object.keys(server.demo.services).length)
  })

  it('admin: no business, no permissions', async () => {
    const me = (await get<Me>('/me', await login(server.url, 'admin'))).body
    expect(me).toEqual({
      role: 'admin',
      username: 'admin',
      business_id: null,
      employee_id: null,
      account_id: expect.any(String) as string,
      employee_role: null,
      manager: false,
      permissions: {},
    })
  })

  it('without a session: 401 unauthorized', async () => {
    const reply = await call(server.url, 'GET', `${ACCESS}/me`)
    expect(reply.status).toBe(401)
    expect(reply.body.code).toBe('unauthorized')
  })

  it('isAuthenticated answers 200 either way', async () => {
    const yes = await call(server.url, 'POST', `${ACCESS}/isAuthenticated`, {
      cookie: await login(server.url, 'waiter'),
    })
    expect(yes.status).toBe(200)
    expect(yes.body).toEqual({ authenticated: true, role: 'employee' })
    const no = await call(server.url, 'POST', `${ACCESS}/isAuthenticated`)
    expect(no.status).toBe(200)
    expect(no.body).toEqual({ authenticated: false, role: null })
  })
})

describe('tokens', () => {
  async function expiredAccess(): Promise<string> {
    const me = (await get<Me>('/me', await login(server.url, 'owner'))).body
    const token = await server.ctx.tokens.sign(
      {
        sub: me.account_id,
        role: 'business',
        username: 'owner',
        business_id: me.business_id,
        employee_id: null,
        sid: 'x',
      },
      'access',
      -10,
    )
    return `access=${token}`
  }

  it('an expired access token answers 401 "Unauthorized: Token expired"', async () => {
    const cookie = await expiredAccess()
    for (const path of ['/me']) {
      const reply = await call(server.url, 'GET', `${ACCESS}${path}`, { cookie })
      expect(reply.status).toBe(401)
      expect(reply.body.code).toBe('token_expired')
      expect(reply.body.message).toBe('Unauthorized: Token expired')
    }
    const pull = await call(server.url, 'GET', '/api/v2/sync/pull', { cookie })
    expect(pull.status).toBe(401)
    expect(pull.body.message).toBe('Unauthorized: Token expired')
    const accept = await call(server.url, 'PUT', '/api/v2/restaraunt-bar/order/acceptOrder', {
      cookie,
      body: { order_id: 'whatever' },
    })
    expect(accept.status).toBe(401)
    expect(accept.body.message).toBe('Unauthorized: Token expired')
  })

  it('a forged or wrong-kind token is a plain 401, not "Token expired"', async () => {
    const refreshAsAccess = (
      await call(server.url, 'POST', `${ACCESS}/login/`, {
        body: { username: 'owner', password: 'demo1234' },
      })
    ).setCookies.refresh!
    for (const cookie of [`access=${refreshAsAccess}`, 'access=not-a-jwt']) {
      const reply = await call(server.url, 'GET', `${ACCESS}/me`, { cookie })
      expect(reply.status).toBe(401)
      expect(reply.body.code).toBe('unauthorized')
    }
  })

  it('refreshToken gives a new working access cookie', async () => {
    const cookies = (
      await call(server.url, 'POST', `${ACCESS}/login/`, {
        body: { username: 'waiter', password: 'demo1234' },
      })
    ).setCookies
    const expired = await expiredAccess()
    const withExpired = `${expired}; refresh=${cookies.refresh}`
    const reply = await call<{ ok: boolean }>(server.url, 'GET', `${ACCESS}/refreshToken`, {
      cookie: withExpired,
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ ok: true })
    expect(reply.setCookies.access).toBeTruthy()
    const me = await get<Me>('/me', cookieHeader({ access: reply.setCookies.access! }))
    expect(me.status).toBe(200)
    expect(me.body.username).toBe('waiter')
  })

  it('refreshToken without a refresh cookie is 401', async () => {
    const reply = await call(server.url, 'GET', `${ACCESS}/refreshToken`)
    expect(reply.status).toBe(401)
    expect(reply.body.code).toBe('unauthorized')
  })

  it('logout clears the cookies and ends the refresh session', async () => {
    const cookie = await login(server.url, 'manager')
    const out = await call(server.url, 'GET', `${ACCESS}/logout`, { cookie })
    expect(out.status).toBe(200)
    expect(out.setCookies.access).toBe('')
    expect(out.setCookies.refresh).toBe('')
    const again = await call(server.url, 'GET', `${ACCESS}/refreshToken`, { cookie })
    expect(again.status).toBe(401)
    expect(again.setCookies.access).toBeUndefined()
    // the same refresh token through /api/user/auth/ is refused too
    const refresh = cookie
      .split('; ')
      .find((c) => c.startsWith('refresh='))!
      .slice('refresh='.length)
    expect(
      (await call(server.url, 'POST', '/api/user/auth/', { body: { token: refresh } })).status,
    ).toBe(401)
  })

  it('/api/user/auth/ exchanges a live refresh token for cookies', async () => {
    const cookies = (
      await call(server.url, 'POST', `${ACCESS}/login/`, {
        body: { username: 'kitchen', password: 'demo1234' },
      })
    ).setCookies
    const reply = await call<{ ok: boolean }>(server.url, 'POST', '/api/user/auth/', {
      body: { token: cookies.refresh },
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ ok: true })
    const me = await get<Me>('/me', cookieHeader({ access: reply.setCookies.access! }))
    expect(me.body.username).toBe('kitchen')
  })
})

describe('login throttling', () => {
  it('after 10 failures the username is refused with 429, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const reply = await post('/login/', { username: 'therapist', password: `wrong-${i}` })
      expect(reply.status).toBe(401)
    }
    const blocked = await call(server.url, 'POST', `${ACCESS}/login/`, {
      body: { username: 'therapist', password: 'demo1234' },
    })
    expect(blocked.status).toBe(429)
    expect(blocked.body.code).toBe('rate_limited')
    expect(blocked.setCookies.access).toBeUndefined()
    // the same username in another case is the same key
    expect((await post('/login/', { username: 'THERAPIST', password: 'demo1234' })).status).toBe(
      429,
    )
    // other usernames from the same address are not affected
    expect((await post('/login/', { username: 'reception', password: 'demo1234' })).text).toBe(
      'employee',
    )
  })
})
