import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import {
  PUSH_ENDPOINTS,
  PUSH_PATH,
  type Change,
  type ErrorBody,
  type Order,
  type PushReply,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'
import { orderRow, stayOrder, tableOrder } from '../helpers/orders.ts'
import { createOtherBusiness } from '../helpers/tenant.ts'
import { bodyHash } from '../../server/http/body-hash.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'

let server: TestServer
const cookies: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer()
  for (const name of ['owner', 'waiter', 'reception', 'admin']) {
    cookies[name] = await login(server.url, name)
  }
})
afterAll(async () => {
  await server.close()
})

type Action = { id?: string; type: string; payload: unknown }
const withIds = (actions: Action[]) => actions.map((a) => ({ id: a.id ?? randomUUID(), ...a }))
const push = (who: string | undefined, actions: unknown[]) =>
  call<PushReply & Partial<ErrorBody>>(server.url, 'POST', PUSH_PATH, {
    cookie: who ? cookies[who] : undefined,
    body: { actions },
  })
const accept = (order: Order, id?: string): Action => ({
  ...(id ? { id } : {}),
  type: 'order.accept',
  payload: { order_id: order._id },
})
const statuses = (reply: { body: PushReply }) => reply.body.results.map((r) => r.status)
const bodyOf = <T>(reply: { body: PushReply }, i: number) => reply.body.results[i]!.body as T

async function lastVersion(): Promise<number> {
  const result: unknown = await server.ctx.db.execute(sql`select last_value as v from sync_version`)
  return Number((result as { rows: { v: string | number }[] }).rows[0]!.v)
}

async function storedKey(key: string) {
  const [row] = await server.ctx.db
    .select()
    .from(t.idempotencyKeys)
    .where(eq(t.idempotencyKeys.key, key))
  return row
}

