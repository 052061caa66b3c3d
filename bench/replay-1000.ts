/**
 * Budget `replay-1000` (DESIGN.md section 5): 1,000 staff actions queued offline are replayed
 * after reconnect in ≤ 10 s, with no duplicate and none lost.
 *
 * The real server runs in-process on a fresh PGlite; one simulated tablet (the real sync engine,
 * fake-indexeddb, a cookie jar and a cuttable TCP link, as in tests/sync) signs in as the waiter,
 * pulls 1,000 pending orders, queues an accept for each while its link is cut, and reconnects.
 * Measured: from reconnect until the outbox is empty. Checked: 1,000 orders Accepted on the server
 * (none lost), exactly 1,000 versions taken meanwhile (nothing done twice), no failed action.
 * The note splits off the time spent waiting for push answers (server work and loopback).
 *
 *   npx tsx bench/replay-1000.ts          (BENCH_NO_SOCKET=1: without the tablet's live socket)
 */
import 'fake-indexeddb/auto'
import { pathToFileURL } from 'node:url'
import { and, eq, sql } from 'drizzle-orm'
import { createLocalDb, createSyncEngine, socketIoFactory } from '../sync/index.ts'
import { PUSH_PATH } from '../sync/protocol/index.ts'
import { buildApp } from '../server/app.ts'
import { parseEnv } from '../server/env.ts'
import { migrate, openDatabase } from '../server/db/client.ts'
import { orders } from '../server/db/schema.ts'
import { describeDemo, seedDemoIfEmpty } from '../server/seed.ts'
import { DEMO_PASSWORD } from '../server/seed-data.ts'
import type { businessWrite } from '../server/domain/versioning.ts'
import { createCookieFetch } from '../tests/sync/helpers/cookie-fetch.ts'
import { portOf, startLinkProxy } from '../tests/sync/helpers/proxy.ts'
import { insertPendingOrdersInto } from '../tests/sync/helpers/hotel.ts'

const COUNT = 1000
const LIMIT_S = 10

async function lastVersion(db: Parameters<typeof businessWrite>[0]): Promise<number> {
  const result: unknown = await db.execute(sql`select last_value as v from sync_version`)
  return Number((result as { rows: { v: string | number }[] }).rows[0]!.v)
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** Runs the scenario once and returns the replay time in seconds. */
export async function measureReplay1000(): Promise<{ seconds: number; note: string }> {
  const database = await openDatabase({})
  await migrate(database)
  await seedDemoIfEmpty(database.db)
  const demo = await describeDemo(database.db)
  if (!demo) throw new Error('no demo hotel')
  const env = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: '/tmp/gsp-bench-data',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    NODE_ENV: 'test',
  })
  const built = await buildApp(env, database, 'bench-secret-bench-secret-bench-secret-0123')
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  const address = built.app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const link = await startLinkProxy(portOf(url))
  // Time spent waiting for push answers (server and loopback), to tell server from client time.
  const waited = { ms: 0 }
  const timedFetch: typeof fetch = async (input, init) => {
    const start = performance.now()
    try {
      return await fetch(input, init)
    } finally {
      if (String(input instanceof Request ? input.url : input).endsWith(PUSH_PATH)) {
        waited.ms += performance.now() - start
      }
    }
  }
  const net = createCookieFetch(timedFetch)
  const db = createLocalDb(`gsp-bench-${process.pid}-${Date.now()}`)
  const engine = createSyncEngine({
    baseUrl: link.url,
    fetch: net.fetch,
    db,
    locks: null,
    random: Math.random,
    timeoutMs: 30_000,
    socket: process.env.BENCH_NO_SOCKET
      ? null
      : socketIoFactory({
          url: link.url,
          withCredentials: false,
          headers: () => ({ cookie: net.cookieHeader() }),
          transports: ['websocket'],
        }),
  })
  try {
    const ids = await insertPendingOrdersInto(database.db, demo, COUNT)
    const login = await engine.login({ username: 'waiter', password: DEMO_PASSWORD })
    if (login.kind !== 'ok') throw new Error(`login: ${login.kind}`)
    await engine.start()
    await engine.pullNow()
    if ((await db.orders.where('status').equals('Pending').count()) < COUNT) {
      throw new Error('the tablet did not pull the orders')
    }

    link.setUp(false)
    for (const id of ids) await engine.enqueue('order.accept', { order_id: id })
    await until(async () => (await db.outbox.count()) === COUNT, 60_000, 'the queue')
    await until(() => engine.status.getSnapshot().phase !== 'replaying', 60_000, 'replay at rest')
    const before = await lastVersion(database.db)
    waited.ms = 0
    const requestsBefore = net.sent.length

    // Reconnect: the link comes back and the page hears `online` (a pull, then the replay).
    const started = performance.now()
    link.setUp(true)
    void engine.pullNow()
    await until(async () => (await db.outbox.count()) === 0, 120_000, 'the outbox to empty')
    const seconds = (performance.now() - started) / 1000

    const [accepted] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.businessId, demo.businessId), eq(orders.status, 'Accepted')))
    const versions = (await lastVersion(database.db)) - before
    const failed = engine.status.getSnapshot().failed
    const requests = net.sent.slice(requestsBefore).filter((r) => r.method !== 'GET').length
    if (accepted?.n !== COUNT) throw new Error(`${accepted?.n} orders Accepted, want ${COUNT}`)
    if (versions !== COUNT) throw new Error(`${versions} writes on the server, want ${COUNT}`)
    if (failed !== 0) throw new Error(`${failed} actions failed`)
    const server = (waited.ms / 1000).toFixed(2)
    const note = `${COUNT} accepts in ${requests} requests (server ${server} s), ${versions} server writes, 0 failed; PGlite, fake-indexeddb`
    return { seconds, note }
  } finally {
    await engine.stop()
    db.close()
    await db.delete()
    await link.close()
    await built.close()
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { seconds, note } = await measureReplay1000()
  console.info(`replay-1000 ${seconds.toFixed(2)}${seconds > LIMIT_S ? ' (OVER budget)' : ''}`)
  console.info(JSON.stringify({ id: 'replay-1000', value: Number(seconds.toFixed(3)), note }))
  process.exit(0)
}
