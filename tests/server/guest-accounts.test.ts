import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq, sql } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { GuestAccount } from '../../server/routes/guest-accounts.ts'
import type { ErrorBody } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, call, cookieHeader } from '../helpers/http.ts'
import { guestCookie } from '../helpers/orders.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const PASSWORD = 'sunny-beach-7'
let n = 0
/** A fresh e-mail per test (the index is unique over the whole table). */
const email = () => `guest.${++n}_${randomUUID().slice(0, 6)}@mail.example.com`

const profile = (address = email()) => ({
  email: address,
  password: PASSWORD,
  first_name: 'Ana',
  last_name: 'Kovač',
  phone: '+381 641 234567',
  country: 'Serbia',
  gender: 'Female',
})

async function guests(): Promise<number> {
  const [row] = await server.ctx.db.select({ n: count() }).from(t.guestAccounts)
  return Number(row?.n ?? 0)
}

async function stored(address: string) {
  const [row] = await server.ctx.db
    .select()
    .from(t.guestAccounts)
    .where(sql`lower(${t.guestAccounts.email}) = lower(${address})`)
  return row
}

const post = <T = ErrorBody>(
  path: string,
  body: unknown,
  cookie?: string,
  headers?: Record<string, string>,
) =>
  call<T>(server.url, 'POST', `${ACCESS}/${path}`, {
    body,
    ...(cookie ? { cookie } : {}),
    ...(headers ? { headers } : {}),
  })

const loginGuest = (address: string, password = PASSWORD) =>
  post<GuestAccount & ErrorBody>('loginGuest/', { email: address, password })

const getGuest = (cookie?: string) =>
  call<GuestAccount>(server.url, 'GET', `${ACCESS}/getGuest`, cookie ? { cookie } : {})

describe('registerGuest', () => {
  it('201 {ok: true}; the password is stored as an argon2 hash; no session yet', async () => {
    const body = profile()
    const reply = await post('registerGuest', body)
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({ ok: true })
    expect(reply.setCookies).toEqual({})
    const row = await stored(body.email)
    expect(row).toMatchObject({
      email: body.email,
      firstName: 'Ana',
      lastName: 'Kovač',
      phone: '+381 641 234567',
      country: 'Serbia',
      gender: 'Female',
      businessId: null,
    })
    expect(row!.passwordHash).toMatch(/^\$argon2/)
    expect(row!.passwordHash).not.toContain(PASSWORD)
  })

  it('only e-mail and password are required; empty optional texts are stored as null', async () => {
    const address = email()
    const reply = await post('registerGuest', {
      email: address,
      password: PASSWORD,
      phone: '',
      country: '',
    })
    expect(reply.status).toBe(201)
    expect(await stored(address)).toMatchObject({
      firstName: '',
      lastName: '',
      phone: null,
      country: null,
      gender: null,
    })
  })

  it('an e-mail already registered, in any letter case, is 409 and nothing is written', async () => {
    const body = profile()
    expect((await post('registerGuest', body)).status).toBe(201)
    const before = await guests()
    const again = await post('registerGuest', { ...body, email: body.email.toUpperCase() })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'conflict', field: 'email' })
    expect(await guests()).toBe(before)
  })

  it('the unique index itself refuses a second e-mail differing only in case', async () => {
    const body = profile()
    expect((await post('registerGuest', body)).status).toBe(201)
    await expect(
      server.ctx.db.insert(t.guestAccounts).values({
        id: randomUUID(),
        email: body.email.toUpperCase(),
        passwordHash: 'x',
      }),
    ).rejects.toThrow()
  })

  it.each([
    ['email', { email: 'ana.hotel.rs' }],
    ['email', { email: 'ana+x@hotel.rs' }],
    ['email', { email: 'ana@hotel.travel' }],
    ['email', { email: 'ana@hotel' }],
    ['email', { email: undefined }],
    ['password', { password: 'short' }],
    ['password', { password: undefined }],
    ['phone', { phone: '12-34' }],
    ['gender', { gender: 'Robot' }],
    ['first_name', { first_name: 'x'.repeat(101) }],
    ['business_id', { business_id: 'no-such-business' }],
  ])('400 naming %s, nothing written (%j)', async (field, patch) => {
    const before = await guests()
    const reply = await post('registerGuest', { ...profile(), ...patch })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'validation', field })
    expect(reply.body.message).toContain(field)
    expect(await guests()).toBe(before)
  })

  it('a guest holding a room code registers with that hotel', async () => {
    const address = email()
    const reply = await post('registerGuest', profile(address), await guestCookie(server, 0))
    expect(reply.status).toBe(201)
    expect((await stored(address))?.businessId).toBe(server.demo.businessId)
  })

  it('an explicit business_id of an existing hotel is kept', async () => {
    const address = email()
    const reply = await post('registerGuest', {
      ...profile(address),
      business_id: server.demo.businessId,
    })
    expect(reply.status).toBe(201)
    expect((await stored(address))?.businessId).toBe(server.demo.businessId)
  })

  it('with an Idempotency-Key a repeat replays 201 and registers once', async () => {
    const body = profile()
    const headers = { 'Idempotency-Key': randomUUID() }
    const first = await post('registerGuest', body, undefined, headers)
    const before = await guests()
    const second = await post('registerGuest', body, undefined, headers)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replay')).toBe('true')
    expect(await guests()).toBe(before)
  })
})

