import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { verify } from '@node-rs/argon2'
import type * as Argon2 from '@node-rs/argon2'
import * as t from '../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, call, cookieHeader } from '../helpers/http.ts'

// The real argon2, watched: how many password checks ran, and against which hash.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>()
  return { ...real, verify: vi.fn(real.verify) }
})
const verifySpy = vi.mocked(verify)

let server: TestServer
beforeAll(async () => {
  // Each test speaks from its own address (X-Forwarded-For), so their counts stay apart.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } })
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  verifySpy.mockClear()
})

let addresses = 0
const newAddress = () => `198.51.100.${++addresses}`

const staffLogin = (username: string, password: string, address: string, cookie = '') =>
  call<string>(server.url, 'POST', `${ACCESS}/login/`, {
    body: { username, password },
    cookie,
    headers: { 'x-forwarded-for': address },
  })
const guestLogin = (email: string, password: string, address: string, cookie = '') =>
  call(server.url, 'POST', `${ACCESS}/loginGuest/`, {
    body: { email, password },
    cookie,
    headers: { 'x-forwarded-for': address },
  })

async function newGuest(): Promise<string> {
  const email = `guard_${randomUUID().slice(0, 8)}@mail.example.com`
  const reply = await call(server.url, 'POST', `${ACCESS}/registerGuest`, {
    body: { email, password: 'guest-password-1' },
  })
  expect(reply.status).toBe(201)
  return email
}

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {})

describe('the login throttle under concurrency', () => {
  it('50 parallel wrong staff logins: 10 are checked, 40 are refused before the check', async () => {
    const address = newAddress()
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => staffLogin('kitchen', `wrong-${i}`, address)),
    )
    expect(statusCounts(replies.map((r) => r.status))).toEqual({ 401: 10, 429: 40 })
    expect(verifySpy).toHaveBeenCalledTimes(10)
    // the right password right after is refused too: the limit held
    expect((await staffLogin('kitchen', 'demo1234', address)).status).toBe(429)
  })

  it('50 parallel wrong guest logins: 10 are checked', async () => {
    const email = await newGuest()
    verifySpy.mockClear()
    const address = newAddress()
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => guestLogin(email, `wrong-${i}`, address)),
    )
    expect(statusCounts(replies.map((r) => r.status))).toEqual({ 401: 10, 429: 40 })
    expect(verifySpy).toHaveBeenCalledTimes(10)
  })
})

describe('unknown users cost what wrong passwords cost', () => {
  /** The argon2 parameters of a hash (`$argon2id$v=19$m=…,t=…,p=…`). */
  const params = (hash: string) => hash.split('$').slice(1, 4).join('$')

  it('an unknown username is checked against a dummy hash made like the real ones', async () => {
    const [owner] = await server.ctx.db
      .select()
      .from(t.accounts)
      .where(eq(t.accounts.username, 'owner'))
    const reply = await staffLogin(`nobody-${randomUUID()}`, 'demo1234', newAddress())
    expect(reply.status).toBe(401)
    expect(reply.body).toMatchObject({ message: 'Wrong username or password.' })
    expect(verifySpy).toHaveBeenCalledTimes(1)
    const hash = String(verifySpy.mock.calls[0]![0])
    expect(params(hash)).toBe(params(owner!.passwordHash))
    expect(params(hash)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/)
  })

  it('an unknown guest e-mail is checked against the dummy hash too', async () => {
    const reply = await guestLogin(
      `nobody_${randomUUID().slice(0, 8)}@mail.example.com`,
      'x',
      newAddress(),
    )
    expect(reply.status).toBe(401)
    expect(verifySpy).toHaveBeenCalledTimes(1)
  })

  it('median time of an unknown username is close to that of a wrong password', async () => {
    const address = newAddress()
    const timed = async (username: string) => {
      const start = performance.now()
      const reply = await staffLogin(username, 'not-the-password', address)
      expect(reply.status).toBe(401)
      return performance.now() - start
    }
    const unknown: number[] = []
    const wrong: number[] = []
    // interleaved, so load on the machine hits both alike; below the per-user limit of 10
    for (let i = 0; i < 7; i++) {
      unknown.push(await timed(`nobody-${i}-${randomUUID()}`))
      wrong.push(await timed('owner'))
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    // before: ~3 ms against ~21 ms (ratio 0.15); a generous bound, not a stopwatch
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5)
  })
})

