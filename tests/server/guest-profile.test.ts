import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
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
const email = () => `profile.${randomUUID().slice(0, 8)}@mail.example.com`

/** A registered, signed-in guest: its account and its guest_user cookie. */
async function signedIn(extra: Record<string, unknown> = {}) {
  const reply = await call<GuestAccount>(server.url, 'POST', `${ACCESS}/registerNewGuest`, {
    body: { email: email(), password: PASSWORD, ...extra },
  })
  expect(reply.status).toBe(200)
  return { account: reply.body, cookie: cookieHeader({ guest_user: reply.setCookies.guest_user! }) }
}

const update = <T = GuestAccount & ErrorBody>(body: unknown, cookie?: string) =>
  call<T>(server.url, 'PUT', `${ACCESS}/updateGuest`, { body, ...(cookie ? { cookie } : {}) })

async function row(id: string) {
  const [found] = await server.ctx.db
    .select()
    .from(t.guestAccounts)
    .where(eq(t.guestAccounts.id, id))
  return found!
}

const FULL = {
  first_name: 'Ana',
  last_name: 'Kovač',
  phone: '+381 641 234567',
  country: 'Serbia',
  gender: 'Non-binary',
  date_of_birth: '1990-04-23',
  place_of_origin: 'Novi Sad',
  allergies: ['Peanuts', 'Sea food'],
  food_preferences: ['Vegetarian', 'Gluten-free'],
  preferences: {
    order_time: 'evening',
    restaurant: 'A quiet table by the window',
    spa: 'Deep tissue massage',
    room_service: 'Breakfast at 8',
    drinks: 'Still water, red wine',
    spending_habits: 'premium',
    pairing: 'wine',
    promotion_recommendation: 'yes',
  },
}

describe('registration with the whole profile', () => {
  it('stores every field of spec 001 and getGuest returns them', async () => {
    const { account, cookie } = await signedIn(FULL)
    expect(account).toMatchObject(FULL)
    const me = await call<GuestAccount>(server.url, 'GET', `${ACCESS}/getGuest`, { cookie })
    expect(me.body).toMatchObject(FULL)
  })
})