describe('registerNewGuest', () => {
  it('200 with the guest (never the password) and signs the guest in', async () => {
    const body = profile()
    const reply = await post<GuestAccount>('registerNewGuest', body)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      _id: expect.any(String) as string,
      business_id: null,
      email: body.email,
      first_name: 'Ana',
      last_name: 'Kovač',
      phone: '+381 641 234567',
      country: 'Serbia',
      gender: 'Female',
      date_of_birth: null,
      place_of_origin: null,
      allergies: [],
      food_preferences: [],
      preferences: {},
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    })
    expect(reply.text).not.toMatch(/password|argon/i)
    expect(reply.setCookies.guest_user).toBeTruthy()
    const me = await getGuest(cookieHeader({ guest_user: reply.setCookies.guest_user! }))
    expect(me.status).toBe(200)
    expect(me.body._id).toBe(reply.body._id)
  })

  it('409 for a taken e-mail, without a cookie', async () => {
    const body = profile()
    await post('registerGuest', body)
    const reply = await post('registerNewGuest', body)
    expect(reply.status).toBe(409)
    expect(reply.setCookies).toEqual({})
  })
})

describe('loginGuest/ and getGuest', () => {
  it('the right e-mail (any case) and password set an httpOnly guest_user cookie', async () => {
    const body = profile()
    await post('registerGuest', body)
    const reply = await loginGuest(body.email.toUpperCase())
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ email: body.email, first_name: 'Ana' })
    expect(reply.text).not.toMatch(/password|argon/i)
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('guest_user='))
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(reply.setCookies.access).toBeUndefined()
    const me = await getGuest(cookieHeader(reply.setCookies))
    expect(me.status).toBe(200)
    expect(me.body).toEqual(reply.body)
  })

  it('a wrong password or an unknown e-mail is 401 "Wrong username or password."', async () => {
    const body = profile()
    await post('registerGuest', body)
    for (const reply of [
      await loginGuest(body.email, 'wrong-password'),
      await loginGuest(email()),
    ]) {
      expect(reply.status).toBe(401)
      expect(reply.body.message).toBe('Wrong username or password.')
      expect(reply.setCookies).toEqual({})
    }
  })

  it('400 naming the missing field', async () => {
    expect((await post('loginGuest/', { password: PASSWORD })).body.field).toBe('email')
    expect((await post('loginGuest/', { email: email() })).body.field).toBe('password')
  })

  it('after 10 failures for an e-mail even the right password is refused (429)', async () => {
    const body = profile()
    await post('registerGuest', body)
    for (let i = 0; i < 10; i++)
      expect((await loginGuest(body.email, 'nope-nope')).status).toBe(401)
    const blocked = await loginGuest(body.email)
    expect(blocked.status).toBe(429)
    expect(blocked.setCookies).toEqual({})
    // other guests are not affected
    const other = profile()
    await post('registerGuest', other)
    expect((await loginGuest(other.email)).status).toBe(200)
  })

  it('getGuest without a valid guest_user cookie is 401 (the client forgets guestEmail)', async () => {
    expect((await getGuest()).status).toBe(401)
    expect((await getGuest('guest_user=not-a-token')).status).toBe(401)
    // a room-code token is not a guest-user token
    const roomCode = (await guestCookie(server, 0)).replace('guest_access=', 'guest_user=')
    expect((await getGuest(roomCode)).status).toBe(401)
    // a token of a guest that no longer exists
    const body = profile()
    const created = await post<GuestAccount>('registerNewGuest', body)
    await server.ctx.db.delete(t.guestAccounts).where(eq(t.guestAccounts.id, created.body._id))
    expect((await getGuest(cookieHeader(created.setCookies))).status).toBe(401)
  })

  it('guestLogout clears guest_user and guest_access', async () => {
    const body = profile()
    const created = await post<GuestAccount>('registerNewGuest', body)
    const cookie = `${cookieHeader(created.setCookies)}; ${await guestCookie(server, 0)}`
    const out = await call(server.url, 'GET', `${ACCESS}/guestLogout`, { cookie })
    expect(out.status).toBe(200)
    expect(out.setCookies.guest_user).toBe('')
    expect(out.setCookies.guest_access).toBe('')
  })
})