describe('guesses from the hotel address do not lock the real user out', () => {
  it('the device that signed the user in before gets in; guessers and new devices wait', async () => {
    const hotel = newAddress()
    // The manager signed in on the front-desk PC yesterday: it holds a known-device cookie.
    const first = await staffLogin('manager', 'demo1234', hotel)
    expect(first.status).toBe(200)
    const device = first.setCookies.known_device!
    expect(device).toBeTruthy()
    const line = first.headers.getSetCookie().find((l) => l.startsWith('known_device='))!
    expect(line).toContain('HttpOnly')
    expect(line).toMatch(/Max-Age=31536000/)

    // Someone on the hotel Wi-Fi guesses the manager's password.
    const guesses: number[] = []
    for (let i = 0; i < 12; i++)
      guesses.push((await staffLogin('manager', `guess-${i}`, hotel)).status)
    expect(guesses).toEqual([...Array<number>(10).fill(401), 429, 429])

    // The manager, same address, own device, right password: in.
    const real = await staffLogin(
      'manager',
      'demo1234',
      hotel,
      cookieHeader({ known_device: device }),
    )
    expect(real.status).toBe(200)
    expect(real.text).toBe('employee')
    expect(real.setCookies.access).toBeTruthy()

    // A device that never signed the manager in waits (and is told how long).
    const fresh = await staffLogin('manager', 'demo1234', hotel)
    expect(fresh.status).toBe(429)
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0)
    // ...as does the guesser, still
    expect((await staffLogin('manager', 'guess-x', hotel)).status).toBe(429)
  })

  it('the cookie vouches only for the users who signed in on that device, and only if signed', async () => {
    const hotel = newAddress()
    const device = (await staffLogin('reception', 'demo1234', hotel)).setCookies.known_device!
    for (let i = 0; i < 10; i++) await staffLogin('waiter', `guess-${i}`, hotel)
    // the reception's device is not the waiter's
    const other = await staffLogin(
      'waiter',
      'demo1234',
      hotel,
      cookieHeader({ known_device: device }),
    )
    expect(other.status).toBe(429)
    // a forged or tampered cookie counts for nothing
    for (let i = 0; i < 10; i++) await staffLogin('reception', `guess-${i}`, hotel)
    const [head, , sig] = device.split('.')
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'x', users: [], kind: 'device' })).toString('base64url')}.${sig}`
    expect(
      (await staffLogin('reception', 'demo1234', hotel, `known_device=${forged}`)).status,
    ).toBe(429)
    expect(
      (await staffLogin('reception', 'demo1234', hotel, cookieHeader({ known_device: device })))
        .status,
    ).toBe(200)
  })

  it('a known device guessing wrong is slowed on its own', async () => {
    const address = newAddress()
    const device = (await staffLogin('therapist', 'demo1234', address)).setCookies.known_device
    const cookie = cookieHeader({ known_device: device! })
    for (let i = 0; i < 10; i++) {
      expect((await staffLogin('therapist', `guess-${i}`, address, cookie)).status).toBe(401)
    }
    expect((await staffLogin('therapist', 'demo1234', address, cookie)).status).toBe(429)
  })

  it('guest profiles: the same rule for e-mail logins', async () => {
    const email = await newGuest()
    const hotel = newAddress()
    const device = (await guestLogin(email, 'guest-password-1', hotel)).setCookies.known_device!
    for (let i = 0; i < 10; i++)
      expect((await guestLogin(email, `guess-${i}`, hotel)).status).toBe(401)
    expect((await guestLogin(email, 'guest-password-1', hotel)).status).toBe(429)
    const real = await guestLogin(
      email,
      'guest-password-1',
      hotel,
      cookieHeader({ known_device: device }),
    )
    expect(real.status).toBe(200)
  })
})
