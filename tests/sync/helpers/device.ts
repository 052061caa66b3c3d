import 'fake-indexeddb/auto'
import { expect } from 'vitest'
import {
  createLocalDb,
  createSyncEngine,
  socketIoFactory,
  type LocalDb,
  type SyncEngine,
  type SyncNotification,
} from '../../../sync/index.ts'
import { DEMO_PASSWORD } from '../../../server/seed-data.ts'
import type { TestServer } from '../../helpers/server.ts'
import { createCookieFetch, type CookieFetch } from './cookie-fetch.ts'
import { portOf, startLinkProxy, type LinkProxy } from './proxy.ts'

/**
 * One simulated staff tablet: its own IndexedDB database, its own cookie jar and its own network
 * link (a proxy it can lose), running the real engine against the real server.
 */
export interface Device {
  db: LocalDb
  net: CookieFetch
  link: LinkProxy
  engine: SyncEngine
  notifications: SyncNotification[]
  /** Another engine on the same database and cookies: the page after a reload. */
  reload(): Device
  close(): Promise<void>
}

let counter = 0

export interface DeviceOptions {
  /** Open the live socket (default true). */
  socket?: boolean
  /** Reuse a database name (a reload of the same tablet). */
  dbName?: string
  /** The engine's `networkAfter` (the page's "first screen painted"); default: none. */
  networkAfter?: Promise<unknown>
}

export async function makeDevice(server: TestServer, options: DeviceOptions = {}): Promise<Device> {
  const link = await startLinkProxy(portOf(server.url))
  const net = createCookieFetch()
  return deviceOn(link, net, options.dbName ?? `gsp-test-${process.pid}-${++counter}`, options)
}

function deviceOn(
  link: LinkProxy,
  net: CookieFetch,
  dbName: string,
  options: DeviceOptions,
): Device {
  const db = createLocalDb(dbName)
  const engine = createSyncEngine({
    baseUrl: link.url,
    fetch: net.fetch,
    db,
    locks: null,
    // Small, still random, backoff: tests wait for retries in tens of milliseconds.
    random: () => Math.random() * 0.05,
    timeoutMs: 5000,
    ...(options.networkAfter ? { networkAfter: options.networkAfter } : {}),
    socket:
      options.socket === false
        ? null
        : socketIoFactory({
            url: link.url,
            withCredentials: false,
            headers: () => ({ cookie: net.cookieHeader() }),
            transports: ['websocket'],
          }),
  })
  const notifications: SyncNotification[] = []
  engine.onNotification((n) => notifications.push(n))
  const device: Device = {
    db,
    net,
    link,
    engine,
    notifications,
    reload: () => deviceOn(link, net, dbName, options),
    async close() {
      await engine.stop()
      db.close()
    },
  }
  return device
}

/** Signs a demo account in, starts the engine and waits for the first pull. */
export async function signIn(device: Device, username: string): Promise<void> {
  const result = await device.engine.login({ username, password: DEMO_PASSWORD })
  expect(result.kind).toBe('ok')
  await device.engine.start()
  await device.engine.pullNow()
}

export async function closeAll(devices: Device[], links: LinkProxy[] = []): Promise<void> {
  for (const d of devices) await d.close()
  for (const l of new Set([...devices.map((d) => d.link), ...links])) await l.close()
  for (const d of devices) await d.db.delete()
}
