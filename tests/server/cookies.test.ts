import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, call, cookieHeader, cookiesOf } from '../helpers/http.ts'
import { stayRoom } from '../helpers/orders.ts'

let behindProxy: TestServer
let direct: TestServer
beforeAll(async () => {
  behindProxy = await startTestServer({ env: { TRUST_PROXY: 'true' } })
  direct = await startTestServer()
})
afterAll(async () => {
  await behindProxy.close()
  await direct.close()
})

/**
 * Every place that sets or clears a cookie, each with the given headers: staff login, refresh,
 * the refresh-token exchange, logout, the room code, guest registration and login, guest logout.
 * Returns every Set-Cookie line, named by the call that sent it.
 */
async function cookieLines(server: TestServer, headers: Record<string, string>) {
  const lines: [string, string][] = []
  const send = async (name: string, method: string, path: string, body?: unknown, cookie = '') => {
    const reply = await call(server.url, method, `${ACCESS}${path}`, { body, cookie, headers })
    expect(reply.status, `${name}: ${reply.text}`).toBeLessThan(300)
    for (const line of reply.headers.getSetCookie()) lines.push([name, line])
    return cookiesOf(reply.headers)
  }
  const staff = await send('login', 'POST', '/login/', { username: 'owner', password: 'demo1234' })
  const refreshed = await send(
    'refreshToken',
    'GET',
    '/refreshToken',
    undefined,
    cookieHeader(staff),
  )
  // (the refresh token rotates on use: the exchange takes the new one)
  const exchanged = await call(server.url, 'POST', '/api/user/auth/', {
    body: { token: refreshed.refresh },
    headers,
  })
  for (const line of exchanged.headers.getSetCookie()) lines.push(['user/auth', line])
  await send('logout', 'GET', '/logout', undefined, cookieHeader(cookiesOf(exchanged.headers)))
  const { room, stay } = stayRoom(server, 0)
  await send('getStayAccessToken', 'POST', '/getStayAccessToken', {
    room_id: room._id,
    password: stay.password,
  })
  const email = `cookie_${randomUUID().slice(0, 8)}@mail.example.com`
  await send('registerNewGuest', 'POST', '/registerNewGuest', { email, password: 'long-enough-1' })
  const guest = await send('loginGuest', 'POST', '/loginGuest/', {
    email,
    password: 'long-enough-1',
  })
  await send('guestLogout', 'GET', '/guestLogout', undefined, cookieHeader(guest))
  return lines
}

const isSecure = (line: string) => line.split(';').some((part) => part.trim() === 'Secure')

describe('Secure cookies', () => {
  it('behind a trusted proxy that says https, every cookie set or cleared is Secure', async () => {
    const lines = await cookieLines(behindProxy, { 'x-forwarded-proto': 'https' })
    const names = new Set(lines.map(([name]) => name))
    // every flow really set or cleared cookies (a flow that sets none proves nothing)
    expect([...names].sort()).toEqual(
      [
        'getStayAccessToken',
        'guestLogout',
        'login',
        'loginGuest',
        'logout',
        'refreshToken',
        'registerNewGuest',
        'user/auth',
      ].sort(),
    )
    for (const [name, line] of lines) {
      expect(isSecure(line), `${name}: ${line}`).toBe(true)
      // guest_room alone is for the page to read: the room's id, no secret (docs/api.md).
      if (line.startsWith('guest_room=')) expect(line, name).not.toContain('HttpOnly')
      else expect(line, name).toContain('HttpOnly')
      expect(line, name).toContain('SameSite=Lax')
    }
    expect(lines.some(([, line]) => line.startsWith('guest_room='))).toBe(true)
  })

  it('plain http: no Secure (the cookie would never come back)', async () => {
    const lines = await cookieLines(behindProxy, {})
    expect(lines.length).toBeGreaterThan(8)
    for (const [name, line] of lines) expect(isSecure(line), `${name}: ${line}`).toBe(false)
  })

  it('X-Forwarded-Proto is ignored without TRUST_PROXY (anyone can send it)', async () => {
    const lines = await cookieLines(direct, { 'x-forwarded-proto': 'https' })
    expect(lines.length).toBeGreaterThan(8)
    for (const [name, line] of lines) expect(isSecure(line), `${name}: ${line}`).toBe(false)
  })
})