describe('POST /api/v2/sync/push', () => {
  it('a mixed batch: a 409 rolls back only its own action and carries the current row', async () => {
    const [a, b, c, d] = [
      await tableOrder(server),
      await tableOrder(server),
      await tableOrder(server),
      await stayOrder(server, 0),
    ]
    const declined = await call<Order>(server.url, 'PUT', `${ORDER}/declineOrder`, {
      cookie: cookies.owner,
      body: { order_id: b._id, reason: 'Sold out' },
    })
    expect(declined.status).toBe(200)
    const actions = withIds([
      accept(a),
      accept(b), // already Declined: 409
      { type: 'order.finish', payload: { order_id: a._id } }, // sees the accept above
      { type: 'order.decline', payload: { order_id: c._id, reason: 'Closed' } },
      { type: 'order.roomServiceFinished', payload: { order_id: a._id } }, // not room service: 409
      { type: 'order.roomServiceFinished', payload: { order_id: d._id } },
      { type: 'order.pay', payload: { order_id: a._id } },
    ])
    const reply = await push('waiter', actions)
    expect(reply.status).toBe(200)
    expect(reply.body.results.map((r) => r.id)).toEqual(actions.map((x) => x.id))
    expect(statuses(reply)).toEqual([200, 409, 200, 200, 409, 200, 200])

    const conflict = bodyOf<ErrorBody>(reply, 1)
    expect(conflict.code).toBe('order.illegal_transition')
    const rowB = await orderRow(server, b._id)
    expect(rowB.status).toBe('Declined')
    expect(conflict.current).toMatchObject({ id: b._id, version: rowB.version })
    expect((conflict.current?.row as Order).status).toBe('Declined')
    // The 409 inside the batch names the row as the batch left it (accepted, then finished).
    const rsf = bodyOf<ErrorBody>(reply, 4)
    expect((rsf.current?.row as Order).status).toBe('Finished')

    expect(bodyOf<Order>(reply, 0).status).toBe('Accepted')
    expect(bodyOf<Order>(reply, 2).status).toBe('Finished')
    expect(bodyOf<Order>(reply, 3)).toMatchObject({ status: 'Declined', decline_reason: 'Closed' })
    expect(bodyOf<Order>(reply, 5).status).toBe('Finished') // paid cash: Finished, not Room
    const paid = bodyOf<{ orders: Order[] }>(reply, 6)
    expect(paid.orders.map((o) => [o._id, o.status])).toEqual([[a._id, 'Paid']])
    expect((await orderRow(server, a._id)).status).toBe('Paid')
    expect((await orderRow(server, c._id)).status).toBe('Declined')
    expect((await orderRow(server, d._id)).status).toBe('Finished')

    // Every answer is stored under its key, with the route of the single endpoint.
    const stored = await storedKey(actions[1]!.id)
    expect(stored?.scope).toMatch(/^account:/)
    expect(stored).toMatchObject({
      method: 'PUT',
      path: PUSH_ENDPOINTS['order.accept'].path,
      statusCode: 409,
    })
    expect(JSON.parse(stored!.body)).toEqual(conflict)
    expect((await storedKey(actions[6]!.id))?.path).toBe(`${OLD_ORDER}/paidOrders/`)
  })

  it('emits the socket events after commit: one per changed order, none for refusals or replays', async () => {
    const socket = await connectSocket(server.url, cookies.owner)
    try {
      expect((await initStaff(socket)).ok).toBe(true)
      const [a, b] = [await tableOrder(server), await tableOrder(server)]
      const actions = withIds([
        accept(a),
        { type: 'order.finish', payload: { order_id: a._id } },
        { type: 'order.pay', payload: { order_id: b._id } }, // b is Pending: 409
      ])
      expect(statuses(await push('waiter', actions))).toEqual([200, 200, 409])
      await push('waiter', actions)
      // A later change of b: once its event is here, every earlier one is too.
      await call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
        cookie: cookies.owner,
        body: { order_id: b._id },
      })
      await socket.next<Change>('orderAccepted', (c) => c.id === b._id)
      const about = (id: string) =>
        socket.received.filter((r) => (r.payload as Change).id === id).map((r) => r.event)
      // Accepted then finished in one commit: one event with the final row.
      expect(about(a._id)).toEqual(['orderCreated', 'orderFinished'])
      const finished = socket.received.find((r) => r.event === 'orderFinished')?.payload as Change
      expect(finished.version).toBe((await orderRow(server, a._id)).version)
      expect(about(b._id)).toEqual(['orderCreated', 'orderAccepted'])
    } finally {
      socket.close()
    }
  })

  it('the same batch sent again acts once and replays the same answers', async () => {
    const [a, b] = [await tableOrder(server), await tableOrder(server)]
    const actions = withIds([
      accept(a),
      { type: 'order.finish', payload: { order_id: a._id } },
      { type: 'order.decline', payload: { order_id: b._id, reason: 'x' } },
    ])
    const first = await push('waiter', actions)
    expect(statuses(first)).toEqual([200, 200, 200])
    expect(first.body.results.every((r) => r.replayed === undefined)).toBe(true)
    const version = await lastVersion()
    // Another tablet changes the order meanwhile: the replay still answers as the first time.
    await call(server.url, 'PUT', `${OLD_ORDER}/paidOrders/`, {
      cookie: cookies.owner,
      body: { ids: [a._id] },
    })
    const afterPay = await lastVersion()
    expect(afterPay).toBe(version + 1)
    const again = await push('waiter', actions)
    expect(again.body.results).toEqual(first.body.results.map((r) => ({ ...r, replayed: true })))
    expect(await lastVersion()).toBe(afterPay)
    expect((await orderRow(server, a._id)).status).toBe('Paid')
    expect((await orderRow(server, b._id)).status).toBe('Declined')
  })

  it('a key first used on the single endpoint is replayed by the push, and the other way round', async () => {
    const order = await tableOrder(server)
    const key = randomUUID()
    const single = await call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: cookies.waiter,
      body: { order_id: order._id },
      headers: { 'Idempotency-Key': key },
    })
    expect(single.status).toBe(200)
    await call(server.url, 'PUT', `${ORDER}/finishOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id },
    })
    const version = await lastVersion()
    const replayed = await push('waiter', [
      { id: key, type: 'order.accept', payload: { order_id: order._id } },
    ])
    expect(replayed.body.results).toEqual([
      { id: key, status: 200, body: single.body, replayed: true },
    ])
    expect(await lastVersion()).toBe(version)
    expect((await orderRow(server, order._id)).status).toBe('Finished')
    // The same key for another action is refused, like the single endpoint does.
    const misuse = await push('waiter', [
      { id: key, type: 'order.finish', payload: { order_id: order._id } },
    ])
    expect(misuse.body.results[0]).toMatchObject({
      status: 400,
      body: { code: 'validation', field: 'Idempotency-Key' },
    })

    // Push first, then the single endpoint with the same key.
    const other = await tableOrder(server)
    const key2 = randomUUID()
    const pushed = await push('waiter', [
      { id: key2, type: 'order.decline', payload: { order_id: other._id, reason: 'No' } },
    ])
    expect(statuses(pushed)).toEqual([200])
    const v2 = await lastVersion()
    const repeat = await call<Order>(server.url, 'PUT', `${ORDER}/declineOrder`, {
      cookie: cookies.waiter,
      body: { order_id: other._id, reason: 'No' },
      headers: { 'Idempotency-Key': key2 },
    })
    expect(repeat.status).toBe(200)
    expect(repeat.headers.get('idempotent-replay')).toBe('true')
    expect(repeat.body).toEqual(pushed.body.results[0]!.body)
    expect(await lastVersion()).toBe(v2)
  })

  it('the same key on the push and the single endpoint at the same time: acted on once', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await tableOrder(server)
      const key = randomUUID()
      const version = await lastVersion()
      const [pushed, single] = await Promise.all([
        push('waiter', [accept(order, key)]),
        call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
          cookie: cookies.waiter,
          body: { order_id: order._id },
          headers: { 'Idempotency-Key': key },
        }),
      ])
      expect(await lastVersion()).toBe(version + 1)
      const result = pushed.body.results[0]!
      if (result.status === 409) {
        // The single request claimed the key first; the client asks again later.
        expect((result.body as ErrorBody).code).toBe('idempotency.in_progress')
        expect(single.status).toBe(200)
      } else {
        expect(result.status).toBe(200)
        expect(single.status).toBe(200)
        expect(single.body).toEqual(result.body)
      }
      expect((await orderRow(server, order._id)).status).toBe('Accepted')
    }
  })

  it('keys are per account: another account with the same key acts on its own', async () => {
    const [a, b] = [await tableOrder(server), await tableOrder(server)]
    const key = randomUUID()
    expect(statuses(await push('waiter', [accept(a, key)]))).toEqual([200])
    const owner = await push('owner', [accept(b, key)])
    expect(owner.body.results[0]).toMatchObject({ status: 200, body: { _id: b._id } })
    expect(owner.body.results[0]?.replayed).toBeUndefined()
    expect((await orderRow(server, b._id)).status).toBe('Accepted')
  })

  it('a key still in progress elsewhere stops the batch there; a stale claim is taken over', async () => {
    const me = await call<{ account_id: string }>(server.url, 'GET', '/api/v2/access/me', {
      cookie: cookies.waiter,
    })
    const scope = `account:${me.body.account_id}`
    const [a, b, c] = [await tableOrder(server), await tableOrder(server), await tableOrder(server)]
    const busy = randomUUID()
    const claim = (key: string, createdAt: string) =>
      server.ctx.db.insert(t.idempotencyKeys).values({
        scope,
        key,
        method: 'PUT',
        path: PUSH_ENDPOINTS['order.accept'].path,
        statusCode: 0,
        body: '',
        contentType: '',
        bodyHash: bodyHash({ order_id: b._id }),
        createdAt,
      })
    await claim(busy, new Date().toISOString())
    const actions = withIds([accept(a), accept(b, busy), accept(c)])
    const reply = await push('waiter', actions)
    expect(statuses(reply)).toEqual([200, 409])
    expect(bodyOf<ErrorBody>(reply, 1).code).toBe('idempotency.in_progress')
    expect((await orderRow(server, b._id)).status).toBe('Pending')
    expect((await orderRow(server, c._id)).status).toBe('Pending')
    expect(await storedKey(actions[2]!.id)).toBeUndefined() // not claimed: free to send again

    // The first request with that key crashed long ago: its claim is taken over.
    await server.ctx.db.delete(t.idempotencyKeys).where(eq(t.idempotencyKeys.key, busy))
    await claim(busy, new Date(Date.now() - 120_000).toISOString())
    const again = await push('waiter', actions)
    expect(statuses(again)).toEqual([200, 200, 200])
    expect(again.body.results[0]?.replayed).toBe(true)
    expect((await orderRow(server, b._id)).status).toBe('Accepted')
  })

  it('an unexpected error is that action’s 500: the others before and after it commit', async () => {
    const [a, broken, c] = [
      await tableOrder(server),
      await tableOrder(server),
      await tableOrder(server),
    ]
    await server.ctx.db.execute(
      sql.raw(`
      create or replace function push_test_fail() returns trigger language plpgsql as $$
      begin
        if new.id = '${broken._id}' then raise exception 'disk on fire'; end if;
        return new;
      end $$`),
    )
    await server.ctx.db.execute(
      sql.raw(`create trigger push_test_fail before update on orders
        for each row execute function push_test_fail()`),
    )
    const actions = withIds([accept(a), accept(broken), accept(c)])
    try {
      const reply = await push('waiter', actions)
      expect(reply.status).toBe(200)
      expect(reply.body.results.map((r) => [r.id, r.status])).toEqual(
        actions.map((x, i) => [x.id, i === 1 ? 500 : 200]),
      )
      expect(bodyOf<ErrorBody>(reply, 1)).toMatchObject({
        code: 'internal',
        message: 'Internal Server Error',
      })
      expect((await orderRow(server, a._id)).status).toBe('Accepted')
      expect((await orderRow(server, broken._id)).status).toBe('Pending')
      expect((await orderRow(server, c._id)).status).toBe('Accepted')
      // The 500 is not stored: its key is free for the retry.
      expect(await storedKey(actions[1]!.id)).toBeUndefined()
      expect((await storedKey(actions[2]!.id))?.statusCode).toBe(200)
    } finally {
      await server.ctx.db.execute(sql.raw('drop trigger push_test_fail on orders'))
    }
    const again = await push('waiter', actions)
    expect(statuses(again)).toEqual([200, 200, 200])
    expect(again.body.results.map((r) => r.replayed ?? false)).toEqual([true, false, true])
    expect((await orderRow(server, broken._id)).status).toBe('Accepted')
  })

  it('authorizes each action like the single endpoints', async () => {
    const amenities = await stayOrder(server, 1, 'amenities')
    const room = await stayOrder(server, 2, 'roomservice')
    const reply = await push('reception', withIds([accept(room), accept(amenities)]))
    expect(statuses(reply)).toEqual([403, 200])
    expect(bodyOf<ErrorBody>(reply, 0).code).toBe('forbidden')
    expect((await orderRow(server, room._id)).status).toBe('Pending')
    expect((await orderRow(server, amenities._id)).status).toBe('Accepted')

    const noOrders = await push('waiter', withIds([accept(amenities)]))
    expect(statuses(noOrders)).toEqual([403])
  })

  it('a bad payload is a 400 for that action only', async () => {
    const [a, b] = [await tableOrder(server), await tableOrder(server)]
    const reply = await push(
      'waiter',
      withIds([
        { type: 'order.decline', payload: { order_id: a._id } }, // no reason
        { type: 'order.decline', payload: { order_id: a._id, reason: '   ' } },
        { type: 'order.accept', payload: { order: b._id } },
        accept(b),
      ]),
    )
    expect(statuses(reply)).toEqual([400, 400, 400, 200])
    expect(bodyOf<ErrorBody>(reply, 0)).toMatchObject({ code: 'validation', field: 'reason' })
    expect(bodyOf<ErrorBody>(reply, 1).message).toMatch(/reason is required/)
    expect(bodyOf<ErrorBody>(reply, 2)).toMatchObject({ code: 'validation', field: 'order_id' })
    expect((await orderRow(server, a._id)).status).toBe('Pending')
    expect((await orderRow(server, b._id)).status).toBe('Accepted')
  })

  it('another business’s orders are 404 and stay untouched', async () => {
    const other = await createOtherBusiness(server.ctx.db)
    const mine = await tableOrder(server)
    const reply = await push(
      'owner',
      withIds([{ type: 'order.accept', payload: { order_id: other.orderId } }, accept(mine)]),
    )
    expect(statuses(reply)).toEqual([404, 200])
    expect((await orderRow(server, other.orderId)).status).toBe('Pending')

    const borealis = await login(server.url, other.ownerUsername)
    const foreign = await call<PushReply>(server.url, 'POST', PUSH_PATH, {
      cookie: borealis,
      body: { actions: withIds([accept(await tableOrder(server))]) },
    })
    expect(statuses(foreign)).toEqual([404])
  })

  it('refuses the whole request: > 100 actions, none, duplicate ids, unknown type, no staff session', async () => {
    const order = await tableOrder(server)
    const many = Array.from({ length: 101 }, () => ({
      id: randomUUID(),
      type: 'order.accept',
      payload: { order_id: order._id },
    }))
    const tooMany = await push('waiter', many)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.field).toBe('actions')
    expect((await push('waiter', [])).status).toBe(400)
    const id = randomUUID()
    expect(
      (
        await push(
          'waiter',
          [accept(order, id), accept(order, id)].map((a) => ({ ...a, id })),
        )
      ).status,
    ).toBe(400)
    expect((await push('waiter', withIds([{ type: 'order.teleport', payload: {} }]))).status).toBe(
      400,
    )
    expect((await push('waiter', [{ id: 'not-a-uuid', ...accept(order) }])).status).toBe(400)
    expect((await push(undefined, withIds([accept(order)]))).status).toBe(401)
    expect((await push('admin', withIds([accept(order)]))).status).toBe(403)
    expect((await orderRow(server, order._id)).status).toBe('Pending')
    // 100 is fine.
    const hundred = await push('waiter', many.slice(0, 100))
    expect(hundred.body.results).toHaveLength(100)
    expect(new Set(statuses(hundred))).toEqual(new Set([200]))
  })
})
