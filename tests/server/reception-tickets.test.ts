import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import {
  PULL_PATH,
  PUSH_PATH,
  STAY_BASE,
  TICKET_BASE,
  type Change,
  type PullPage,
  type PushReply,
  type Ticket,
} from '../../sync/protocol/index.ts'
import type { TestServer } from '../helpers/server.ts'
import { login } from '../helpers/http.ts'
import type { OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'
import { errorOf, withReceptionHotel, type Desk, type Who } from '../helpers/reception.ts'

let server: TestServer
let other: OtherBusiness
let desk: Desk

withReceptionHotel((hotel) => ({ server, other, desk } = hotel))

async function ticketRow(id: string) {
  const [row] = await server.ctx.db.select().from(t.tickets).where(eq(t.tickets.id, id))
  return row
}

async function newTicket(roomId: string, who: Who = 'reception', extra = {}) {
  const reply = await desk.as(who, 'POST', `${TICKET_BASE}/createTicket`, {
    _id: randomUUID(),
    room_id: roomId,
    description: 'Shower drips',
    tasks: [{ _id: randomUUID(), text: 'Replace the washer' }],
    ...extra,
  })
  expect(reply.status, reply.text).toBe(200)
  return reply.body as Ticket
}

const list = async (who: Who = 'reception') =>
  (await desk.as(who, 'GET', `${TICKET_BASE}/getTicketsByBusinessID/${server.demo.businessId}`))
    .body as Ticket[]

describe('createTicket, getTicketsByBusinessID, getTicketByID', () => {
  it('creates an open ticket with its tasks; lists and reads it', async () => {
    const room = await desk.newRoom()
    const id = randomUUID()
    const taskId = randomUUID()
    const reply = await desk.as('reception', 'POST', `${TICKET_BASE}/createTicket`, {
      _id: id,
      room_id: room._id,
      description: ' Window does not close ',
      out_of_service: true,
      tasks: [{ _id: taskId, text: 'Call the glazier' }],
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      _id: id,
      room_id: room._id,
      room_name: room.name,
      description: 'Window does not close',
      status: 'open',
      out_of_service: true,
      tasks: [{ _id: taskId, text: 'Call the glazier', done: false }],
      closed_at: null,
    })
    expect((await list()).map((x) => x._id)).toContain(id)
    const one = await desk.as('reception', 'GET', `${TICKET_BASE}/getTicketByID/${id}`)
    expect(one.body).toMatchObject({ _id: id, status: 'open' })
    // An out-of-service ticket shows on the room.
    const state = await desk.as('reception', 'GET', `${STAY_BASE}/getCurrentState/${room._id}`)
    expect(state.body).toMatchObject({ state: 'out_of_service', tickets: [{ _id: id }] })
    const twice = await desk.as('reception', 'POST', `${TICKET_BASE}/createTicket`, {
      _id: id,
      room_id: room._id,
      description: 'again',
    })
    expect([twice.status, errorOf(twice).field]).toEqual([409, '_id'])
  })

  it('bad input is a 400 naming the field; nothing is written', async () => {
    const room = await desk.newRoom()
    const cases: [Record<string, unknown>, string][] = [
      [{ description: '  ' }, 'description'],
      [{ description: undefined }, 'description'],
      [{ room_id: undefined }, 'room_id'],
      [{ tasks: [{ text: '' }] }, 'tasks.0.text'],
      [{ tasks: 'fix it' }, 'tasks'],
      [{ out_of_service: 'yes' }, 'out_of_service'],
    ]
    for (const [overrides, field] of cases) {
      const id = randomUUID()
      const reply = await desk.as('reception', 'POST', `${TICKET_BASE}/createTicket`, {
        _id: id,
        room_id: room._id,
        description: 'Lamp',
        ...overrides,
      })
      expect([reply.status, errorOf(reply).field], field).toEqual([400, field])
      expect(await ticketRow(id)).toBeUndefined()
    }
  })

  it('reception and amenities handle tickets; others 403; another business 404', async () => {
    const room = await desk.newRoom()
    const body = { _id: randomUUID(), room_id: room._id, description: 'Lamp' }
    for (const who of ['waiter', 'kitchen'] as const) {
      expect((await desk.as(who, 'POST', `${TICKET_BASE}/createTicket`, body)).status).toBe(403)
      const read = await desk.as(
        who,
        'GET',
        `${TICKET_BASE}/getTicketsByBusinessID/${server.demo.businessId}`,
      )
      expect(read.status).toBe(403)
    }
    expect(await ticketRow(body._id)).toBeUndefined()
    const foreign = await desk.as('owner', 'POST', `${TICKET_BASE}/createTicket`, {
      ...body,
      room_id: other.roomId,
    })
    expect(foreign.status).toBe(404)
    const theirs = await desk.as(
      'owner',
      'GET',
      `${TICKET_BASE}/getTicketsByBusinessID/${other.businessId}`,
    )
    expect(theirs.status).toBe(404)
    const mine = await newTicket(room._id, 'manager')
    const waiterRead = await desk.as('waiter', 'GET', `${TICKET_BASE}/getTicketByID/${mine._id}`)
    expect(waiterRead.status).toBe(403)
  })
})

describe('addTaskToTicket, closeTicketByID', () => {
  it('adds tasks to an open ticket; closing hides it from the list; closed refuses tasks', async () => {
    const room = await desk.newRoom()
    const ticket = await newTicket(room._id)
    const taskId = randomUUID()
    const added = await desk.as('reception', 'PUT', `${TICKET_BASE}/addTaskToTicket`, {
      ticket_id: ticket._id,
      _id: taskId,
      text: 'Buy a new tap',
    })
    expect(added.status).toBe(200)
    expect((added.body as Ticket).tasks.map((x) => x.text)).toEqual([
      'Replace the washer',
      'Buy a new tap',
    ])
    const same = await desk.as('reception', 'PUT', `${TICKET_BASE}/addTaskToTicket`, {
      ticket_id: ticket._id,
      _id: taskId,
      text: 'Again',
    })
    expect([same.status, errorOf(same).field]).toEqual([409, '_id'])
    const empty = await desk.as('reception', 'PUT', `${TICKET_BASE}/addTaskToTicket`, {
      ticket_id: ticket._id,
      text: ' ',
    })
    expect([empty.status, errorOf(empty).field]).toEqual([400, 'text'])
    const waiter = await desk.as('waiter', 'PUT', `${TICKET_BASE}/addTaskToTicket`, {
      ticket_id: ticket._id,
      text: 'x',
    })
    expect(waiter.status).toBe(403)

    const closed = await desk.as('reception', 'PUT', `${TICKET_BASE}/closeTicketByID/${ticket._id}`)
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ _id: ticket._id, status: 'closed' })
    expect((closed.body as Ticket).closed_at).not.toBeNull()
    expect((await list()).map((x) => x._id)).not.toContain(ticket._id)
    const read = await desk.as('reception', 'GET', `${TICKET_BASE}/getTicketByID/${ticket._id}`)
    expect(read.body).toMatchObject({ status: 'closed' })
    const twice = await desk.as('owner', 'PUT', `${TICKET_BASE}/closeTicketByID/${ticket._id}`)
    expect((twice.body as Ticket).version).toBe((closed.body as Ticket).version)
    const late = await desk.as('reception', 'PUT', `${TICKET_BASE}/addTaskToTicket`, {
      ticket_id: ticket._id,
      text: 'Too late',
    })
    expect([late.status, errorOf(late).code, errorOf(late).current?.id]).toEqual([
      409,
      'ticket.closed',
      ticket._id,
    ])
    expect(
      (await desk.as('waiter', 'PUT', `${TICKET_BASE}/closeTicketByID/${ticket._id}`)).status,
    ).toBe(403)
  })

  it('setTaskDone ticks a task done and back; bad input 400; unknown task 404; closed 409', async () => {
    const room = await desk.newRoom()
    const ticket = await newTicket(room._id)
    const taskId = ticket.tasks[0]!._id
    const set = (body: Record<string, unknown>, who: Who = 'reception') =>
      desk.as(who, 'PUT', `${TICKET_BASE}/setTaskDone`, {
        ticket_id: ticket._id,
        task_id: taskId,
        done: true,
        ...body,
      })
    const done = await set({})
    expect(done.status, done.text).toBe(200)
    expect((done.body as Ticket).tasks).toMatchObject([{ _id: taskId, done: true }])
    const same = await set({})
    expect((same.body as Ticket).version).toBe((done.body as Ticket).version)
    const undone = await set({ done: false }, 'owner')
    expect((undone.body as Ticket).tasks[0]?.done).toBe(false)
    expect((undone.body as Ticket).version).toBeGreaterThan((done.body as Ticket).version)
    for (const [overrides, field] of [
      [{ done: 'yes' }, 'done'],
      [{ task_id: undefined }, 'task_id'],
      [{ ticket_id: undefined }, 'ticket_id'],
    ] as const) {
      const bad = await set(overrides)
      expect([bad.status, errorOf(bad).field], field).toEqual([400, field])
    }
    expect((await ticketRow(ticket._id))?.tasks[0]?.done).toBe(false)
    expect((await set({ task_id: randomUUID() })).status).toBe(404)
    expect((await set({}, 'waiter')).status).toBe(403)
    await desk.as('reception', 'PUT', `${TICKET_BASE}/closeTicketByID/${ticket._id}`)
    const late = await set({})
    expect([late.status, errorOf(late).code]).toEqual([409, 'ticket.closed'])
    expect((await ticketRow(ticket._id))?.tasks[0]?.done).toBe(false)
  })

  it('another business’s ticket is unknown', async () => {
    const id = randomUUID()
    await server.ctx.db.insert(t.tickets).values({
      id,
      businessId: other.businessId,
      version: 1,
      roomId: other.roomId,
      description: 'Theirs',
    })
    const paths = [
      ['GET', `${TICKET_BASE}/getTicketByID/${id}`],
      ['PUT', `${TICKET_BASE}/closeTicketByID/${id}`],
    ] as const
    for (const [method, path] of paths) {
      expect((await desk.as('owner', method, path)).status, path).toBe(404)
    }
    const task = await desk.as('owner', 'PUT', `${TICKET_BASE}/addTaskToTicket`, {
      ticket_id: id,
      text: 'x',
    })
    expect(task.status).toBe(404)
    const tick = await desk.as('owner', 'PUT', `${TICKET_BASE}/setTaskDone`, {
      ticket_id: id,
      task_id: 'x',
      done: true,
    })
    expect(tick.status).toBe(404)
    expect((await ticketRow(id))?.status).toBe('open')
  })
})

