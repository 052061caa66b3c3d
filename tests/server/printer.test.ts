import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../sync/protocol/index.ts'
import {
  createPrinter,
  printRequest,
  ticketText,
  type PrintRequest,
} from '../../server/integrations/printer.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ORDER, call, login } from '../helpers/http.ts'
import { stayBody, stayRoom, tableBody, tableOf, tableOrder } from '../helpers/orders.ts'

/** A tiny fake of the hotel's print endpoint: records every ticket; may fail or hold its answer. */
interface FakePrinter {
  url: string
  received: PrintRequest[]
  mode: 'ok' | 'fail' | 'hold'
  /** Answers every held request. */
  release(): void
  /** Resolves with the next ticket for this order (already received or coming). */
  ticket(orderId: string, timeoutMs?: number): Promise<PrintRequest>
  close(): Promise<void>
}

async function fakePrinter(): Promise<FakePrinter> {
  const held: http.ServerResponse[] = []
  const waiters = new Set<() => void>()
  const fake: FakePrinter = {
    url: '',
    received: [],
    mode: 'ok',
    release() {
      for (const res of held.splice(0)) res.writeHead(200).end()
    },
    ticket(orderId, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = fake.received.find((r) => r.order_id === orderId)
          if (!hit) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(hit)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no ticket for ${orderId} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        fake.release()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      expect(req.method).toBe('POST')
      expect(req.headers['content-type']).toBe('application/json')
      fake.received.push(JSON.parse(body) as PrintRequest)
      for (const wake of [...waiters]) wake()
      if (fake.mode === 'hold') held.push(res)
      else res.writeHead(fake.mode === 'ok' ? 200 : 500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/print`
  return fake
}

/** A URL where nothing listens (a port that was just free). */
async function deadUrl(): Promise<string> {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return `http://127.0.0.1:${port}/print`
}

function logSpy() {
  const warnings: { obj: unknown; msg: string }[] = []
  return {
    warnings,
    log: { warn: (obj: unknown, msg?: string) => warnings.push({ obj, msg: msg ?? '' }) },
  }
}

const name = (en: string) => ({ en })
const ORDER_FIXTURE: Order = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  business_id: 'b',
  service_id: 's',
  status: 'Pending',
  time: '2026-11-21T18:05:00.000Z',
  table_id: null,
  stay_id: 'stay-1',
  room_number: '204',
  reservation_id: null,
  base_order_id: null,
  user_id: 'stay-1',
  note: ' no onions ',
  source: null,
  origin: 'Room',
  content: [
    {
      article_id: 'x',
      name: { en: 'Burger', srb: 'Pljeskavica' },
      price: 12,
      count: 2,
      modifiers: [
        { name: name('Doneness'), answers: [{ name: name('Medium'), price: 0 }] },
        {
          name: name('Extras'),
          answers: [
            { name: name('Cheese'), price: 1 },
            { name: name('Bacon'), price: 2 },
          ],
        },
      ],
      operatingPrice: false,
      category_id: null,
    },
    {
      article_id: null,
      name: name('Room service fee'),
      price: 2,
      count: 1,
      modifiers: [],
      operatingPrice: true,
      category_id: null,
    },
    {
      article_id: 'y',
      name: name('Water'),
      price: 2,
      count: 1,
      modifiers: [],
      operatingPrice: false,
      category_id: null,
    },
  ],
  payment: 'room',
  decline_reason: null,
  updated_at: '2026-11-21T18:05:00.000Z',
  version: 1,
}

describe('the ticket', () => {
  it("is plain text: place, the hotel's time, lines with counts and modifiers, note, payment", () => {
    const text = ticketText(ORDER_FIXTURE, {
      serviceName: 'Room service',
      tableName: null,
      zone: 'Europe/Belgrade',
    })
    expect(text).toBe(
      [
        'Room service - Room 204',
        '2026-11-21 19:05',
        'Order a1b2c3d4',
        '',
        '2 x Burger',
        '    Doneness: Medium',
        '    Extras: Cheese, Bacon',
        '1 x Water',
        '',
        'Note: no onions',
        '',
        'Payment: room',
      ].join('\n'),
    )
  })

  it('table orders name the table and send `table`; stay orders send `room_number`', () => {
    const table = { ...ORDER_FIXTURE, room_number: null, stay_id: null, table_id: 't', note: '' }
    const request = printRequest(table, { serviceName: 'Restaurant', tableName: 'T4' })
    expect(request).toMatchObject({ order_id: table._id, service: 'Restaurant', table: 'T4' })
    expect(request).not.toHaveProperty('room_number')
    expect(request.text.split('\n')[0]).toBe('Restaurant - Table T4')
    expect(request.text).not.toContain('Note:')
    const stay = printRequest(ORDER_FIXTURE, { serviceName: 'Room service', tableName: null })
    expect(stay).toMatchObject({ room_number: '204' })
    expect(stay).not.toHaveProperty('table')
  })
})

describe('the printer adapter', () => {
  const place = { serviceName: 'Room service', tableName: null }

  it('without PRINT_URL nothing is sent', () => {
    expect(createPrinter(undefined, logSpy().log).newOrder(ORDER_FIXTURE, place)).toBeNull()
  })

  it('sends the ticket and reports the printer’s 2xx', async () => {
    const fake = await fakePrinter()
    try {
      const spy = logSpy()
      await expect(createPrinter(fake.url, spy.log).newOrder(ORDER_FIXTURE, place)).resolves.toBe(
        true,
      )
      expect(fake.received).toEqual([printRequest(ORDER_FIXTURE, place)])
      expect(spy.warnings).toEqual([])
    } finally {
      await fake.close()
    }
  })

  it('a refusing printer is only logged', async () => {
    const fake = await fakePrinter()
    fake.mode = 'fail'
    try {
      const spy = logSpy()
      await expect(createPrinter(fake.url, spy.log).newOrder(ORDER_FIXTURE, place)).resolves.toBe(
        false,
      )
      expect(spy.warnings).toEqual([
        {
          obj: { order_id: ORDER_FIXTURE._id, status: 500 },
          msg: 'print endpoint refused the order',
        },
      ])
    } finally {
      await fake.close()
    }
  })

  it('a dead printer is only logged', async () => {
    const spy = logSpy()
    await expect(
      createPrinter(await deadUrl(), spy.log).newOrder(ORDER_FIXTURE, place),
    ).resolves.toBe(false)
    expect(spy.warnings.map((w) => w.msg)).toEqual(['print endpoint unreachable'])
  })

  it('a printer that never answers is given up after the timeout', async () => {
    const fake = await fakePrinter()
    fake.mode = 'hold'
    try {
      const spy = logSpy()
      const started = Date.now()
      await expect(
        createPrinter(fake.url, spy.log, 200).newOrder(ORDER_FIXTURE, place),
      ).resolves.toBe(false)
      expect(Date.now() - started).toBeLessThan(2000)
      expect(spy.warnings.map((w) => w.msg)).toEqual(['print endpoint unreachable'])
    } finally {
      await fake.close()
    }
  })
})

describe('new orders reach the print endpoint (PRINT_URL)', () => {
  let fake: FakePrinter
  let server: TestServer
  let owner: string
  beforeAll(async () => {
    fake = await fakePrinter()
    server = await startTestServer({ env: { PRINT_URL: fake.url } })
    owner = await login(server.url, 'owner')
  })
  afterAll(async () => {
    await server.close()
    await fake.close()
  })

  it('a guest’s table order is printed with its table', async () => {
    fake.mode = 'ok'
    const order = await tableOrder(server, 'restaurant', { note: 'window seat' })
    const ticket = await fake.ticket(order._id)
    expect(ticket).toMatchObject({
      order_id: order._id,
      service: server.demo.services.restaurant.name,
      table: tableOf(server, 'restaurant').name,
    })
    expect(ticket.text).toContain(`Table ${tableOf(server, 'restaurant').name}`)
    expect(ticket.text).toContain(`1 x ${order.content[0]!.name.en}`)
    expect(ticket.text).toContain('Note: window seat')
  })

  it('an order taken by staff (createAcceptedOrder) is printed with its room', async () => {
    fake.mode = 'ok'
    const reply = await call<Order>(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
      cookie: owner,
      body: stayBody(server, 3, 'roomservice'),
    })
    expect(reply.status).toBe(200)
    const ticket = await fake.ticket(reply.body._id)
    expect(ticket).toMatchObject({
      service: server.demo.services.roomservice.name,
      room_number: stayRoom(server, 3).room.name,
    })
  })

  it('the order reply does not wait for a printer that has not answered', async () => {
    fake.mode = 'hold'
    const reply = await call<Order>(server.url, 'POST', `${ORDER}/createOrder`, {
      body: tableBody(server, 'pool'),
    })
    expect(reply.status).toBe(200)
    // the printer has the ticket but has not answered yet, and the order is already stored
    await fake.ticket(reply.body._id)
    const listed = await call<Order[]>(
      server.url,
      'GET',
      `${ORDER}/getPendingOrder/${server.demo.businessId}`,
      { cookie: owner },
    )
    expect(listed.body.some((o) => o._id === reply.body._id)).toBe(true)
    fake.release()
  })

  it('a refusing printer does not fail the order', async () => {
    fake.mode = 'fail'
    const order = await tableOrder(server, 'restaurant')
    await fake.ticket(order._id)
    expect(order.status).toBe('Pending')
  })
})

describe('a dead print endpoint', () => {
  it('does not fail orders', async () => {
    const server = await startTestServer({ env: { PRINT_URL: await deadUrl() } })
    try {
      for (let i = 0; i < 3; i++) {
        const reply = await call<Order>(server.url, 'POST', `${ORDER}/createOrder`, {
          body: tableBody(server, 'restaurant'),
        })
        expect(reply.status).toBe(200)
        expect(reply.body.status).toBe('Pending')
      }
    } finally {
      await server.close()
    }
  })
})
