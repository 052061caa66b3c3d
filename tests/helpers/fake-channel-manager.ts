import http from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A small fake of a channel manager (OTASync) speaking the wire format of docs/api.md "Channel
 * manager": GET {base}/rooms and GET {base}/bookings, bearer key, paged bookings. Tests set its
 * rooms, bookings and mode and read the requests it received.
 */

export interface FakeRoom {
  id: string | number
  name: string
  type?: string | null
}

export interface FakeBooking {
  id: string | number
  room_id?: string | number | null
  room_name?: string | null
  checkin: string
  checkout: string
  guest_name?: string | null
  status: string
}

/** ok: answers; fail: 500; hang: never answers; garbage: 200, a body that does not fit; text: not JSON. */
export type FakeMode = 'ok' | 'fail' | 'hang' | 'garbage' | 'text'

export interface FakeRequest {
  path: string
  query: Record<string, string>
  authorization: string | undefined
}

export interface FakeChannelManager {
  /** The base URL to configure (OTASYNC_URL …), with a path prefix. */
  url: string
  key: string
  rooms: FakeRoom[]
  bookings: FakeBooking[]
  mode: FakeMode
  /** Bookings per page (the rest follows through `next`). */
  pageSize: number
  requests: FakeRequest[]
  close(): Promise<void>
}

const PREFIX = '/v1'

/** Listens on `port` of 127.0.0.1 (0: any free port). */
export async function startFakeChannelManager(
  key = 'test-key',
  port = 0,
): Promise<FakeChannelManager> {
  const hanging = new Set<http.ServerResponse>()
  const fake: FakeChannelManager = {
    url: '',
    key,
    rooms: [],
    bookings: [],
    mode: 'ok',
    pageSize: 1000,
    requests: [],
    close: () => Promise.resolve(),
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const query = Object.fromEntries(url.searchParams)
    fake.requests.push({ path: url.pathname, query, authorization: req.headers.authorization })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== `Bearer ${fake.key}`) return send(401, { error: 'key' })
    if (fake.mode === 'hang') {
      hanging.add(res)
      return undefined
    }
    if (fake.mode === 'fail') return send(500, { error: 'boom' })
    if (fake.mode === 'text') {
      res.writeHead(200, { 'content-type': 'text/html' })
      return res.end('<html>maintenance</html>')
    }
    if (fake.mode === 'garbage') return send(200, { bookings: [{ id: 1 }], rooms: 'none' })
    if (url.pathname === `${PREFIX}/rooms`) return send(200, { rooms: fake.rooms })
    if (url.pathname === `${PREFIX}/bookings`) {
      const at = Number(query.cursor ?? '0')
      const page = fake.bookings.slice(at, at + fake.pageSize)
      const next = at + fake.pageSize < fake.bookings.length ? String(at + fake.pageSize) : null
      return send(200, { bookings: page, next })
    }
    return send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREFIX}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}