describe('tickets sync', () => {
  it('pulled and heard by reception and amenities staff, not by waiters', async () => {
    const waiterCookie = await login(server.url, 'waiter')
    const receptionSocket = await connectSocket(server.url, await login(server.url, 'reception'))
    const waiterSocket = await connectSocket(server.url, waiterCookie)
    try {
      await initStaff(receptionSocket)
      await initStaff(waiterSocket)
      const room = await desk.newRoom()
      const ticket = await newTicket(room._id)
      const heard = await receptionSocket.next<Change>('change', (c) => c.id === ticket._id)
      expect(heard).toMatchObject({ table: 'tickets', row: { description: 'Shower drips' } })
      const pull = (who: Who) => desk.as(who, 'GET', `${PULL_PATH}?cursor=0&limit=2000`)
      const tables = (page: unknown) =>
        (page as PullPage).changes.filter((c) => c.table === 'tickets').map((c) => c.id)
      expect(tables((await pull('reception')).body)).toContain(ticket._id)
      expect(tables((await pull('waiter')).body)).toEqual([])
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(waiterSocket.received.some((e) => (e.payload as Change)?.id === ticket._id)).toBe(
        false,
      )
    } finally {
      receptionSocket.close()
      waiterSocket.close()
    }
  })

  it('push: create, add a task, tick it and close sent twice act once', async () => {
    const room = await desk.newRoom()
    const id = randomUUID()
    const taskId = randomUUID()
    const actions = [
      {
        id: randomUUID(),
        type: 'ticket.create',
        payload: { _id: id, room_id: room._id, description: 'Door' },
      },
      {
        id: randomUUID(),
        type: 'ticket.addTask',
        payload: { ticket_id: id, _id: taskId, text: 'Oil the hinge' },
      },
      {
        id: randomUUID(),
        type: 'ticket.setTaskDone',
        payload: { ticket_id: id, task_id: taskId, done: true },
      },
      { id: randomUUID(), type: 'ticket.close', payload: { ticket_id: id } },
    ]
    const first = await desk.as('reception', 'POST', PUSH_PATH, { actions })
    expect((first.body as PushReply).results.map((r) => r.status)).toEqual([200, 200, 200, 200])
    const row = await ticketRow(id)
    expect(row).toMatchObject({ status: 'closed' })
    expect(row?.tasks).toMatchObject([{ _id: taskId, done: true }])
    const again = await desk.as('reception', 'POST', PUSH_PATH, { actions })
    expect((again.body as PushReply).results.map((r) => r.replayed)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(await ticketRow(id)).toEqual(row)
  })
})
