import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody, Order, OrderStatus } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'
import { orderRow, stayOrder, stayRoom, tableOrder } from '../helpers/orders.ts'

let server: TestServer
let owner: string
beforeAll(async () => {
  server = await startTestServer()
  owner = await login(server.url, 'owner')
})
afterAll(async () => {
  await server.close()
})

type Action = 'accept' | 'decline' | 'finish' | 'roomServiceFinished' | 'pay' | 'billToRoom'

/** Each staff action through its real endpoint. */
async function act(action: Action, order: Pick<Order, '_id'>, cookie = owner, roomIndex = 0) {
  const id = order._id
  const { room, stay } = stayRoom(server, roomIndex)
  switch (action) {
    case 'accept':
      return call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
        cookie,
        body: { order_id: id },
      })
    case 'decline':
      return call<Order>(server.url, 'PUT', `${ORDER}/declineOrder`, {
        cookie,
        body: { order_id: id, reason: 'Kitchen closed' },
      })
    case 'finish':
      return call<Order>(server.url, 'PUT', `${ORDER}/finishOrder`, {
        cookie,
        body: { order_id: id },
      })
    case 'roomServiceFinished':
      return call<Order>(server.url, 'PUT', `${ORDER}/roomServiceFinished`, {
        cookie,
        body: { order_id: id },
      })
    case 'pay': {
      const reply = await call<{ orders: Order[] }>(server.url, 'PUT', `${OLD_ORDER}/paidOrders/`, {
        cookie,
        body: { ids: [id], user_id: null },
      })
      return { ...reply, body: (reply.status === 200 ? reply.body.orders[0] : reply.body) as Order }
    }
    case 'billToRoom':
      return call<Order>(server.url, 'PUT', `${ORDER}/billToRoom`, {
        body: { order_id: id, password: stay.password, room_number: room.name },
      })
  }
}

async function ok(action: Action, order: Pick<Order, '_id'>, cookie = owner): Promise<Order> {
  const reply = await act(action, order, cookie)
  expect(reply.status, reply.text).toBe(200)
  return reply.body
}

/** A room-service order of room 0 brought to a status through the endpoints. */
async function orderIn(status: OrderStatus): Promise<Order> {
  const order = await stayOrder(server, 0, 'roomservice', {
    payment: status === 'Room' ? 'room' : 'cash',
  })
  switch (status) {
    case 'Pending':
      return order
    case 'Accepted':
      return ok('accept', order)
    case 'Declined':
      return ok('decline', order)
    case 'Finished':
      return ok('finish', order)
    case 'Paid':
      return ok('pay', await ok('finish', order))
    case 'Room':
      return ok('roomServiceFinished', order)
  }
}

