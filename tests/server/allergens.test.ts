import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { GuestAccount } from '../../server/routes/guest-accounts.ts'
import {
  ARTICLE_BASE,
  type Article,
  type ErrorBody,
  type Order,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, ORDER, call, cookieHeader, login } from '../helpers/http.ts'
import { articleOf, guestCookie, line, rowCount, stayBody, tableBody } from '../helpers/orders.ts'

/* Issue 17: items carry the EU allergens and diets; the kitchen sees the guest's allergies. */

let server: TestServer
let manager: string
beforeAll(async () => {
  server = await startTestServer()
  manager = await login(server.url, 'manager')
})
afterAll(() => server.close())

async function roomServiceCategory() {
  const article = articleOf(server, 'roomservice')
  const [row] = await server.ctx.db.select().from(t.articles).where(eq(t.articles.id, article._id))
  return { service_id: row!.serviceId, category_id: row!.categoryId }
}
const createItem = async (extra: Record<string, unknown>) =>
  call<Article & ErrorBody>(server.url, 'POST', `${ARTICLE_BASE}/createArticle`, {
    cookie: manager,
    body: {
      _id: randomUUID(),
      ...(await roomServiceCategory()),
      name: { en: 'Satay skewers' },
      price: 9,
      ...extra,
    },
  })
const order = (body: unknown, cookie?: string) =>
  call<Order>(server.url, 'POST', `${ORDER}/createOrder`, { body, ...(cookie ? { cookie } : {}) })

async function register(allergies: string[], cookie?: string) {
  const reply = await call<GuestAccount>(server.url, 'POST', `${ACCESS}/registerNewGuest`, {
    body: {
      email: `allergy.${randomUUID().slice(0, 8)}@mail.example.com`,
      password: 'sunny-beach-7',
      allergies,
    },
    ...(cookie ? { cookie } : {}),
  })
  expect(reply.status, reply.text).toBe(200)
  return { account: reply.body, cookie: cookieHeader({ guest_user: reply.setCookies.guest_user! }) }
}

describe('allergens and diets on items', () => {
  it('stores them in the EU list’s order without repeats and sends them with the item', async () => {
    const made = await createItem({
      allergens: ['sesame', 'peanuts', 'sesame', 'soybeans'],
      diets: ['gluten_free', 'vegetarian'],
    })
    expect(made.status, made.text).toBe(200)
    expect(made.body.allergens).toEqual(['peanuts', 'soybeans', 'sesame'])
    expect(made.body.diets).toEqual(['vegetarian', 'gluten_free'])
    const updated = await call<Article>(server.url, 'PUT', `${ARTICLE_BASE}/updateArticle`, {
      cookie: manager,
      body: { _id: made.body._id, allergens: ['milk'] },
    })
    expect(updated.status, updated.text).toBe(200)
    expect(updated.body).toMatchObject({
      allergens: ['milk'],
      diets: ['vegetarian', 'gluten_free'],
    })
  })

  it('an allergen or a diet not on the lists is a 400 naming it, and nothing is written', async () => {
    const before = await rowCount(server, t.articles)
    const badAllergen = await createItem({ allergens: ['peanuts', 'chocolate'] })
    expect(badAllergen.status).toBe(400)
    expect(badAllergen.body.field).toMatch(/^allergens/)
    const badDiet = await createItem({ diets: ['carnivore'] })
    expect(badDiet.status).toBe(400)
    expect(badDiet.body.field).toMatch(/^diets/)
    expect(await rowCount(server, t.articles)).toBe(before)
  })

  it('the demo menu is labelled, and an order line keeps the allergens the item had', async () => {
    const burger = articleOf(server, 'roomservice', 'Club sandwich')
    const [row] = await server.ctx.db.select().from(t.articles).where(eq(t.articles.id, burger._id))
    expect(row!.allergens).toEqual(['gluten', 'eggs', 'mustard'])
    const water = articleOf(server, 'roomservice', 'Mineral water')
    const made = await order(
      { ...stayBody(server, 2), payment: 'room', content: [line(burger._id), line(water._id)] },
      await guestCookie(server, 2),
    )
    expect(made.status, made.text).toBe(200)
    expect(made.body.content[0]!.allergens).toEqual(['gluten', 'eggs', 'mustard'])
    expect(made.body.content[1]!.allergens).toBeUndefined()
  })
})

describe('the guest’s allergies on the order', () => {
  it('a room order carries the allergies of the profile that holds the stay', async () => {
    const room = await guestCookie(server, 3)
    await register(['Peanuts', 'Lactose'], room)
    const dish = articleOf(server, 'roomservice')
    const made = await order(
      { ...stayBody(server, 3), payment: 'room', content: [line(dish._id)] },
      room,
    )
    expect(made.status, made.text).toBe(200)
    expect(made.body.allergies).toEqual(['Peanuts', 'Lactose'])
  })

  it('a table order from a phone signed in to a profile carries that profile’s allergies', async () => {
    const { cookie } = await register(['Shellfish'])
    const dish = articleOf(server, 'restaurant')
    const body = tableBody(server, 'restaurant', {
      payment: 'cash',
      user_id: `phone-${randomUUID()}`,
      content: [line(dish._id)],
    })
    const signed = await order(body, cookie)
    expect(signed.status, signed.text).toBe(200)
    expect(signed.body.allergies).toEqual(['Shellfish'])
    const anonymous = await order({ ...body, user_id: `phone-${randomUUID()}` })
    expect(anonymous.status, anonymous.text).toBe(200)
    expect(anonymous.body.allergies).toEqual([])
  })

  it('staff linking a guest to an order bring that guest’s allergies to the kitchen', async () => {
    const { account } = await register(['Sesame', 'Mushrooms'])
    const dish = articleOf(server, 'restaurant')
    const made = await order(
      tableBody(server, 'restaurant', {
        payment: 'cash',
        user_id: `phone-${randomUUID()}`,
        content: [line(dish._id)],
      }),
    )
    expect(made.body.allergies).toEqual([])
    const linked = await call<Order>(server.url, 'POST', `${ORDER}/addGuestToOrder`, {
      cookie: manager,
      body: { order_id: made.body._id, guest_id: account._id },
    })
    expect(linked.status, linked.text).toBe(200)
    expect(linked.body.allergies).toEqual(['Sesame', 'Mushrooms'])
  })
})
