import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { Me, Order } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, ORDER, call, cookieHeader, guest, login } from '../helpers/http.ts'
import { orderRow, rowCount, stayBody, stayRoom, tableBody, tableOrder } from '../helpers/orders.ts'

let server: TestServer
let owner: string
beforeAll(async () => {
  server = await startTestServer()
  owner = await login(server.url, 'owner')
})
afterAll(async () => {
  await server.close()
})

const key = (k: string) => ({ 'Idempotency-Key': k })
const createWith = (k: string, body: unknown = tableBody(server, 'restaurant')) =>
  call<Order>(server.url, 'POST', `${ORDER}/createOrder`, { body, headers: key(k) })

describe('Idempotency-Key', () => {
  it('the same key twice acts once and replays the same answer', async () => {
    const k = randomUUID()
    const before = await rowCount(server, t.orders)
    const first = await createWith(k)
    expect(first.status).toBe(200)
    expect(first.headers.get('idempotent-replay')).toBeNull()
    const second = await createWith(k)
    expect(second.status).toBe(200)
    expect(second.headers.get('idempotent-replay')).toBe('true')
    expect(second.text).toBe(first.text)
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'))
    expect(await rowCount(server, t.orders)).toBe(before + 1)
  })

  it('a key reused with another body is a 422 and acts not at all; the same body still replays', async () => {
    const k = randomUUID()
    const body = tableBody(server, 'restaurant', { note: 'first' })
    const first = await createWith(k, body)
    const before = await rowCount(server, t.orders)
    const second = await createWith(k, tableBody(server, 'restaurant', { note: 'second' }))
    expect(second.status).toBe(422)
    expect(second.body).toMatchObject({ code: 'idempotency.key_reused' })
    expect(await rowCount(server, t.orders)).toBe(before)
    // Key order does not matter: the same body, reordered, is a replay.
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    const third = await createWith(k, reordered)
    expect(third.status).toBe(first.status)
    expect(third.body._id).toBe(first.body._id)
    expect(await rowCount(server, t.orders)).toBe(before)
  })

  it('a 409 answer is stored and replayed too', async () => {
    const order = await tableOrder(server)
    expect(
      (
        await call(server.url, 'PUT', `${ORDER}/declineOrder`, {
          cookie: owner,
          body: { order_id: order._id, reason: 'x' },
        })
      ).status,
    ).toBe(200)
    const k = randomUUID()
    const accept = () =>
      call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
        cookie: owner,
        body: { order_id: order._id },
        headers: key(k),
      })
    const first = await accept()
    expect(first.status).toBe(409)
    expect(first.body.current?.id).toBe(order._id)
    const second = await accept()
    expect(second.status).toBe(409)
    expect(second.headers.get('idempotent-replay')).toBe('true')
    expect(second.text).toBe(first.text)
  })

  it('a staff action replayed with its key returns the first answer without acting again', async () => {
    const order = await tableOrder(server)
    const k = randomUUID()
    const accept = () =>
      call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
        cookie: owner,
        body: { order_id: order._id },
        headers: key(k),
      })
    const first = await accept()
    expect(first.status).toBe(200)
    // another tablet finishes the order meanwhile
    expect(
      (
        await call(server.url, 'PUT', `${ORDER}/finishOrder`, {
          cookie: owner,
          body: { order_id: order._id },
        })
      ).status,
    ).toBe(200)
    const finished = await orderRow(server, order._id)
    const second = await accept()
    expect(second.status).toBe(200)
    expect(second.headers.get('idempotent-replay')).toBe('true')
    expect(second.body).toEqual(first.body)
    expect(await orderRow(server, order._id)).toEqual(finished)
  })

  it('a key reused for another path is a 400 and acts not', async () => {
    const k = randomUUID()
    const order = await tableOrder(server)
    expect(
      (
        await call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
          cookie: owner,
          body: { order_id: order._id },
          headers: key(k),
        })
      ).status,
    ).toBe(200)
    const before = await orderRow(server, order._id)
    const reuse = await call(server.url, 'PUT', `${ORDER}/finishOrder`, {
      cookie: owner,
      body: { order_id: order._id },
      headers: key(k),
    })
    expect(reuse.status).toBe(400)
    expect(reuse.body.code).toBe('validation')
    expect(reuse.body.field).toBe('Idempotency-Key')
    expect(await orderRow(server, order._id)).toEqual(before)
  })

  it('two concurrent requests with the same key act once', async () => {
    const k = randomUUID()
    const before = await rowCount(server, t.orders)
    const [a, b] = await Promise.all([createWith(k), createWith(k)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.text).toBe(b.text)
    const replays = [a, b].filter((r) => r.headers.get('idempotent-replay') === 'true')
    expect(replays).toHaveLength(1)
    expect(await rowCount(server, t.orders)).toBe(before + 1)
  })

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(101)],
  ])('a key %s is a 400 naming the header, nothing written', async (_what, bad) => {
    const orders = await rowCount(server, t.orders)
    const keys = await rowCount(server, t.idempotencyKeys)
    const reply = await call(server.url, 'POST', `${ORDER}/createOrder`, {
      body: tableBody(server),
      headers: key(bad),
    })
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe('Idempotency-Key')
    expect(await rowCount(server, t.orders)).toBe(orders)
    expect(await rowCount(server, t.idempotencyKeys)).toBe(keys)
  })

  it('keys are per account: the same key from two accounts acts twice', async () => {
    const k = randomUUID()
    const manager = await login(server.url, 'manager')
    const before = await rowCount(server, t.orders)
    const body = tableBody(server, 'restaurant')
    const a = await call<Order>(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
      cookie: owner,
      body,
      headers: key(k),
    })
    const b = await call<Order>(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
      cookie: manager,
      body,
      headers: key(k),
    })
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.headers.get('idempotent-replay')).toBeNull()
    expect(a.body._id).not.toBe(b.body._id)
    expect(await rowCount(server, t.orders)).toBe(before + 2)
  })

  it('keys are per guest phone: two phones of one room never share a key, and a signed-out account keeps its keys', async () => {
    const { room, stay } = stayRoom(server, 0)
    const [phoneA, phoneB] = [
      await guest(server.url, room._id, stay.password),
      await guest(server.url, room._id, stay.password),
    ]
    const k = randomUUID()
    const body = stayBody(server, 0)
    const before = await rowCount(server, t.orders)
    const a = await call<Order>(server.url, 'POST', `${ORDER}/createOrder`, {
      cookie: phoneA,
      body,
      headers: key(k),
    })
    const b = await call<Order>(server.url, 'POST', `${ORDER}/createOrder`, {
      cookie: phoneB,
      body,
      headers: key(k),
    })
    expect([a.status, b.status]).toEqual([200, 200])
    // Phone B is not handed phone A's answer: its own order.
    expect(b.headers.get('idempotent-replay')).toBeNull()
    expect(b.body._id).not.toBe(a.body._id)
    expect(await rowCount(server, t.orders)).toBe(before + 2)
    const again = await call<Order>(server.url, 'POST', `${ORDER}/createOrder`, {
      cookie: phoneA,
      body,
      headers: key(k),
    })
    expect(again.headers.get('idempotent-replay')).toBe('true')
    expect(again.body._id).toBe(a.body._id)

    // Staff: a new session of the same account still gets the stored answer (the outbox resends
    // after a sign-out with the same key).
    const order = await tableOrder(server)
    const staffKey = randomUUID()
    const waiterAgain = async () =>
      call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
        cookie: await login(server.url, 'waiter'),
        body: { order_id: order._id },
        headers: key(staffKey),
      })
    const first = await waiterAgain()
    const second = await waiterAgain()
    expect(second.headers.get('idempotent-replay')).toBe('true')
    expect(second.body.version).toBe(first.body.version)
  })

  it('after "Token expired", refresh and a retry with the same key acts (the outbox rule)', async () => {
    const cookies = (
      await call(server.url, 'POST', `${ACCESS}/login/`, {
        body: { username: 'waiter', password: 'demo1234' },
      })
    ).setCookies
    const me = (
      await call<Me>(server.url, 'GET', `${ACCESS}/me`, { cookie: cookieHeader(cookies) })
    ).body
    const expired = await server.ctx.tokens.sign(
      {
        sub: me.account_id,
        role: 'employee',
        username: 'waiter',
        business_id: me.business_id,
        employee_id: me.employee_id,
        sid: 'x',
      },
      'access',
      -10,
    )
    const order = await tableOrder(server)
    const k = randomUUID()
    const stale = await call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: cookieHeader({ access: expired, refresh: cookies.refresh! }),
      body: { order_id: order._id },
      headers: key(k),
    })
    expect(stale.status).toBe(401)
    expect(stale.body.message).toBe('Unauthorized: Token expired')
    const refreshed = await call(server.url, 'GET', `${ACCESS}/refreshToken`, {
      cookie: cookieHeader({ refresh: cookies.refresh! }),
    })
    const retry = await call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: cookieHeader({ access: refreshed.setCookies.access!, refresh: cookies.refresh! }),
      body: { order_id: order._id },
      headers: key(k),
    })
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replay')).toBeNull()
    expect(retry.body.status).toBe('Accepted')
    expect((await orderRow(server, order._id)).status).toBe('Accepted')
  })

  it('GET requests ignore the header', async () => {
    const reply = await call(
      server.url,
      'GET',
      `${ORDER}/getPendingOrder/${server.demo.businessId}`,
      { cookie: owner, headers: key('x') },
    )
    expect(reply.status).toBe(200)
    const [stored] = await server.ctx.db
      .select()
      .from(t.idempotencyKeys)
      .where(eq(t.idempotencyKeys.key, 'x'))
    expect(stored).toBeUndefined()
  })
})
