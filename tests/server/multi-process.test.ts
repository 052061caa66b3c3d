import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'
import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { Change, Order } from '../../sync/protocol/index.ts'
import { migrate, openDatabase, type Database } from '../../server/db/client.ts'
import { seedDemoIfEmpty } from '../../server/seed.ts'
import { pgUrl } from '../helpers/database.ts'
import { TEST_SECRET, startTestServer, type TestServer } from '../helpers/server.ts'
import { ORDER, call, login } from '../helpers/http.ts'
import { tableOrder } from '../helpers/orders.ts'
import { connectSocket, initStaff, type TestSocket } from '../helpers/socket.ts'

const about = (id: string) => (change: Change) => change.id === id

async function accept(base: string, cookie: string, order: Order): Promise<Order> {
  const reply = await call<Order>(base, 'PUT', `${ORDER}/acceptOrder`, {
    cookie,
    body: { order_id: order._id },
  })
  expect(reply.status, reply.text).toBe(200)
  return reply.body
}

async function staffSocket(base: string, cookie: string): Promise<TestSocket> {
  const socket = await connectSocket(base, cookie)
  const ack = await initStaff(socket)
  expect(ack.ok, ack.error).toBe(true)
  return socket
}

describe.skipIf(!pgUrl())('two servers on one PostgreSQL schema (in-process)', () => {
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    a = await startTestServer()
    b = await startTestServer({ database: a.database })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('an order accepted through server A reaches a staff socket on server B', async () => {
    const onB = await staffSocket(b.url, await login(b.url, 'waiter'))
    try {
      const order = await tableOrder(a, 'restaurant')
      await onB.next<Change>('orderCreated', about(order._id))
      const accepted = await accept(a.url, await login(a.url, 'owner'), order)
      const event = await onB.next<Change>('orderAccepted', about(order._id))
      expect(event.version).toBe(accepted.version)
      expect((event.row as Order).status).toBe('Accepted')
    } finally {
      onB.close()
    }
  })

  it('a session started on A works on B (shared secret and sessions)', async () => {
    const cookie = await login(a.url, 'owner')
    const order = await tableOrder(b, 'pool')
    const accepted = await accept(b.url, cookie, order)
    expect(accepted.status).toBe('Accepted')
  })
})

/** A free loopback port (the child prints no port when given 0, so it gets a fixed one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(
  base: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server process exited (${child.exitCode}):\n${output()}`)
    try {
      const res = await fetch(`${base}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server process did not start:\n${output()}`)
}

/**
 * A genuinely separate OS process (`server/main.ts`). server/db/client.ts always sets the
 * connection's search_path to its schema option (public for main.ts) and keeps its migration
 * journal in that schema, so a schema cannot be chosen through DATABASE_URL; the process gets
 * a database of its own instead.
 */
describe.skipIf(!pgUrl())('a second server process on the same PostgreSQL database', () => {
  const dbName = `gsp_proc_${randomBytes(5).toString('hex')}`
  let admin: pg.Client
  let database: Database
  let a: TestServer
  let child: ChildProcess
  let childUrl: string
  let log = ''
  let dataDir = ''

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsp-proc-'))
    admin = new pg.Client({ connectionString: pgUrl() })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${dbName}"`)
    const url = new URL(pgUrl()!)
    url.pathname = `/${dbName}`
    database = await openDatabase({ url: url.toString() })
    await migrate(database)
    await seedDemoIfEmpty(database.db)
    a = await startTestServer({ database })
    const port = await freePort()
    childUrl = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        SEED_DEMO: 'false',
        JWT_SECRET: TEST_SECRET,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        STATIC_DIR: '/nonexistent',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    await waitForHealth(childUrl, child, () => log)
  }, 90_000)

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await a?.close()
    await database?.close()
    await admin?.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
    await admin?.end()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }, 30_000)

  it('serves the same hotel', async () => {
    const health = await call(childUrl, 'GET', '/api/health')
    expect(health.body).toEqual({ ok: true, database: 'postgres' })
    expect(log).toContain('Hotel Aurora')
  })

  it('events cross processes both ways through the PostgreSQL adapter', async () => {
    const onChild = await staffSocket(childUrl, await login(childUrl, 'waiter'))
    const onA = await staffSocket(a.url, await login(a.url, 'waiter'))
    try {
      const first = await tableOrder(a, 'restaurant')
      await onChild.next<Change>('orderCreated', about(first._id))
      const acceptedOnA = await accept(a.url, await login(a.url, 'owner'), first)
      const seenByChild = await onChild.next<Change>('orderAccepted', about(first._id))
      expect(seenByChild.version).toBe(acceptedOnA.version)

      const second = await tableOrder(a, 'pool')
      const acceptedOnChild = await accept(childUrl, await login(childUrl, 'owner'), second)
      const seenByA = await onA.next<Change>('orderAccepted', about(second._id))
      expect(seenByA.version).toBe(acceptedOnChild.version)
      expect((seenByA.row as Order).status).toBe('Accepted')
    } finally {
      onChild.close()
      onA.close()
    }
  }, 30_000)

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    )
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