describe('legal transitions', () => {
  it('accept: Pending -> Accepted with a new version, recorded by whom', async () => {
    const order = await stayOrder(server)
    const accepted = await ok('accept', order)
    expect(accepted.status).toBe('Accepted')
    expect(accepted.version).toBeGreaterThan(order.version)
    const row = await orderRow(server, order._id)
    expect(row.status).toBe('Accepted')
    expect(row.version).toBe(accepted.version)
    expect(row.updatedBy).toBeTruthy()
  })

  it('decline needs a reason (400, nothing written) and stores it', async () => {
    const order = await stayOrder(server)
    for (const body of [{ order_id: order._id }, { order_id: order._id, reason: '   ' }]) {
      const reply = await call(server.url, 'PUT', `${ORDER}/declineOrder`, { cookie: owner, body })
      expect(reply.status).toBe(400)
      expect(reply.body.field).toBe('reason')
    }
    expect((await orderRow(server, order._id)).version).toBe(order.version)
    const declined = await ok('decline', order)
    expect(declined).toMatchObject({ status: 'Declined', decline_reason: 'Kitchen closed' })
  })

  it('finish from Pending and from Accepted', async () => {
    expect((await ok('finish', await stayOrder(server))).status).toBe('Finished')
    expect((await ok('finish', await ok('accept', await stayOrder(server)))).status).toBe(
      'Finished',
    )
  })

  it('roomServiceFinished: Room when paid on the room bill, else Finished', async () => {
    const cash = await stayOrder(server, 0, 'roomservice', { payment: 'card' })
    expect((await ok('roomServiceFinished', cash)).status).toBe('Finished')
    const room = await ok('accept', await stayOrder(server, 0, 'roomservice', { payment: 'room' }))
    expect((await ok('roomServiceFinished', room)).status).toBe('Room')
  })

  it('roomServiceFinished of a Finished order on the room bill is illegal (it leads to Room)', async () => {
    const order = await ok('finish', await stayOrder(server, 0, 'roomservice', { payment: 'room' }))
    const reply = await act('roomServiceFinished', order)
    expect(reply.status).toBe(409)
    expect((await orderRow(server, order._id)).version).toBe(order.version)
  })

  it('roomServiceFinished only for room-service orders (409 with the row, nothing written)', async () => {
    const order = await tableOrder(server, 'restaurant')
    const reply = await call(server.url, 'PUT', `${ORDER}/roomServiceFinished`, {
      cookie: owner,
      body: { order_id: order._id },
    })
    expect(reply.status).toBe(409)
    expect(reply.body.code).toBe('order.illegal_transition')
    expect(reply.body.current).toMatchObject({
      table: 'orders',
      id: order._id,
      version: order.version,
    })
    const row = await orderRow(server, order._id)
    expect([row.status, row.version]).toEqual(['Pending', order.version])
  })

  it('paidOrders: Finished -> Paid for every id, all or nothing', async () => {
    const a = await ok('finish', await tableOrder(server))
    const b = await ok('finish', await tableOrder(server))
    const paid = await call<{ orders: Order[] }>(server.url, 'PUT', `${OLD_ORDER}/paidOrders/`, {
      cookie: owner,
      body: { ids: [a._id, b._id], user_id: null },
    })
    expect(paid.status).toBe(200)
    expect(paid.body.orders.map((o) => [o._id, o.status])).toEqual([
      [a._id, 'Paid'],
      [b._id, 'Paid'],
    ])

    const finished = await ok('finish', await tableOrder(server))
    const pending = await tableOrder(server)
    const mixed = await call(server.url, 'PUT', `${OLD_ORDER}/paidOrders/`, {
      cookie: owner,
      body: { ids: [finished._id, pending._id], user_id: null },
    })
    expect(mixed.status).toBe(409)
    expect(mixed.body.code).toBe('order.illegal_transition')
    expect(mixed.body.current?.id).toBe(pending._id)
    const row = await orderRow(server, finished._id)
    expect([row.status, row.version]).toEqual(['Finished', finished.version])
  })

  it('billToRoom with the right code: Room, on the room bill of that stay', async () => {
    const order = await ok('finish', await tableOrder(server, 'restaurant'))
    const { stay } = stayRoom(server, 3)
    const billed = await act('billToRoom', order, owner, 3)
    expect(billed.status).toBe(200)
    expect(billed.body).toMatchObject({ status: 'Room', payment: 'room', stay_id: stay._id })
    expect(billed.body.version).toBeGreaterThan(order.version)
  })

  it('billToRoom with a wrong code: 401 "Incorrect code. Try again.", nothing written', async () => {
    const order = await tableOrder(server, 'restaurant')
    const { room, stay } = stayRoom(server, 3)
    const reply = await call(server.url, 'PUT', `${ORDER}/billToRoom`, {
      body: {
        order_id: order._id,
        password: stay.password === '1000' ? '1001' : '1000',
        room_number: room.name,
      },
    })
    expect(reply.status).toBe(401)
    expect(reply.body.message).toBe('Incorrect code. Try again.')
    expect(reply.body.code).toBe('stay.wrong_code')
    const row = await orderRow(server, order._id)
    expect([row.status, row.payment, row.stayId, row.version]).toEqual([
      'Pending',
      'cash',
      null,
      order.version,
    ])
  })

  it('an unknown order is 404', async () => {
    const reply = await call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: owner,
      body: { order_id: 'no-such-order' },
    })
    expect(reply.status).toBe(404)
    expect(reply.body.code).toBe('not_found')
  })
})