describe('updateGuest', () => {
  it('saves only the fields given and replies with the account', async () => {
    const { account, cookie } = await signedIn({ first_name: 'Ana', country: 'Serbia' })
    const reply = await update(
      { last_name: 'Kovač', allergies: ['Gluten'], preferences: { order_time: 'morning' } },
      cookie,
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      _id: account._id,
      first_name: 'Ana',
      last_name: 'Kovač',
      country: 'Serbia',
      allergies: ['Gluten'],
      preferences: { order_time: 'morning' },
    })
    const stored = await row(account._id)
    expect(stored.allergies).toEqual(['Gluten'])
    expect(stored.lastName).toBe('Kovač')
  })

  it('the whole profile at once; empty answers clear a field', async () => {
    const { account, cookie } = await signedIn()
    expect((await update(FULL, cookie)).body).toMatchObject(FULL)
    const cleared = await update(
      { phone: '', place_of_origin: '', date_of_birth: '', preferences: { spa: '' } },
      cookie,
    )
    expect(cleared.status).toBe(200)
    expect(cleared.body).toMatchObject({ phone: null, place_of_origin: null, date_of_birth: null })
    expect(cleared.body.preferences).toEqual({})
    expect((await row(account._id)).phone).toBeNull()
  })

  it('gender left at "Not specified" (empty) saves, and the ticked allergies are kept', async () => {
    const { account, cookie } = await signedIn({ first_name: 'Ana', gender: 'Female' })
    const reply = await update(
      {
        email: account.email,
        first_name: 'Ana',
        last_name: '',
        phone: '',
        date_of_birth: '',
        country: '',
        place_of_origin: '',
        gender: '',
        allergies: ['Peanuts', 'Eggs'],
        food_preferences: [],
        preferences: {},
      },
      cookie,
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ gender: null, allergies: ['Peanuts', 'Eggs'] })
    const stored = await row(account._id)
    expect(stored.gender).toBeNull()
    expect(stored.allergies).toEqual(['Peanuts', 'Eggs'])
  })

  it.each([
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '12' }],
    ['gender', { gender: 'Robot' }],
    ['date_of_birth', { date_of_birth: '1990-02-30' }],
    ['date_of_birth', { date_of_birth: '23.04.1990' }],
    ['date_of_birth', { date_of_birth: '2999-01-01' }],
    ['allergies.0', { allergies: ['Chocolate'] }],
    ['allergies', { allergies: ['Fish', 'Fish'] }],
    ['food_preferences.0', { food_preferences: ['Carnivore'] }],
    ['preferences.order_time', { preferences: { order_time: 'noon-ish' } }],
    ['preferences.drinks', { preferences: { drinks: 'x'.repeat(301) } }],
    ['preferences', { preferences: { colour: 'blue' } }],
    ['place_of_origin', { place_of_origin: 'x'.repeat(101) }],
    ['old_password', { password: 'a-new-password' }],
    ['password', { password: 'short', old_password: PASSWORD }],
  ])('400 naming %s, nothing written (%j)', async (field, patch) => {
    const { account, cookie } = await signedIn({ first_name: 'Ana' })
    const before = await row(account._id)
    const reply = await update({ first_name: 'Changed', ...patch }, cookie)
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'validation', field })
    expect(await row(account._id)).toEqual(before)
  })

  it('401 without a signed-in guest', async () => {
    expect((await update({ first_name: 'X' })).status).toBe(401)
  })

  it('a new password needs the current one; then only the new one signs in', async () => {
    const { account, cookie } = await signedIn()
    const wrong = await update({ password: 'brand-new-pass', old_password: 'nope-nope' }, cookie)
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject({ message: 'Incorrect old password', field: 'old_password' })
    const ok = await update({ password: 'brand-new-pass', old_password: PASSWORD }, cookie)
    expect(ok.status).toBe(200)
    const login = (password: string) =>
      call(server.url, 'POST', `${ACCESS}/loginGuest/`, {
        body: { email: account.email, password },
      })
    expect((await login(PASSWORD)).status).toBe(401)
    expect((await login('brand-new-pass')).status).toBe(200)
  })

  it('an e-mail another guest has is 409 and nothing changes', async () => {
    const first = await signedIn()
    const { account, cookie } = await signedIn()
    const reply = await update({ email: first.account.email.toUpperCase() }, cookie)
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({ code: 'conflict', field: 'email' })
    expect((await row(account._id)).email).toBe(account.email)
  })

  it('a guest changes only their own account', async () => {
    const other = await signedIn({ first_name: 'Other' })
    const { cookie } = await signedIn()
    expect((await update({ first_name: 'Mine', _id: other.account._id }, cookie)).status).toBe(400)
    expect((await row(other.account._id)).firstName).toBe('Other')
  })
})

describe('guestLogout?only=profile', () => {
  it('ends the profile session and keeps the room code', async () => {
    const { cookie } = await signedIn()
    const roomCode = await guestCookie(server, 0)
    const both = `${cookie}; ${roomCode}`
    const out = await call(server.url, 'GET', `${ACCESS}/guestLogout?only=profile`, {
      cookie: both,
    })
    expect(out.status).toBe(200)
    expect(out.setCookies.guest_user).toBe('')
    expect(out.setCookies.guest_access).toBeUndefined()
    expect((await call(server.url, 'GET', `${ACCESS}/getGuest`, { cookie })).status).toBe(401)
    expect((await call(server.url, 'GET', `${ACCESS}/getRoom`, { cookie: roomCode })).status).toBe(
      200,
    )
  })

  it('any other value of only is 400 naming it', async () => {
    const out = await call(server.url, 'GET', `${ACCESS}/guestLogout?only=everything`)
    expect(out.status).toBe(400)
    expect(out.body).toMatchObject({ field: 'only' })
  })
})