describe('two tablets at once', () => {
  it('both accepting the same order: both succeed, one version bump', async () => {
    const order = await tableOrder(server)
    const waiter = await login(server.url, 'waiter')
    const [a, b] = await Promise.all([act('accept', order), act('accept', order, waiter)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.version).toBe(b.body.version)
    const row = await orderRow(server, order._id)
    expect([row.status, row.version]).toEqual(['Accepted', a.body.version])
  })

  it('one accepting while the other declines: one wins, the other gets 409 with the winner’s row', async () => {
    const order = await tableOrder(server)
    const [a, d] = await Promise.all([act('accept', order), act('decline', order)])
    const statuses = [a.status, d.status].sort()
    expect(statuses).toEqual([200, 409])
    const winner = a.status === 200 ? a : d
    const loser = (a.status === 409 ? a : d).body as unknown as ErrorBody
    const row = await orderRow(server, order._id)
    expect(row.status).toBe(winner.body.status)
    expect(loser.current?.version).toBe(row.version)
    expect((loser.current?.row as Order | null)?.status).toBe(row.status)
  })
})

describe('room codes on billToRoom', () => {
  it('wrong codes are throttled like the room-code login (429 after 10 failures)', async () => {
    // billToRoom needs no session: without a limit, 4-digit codes can be tried until one bills
    // the order to some checked-in room.
    const order = await tableOrder(server)
    const codes = new Set(server.demo.rooms.flatMap((r) => (r.stay ? [r.stay.password] : [])))
    const wrong = Array.from({ length: 11 }, (_, i) => String(1000 + i)).map((c) =>
      codes.has(c) ? `${c}x` : c,
    )
    const statuses: number[] = []
    for (const password of wrong) {
      const reply = await call(server.url, 'PUT', `${ORDER}/billToRoom`, {
        body: { order_id: order._id, password, room_number: '120' },
      })
      statuses.push(reply.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401))
    expect(statuses[10]).toBe(429)
  })

  it('the limit is per room the server resolves, whatever room_number the client sends', async () => {
    // A room no other test here bills to, so its count starts at zero.
    const taken = new Set(['120', stayRoom(server, 3).room.name])
    const index = [5, 6, 7].find((i) => !taken.has(stayRoom(server, i).room.name))!
    const { room, stay } = stayRoom(server, index)
    const order = await stayOrder(server, index)
    const wrong = (i: number) => String(1000 + i).replace(stay.password, '0000x')
    const bill = (id: string, password: string, room_number?: string) =>
      call(server.url, 'PUT', `${ORDER}/billToRoom`, {
        body: { order_id: id, password, ...(room_number ? { room_number } : {}) },
      })
    // The stay's own order goes to its room: a different room_number on each try changes nothing.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await bill(order._id, wrong(i), `${900 + i}`)).status)
    // A table order billed to the same room by its number counts for that room too.
    const table = await tableOrder(server)
    for (let i = 6; i < 10; i++) statuses.push((await bill(table._id, wrong(i), room.name)).status)
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 401))
    // The 11th try is refused, even with the right code and yet another room_number.
    const blocked = await bill(order._id, stay.password, 'A-999')
    expect(blocked.status).toBe(429)
    expect(blocked.body.code).toBe('rate_limited')
    expect((await bill(table._id, stay.password, room.name)).status).toBe(429)
    expect((await orderRow(server, order._id)).status).toBe('Pending')
  })
})

const ILLEGAL: Record<Action, OrderStatus[]> = {
  accept: ['Declined', 'Finished', 'Paid', 'Room'],
  decline: ['Accepted', 'Finished', 'Paid', 'Room'],
  finish: ['Declined', 'Paid', 'Room'],
  // (a Room order is on the room bill: room service finished leads to Room, a no-op)
  roomServiceFinished: ['Declined', 'Paid'],
  pay: ['Pending', 'Accepted', 'Declined', 'Room'],
  billToRoom: ['Declined', 'Paid'],
}

const NO_OP: [Action, OrderStatus][] = [
  ['accept', 'Accepted'],
  ['decline', 'Declined'],
  ['finish', 'Finished'],
  ['roomServiceFinished', 'Finished'],
  ['roomServiceFinished', 'Room'],
  ['pay', 'Paid'],
  ['billToRoom', 'Room'],
]

describe('illegal transitions and repeats', () => {
  const inStatus = new Map<OrderStatus, Order>()
  beforeAll(async () => {
    for (const status of ['Pending', 'Accepted', 'Declined', 'Finished', 'Paid', 'Room'] as const) {
      inStatus.set(status, await orderIn(status))
    }
  })

  const cases = Object.entries(ILLEGAL).flatMap(([action, statuses]) =>
    statuses.map((s) => [action as Action, s] as const),
  )
  it.each(cases)(
    '%s on a %s order: 409 with the server row, nothing written',
    async (action, status) => {
      const order = inStatus.get(status)!
      const before = await orderRow(server, order._id)
      const reply = await act(action, order)
      expect(reply.status).toBe(409)
      const body = reply.body as unknown as {
        code: string
        current: { table: string; id: string; version: number; deleted: boolean; row: Order }
      }
      expect(body.code).toBe('order.illegal_transition')
      expect(body.current).toMatchObject({
        table: 'orders',
        id: order._id,
        version: before.version,
        deleted: false,
      })
      expect(body.current.row).toMatchObject({ _id: order._id, status, version: before.version })
      const after = await orderRow(server, order._id)
      expect(after).toEqual(before)
    },
  )

  it.each(NO_OP)(
    '%s again on a %s order is a 200 no-op without a version bump',
    async (action, status) => {
      const order = inStatus.get(status)!
      const before = await orderRow(server, order._id)
      const reply = await act(action, order)
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({ _id: order._id, status, version: before.version })
      expect(await orderRow(server, order._id)).toEqual(before)
    },
  )
})
