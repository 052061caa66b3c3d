import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import {
  chromium,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import type { Article, Order, Service } from '../sync/protocol/index.ts'
import { p95, type Measurement } from './budgets.ts'
import { lastVersion, type BenchServer } from './server.ts'
import config from '../playwright.config.ts'

/** The same Chromium and flags as the end-to-end tests. */
export const launchBrowser = (): Promise<Browser> => chromium.launch(config.use?.launchOptions)

/** In-page: the app's JS files (path, fetch start) of this document, from Resource Timing. */
export const SCRIPTS = `performance.getEntriesByType('resource')
  .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
  .filter((e) => e.path.endsWith('.js') && !e.path.endsWith('/sw.js') && !e.path.includes('workbox'))`

/** When the orders board (its pending column) was first rendered in this document. */
const BOARD_RENDERED = `
  window.__boardRendered = 0;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-column="pending"]')) {
      window.__boardRendered = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
`

/** Records, in every document of the context, when order cards first appear (for paint and latency). */
const OBSERVER = `
  window.__seen = {}; window.__painted = 0;
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[data-order-id]')) {
      const id = el.getAttribute('data-order-id');
      if (!window.__seen[id]) window.__seen[id] = Date.now();
      if (!window.__painted) window.__painted = performance.now();
    }
  }).observe(document, { subtree: true, childList: true });
`

/**
 * Gzip size (KB) of the app's JS files behind these URLs or paths, as the server would send them
 * compressed, read from the build the bench server serves.
 */
export function gzipKb(urls: Iterable<string>, staticDir: string): number {
  return gzipFiles(urls, staticDir).reduce((sum, f) => sum + f.kb, 0)
}

/** Each file's gzip size (KB), largest first (BENCH_FILES=1 prints them under the table). */
export function gzipFiles(
  urls: Iterable<string>,
  staticDir: string,
): { file: string; kb: number }[] {
  const files: { file: string; kb: number }[] = []
  for (const url of new Set(urls)) {
    const name = new URL(url, 'http://bench').pathname
    const file = path.join(staticDir, name)
    if (fs.existsSync(file))
      files.push({
        file: name,
        kb: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024,
      })
  }
  return files.sort((a, b) => b.kb - a.kb)
}

/** The per-file lines of a size row, when BENCH_FILES is set. */
export function fileDetails(id: string, urls: Iterable<string>, staticDir: string): string[] {
  if (!process.env.BENCH_FILES) return []
  return gzipFiles(urls, staticDir).map((f) => `${id}: ${f.kb.toFixed(1)} KB ${f.file}`)
}

/** Enters the room code of the demo's first checked-in room in this context (the guest_access cookie). */
export async function signInStay(api: APIRequestContext, server: BenchServer): Promise<void> {
  const room = server.demo.rooms.find((r) => r.stay)!
  const res = await api.post('/api/v2/access/getStayAccessToken', {
    data: { room_id: room._id, password: room.stay!.password },
  })
  if (!res.ok()) throw new Error(`bench: room code refused (${res.status()})`)
}

/**
 * The JS of one load of `url`, split at `renderedVar` (a time the page's init script records): the
 * files whose fetch started before it (initial) and those fetched after it until the network was
 * idle (later), as the guest-js row counts them.
 */
async function scriptsOfLoad(
  page: Page,
  url: string,
  renderedVar: string,
): Promise<{ initial: string[]; later: string[] }> {
  await page.goto(url)
  await page.waitForFunction(`window.${renderedVar} > 0`)
  await page.waitForLoadState('networkidle')
  const rendered = await page.evaluate<number>(`window.${renderedVar}`)
  const scripts = await page.evaluate<{ path: string; start: number }[]>(SCRIPTS)
  return {
    initial: scripts.filter((s) => s.start <= rendered).map((s) => s.path),
    later: scripts.filter((s) => s.start > rendered).map((s) => s.path),
  }
}

async function staffLogin(page: Page, username: string): Promise<void> {
  await page.goto('/app/h/login')
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill('demo1234')
  await page.getByLabel(/password/i).press('Enter')
  await page.waitForURL(/\/app\/h\/?$/)
  await page.locator('[data-column="pending"]').waitFor()
}

export async function untilTrue(
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
  everyMs = 20,
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/** A guest phone in a room, placing room-service orders through the API. */
async function guestOrderer(server: BenchServer) {
  const room = server.demo.rooms.find((r) => r.stay)!
  const api = await request.newContext({ baseURL: server.url })
  await api.post('/api/v2/access/getStayAccessToken', {
    data: { room_id: room._id, password: room.stay!.password },
  })
  const services = (await (await api.get('/api/v2/access/getServices')).json()) as Service[]
  const roomService = services.find((s) => s.type === 'roomservice')!
  const articles = (await (
    await api.get(
      `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${roomService._id}`,
    )
  ).json()) as Article[]
  const article = articles.find((a) => a.modifiers.every((m) => !m.required))!
  return async (): Promise<Order> => {
    const res = await api.post('/api/v2/restaraunt-bar/order/createOrder', {
      data: {
        service_id: roomService._id,
        stay_id: room.stay!._id,
        payment: 'cash',
        note: '',
        content: [{ article_id: article._id, count: 1, modifiers: [] }],
      },
    })
    return (await res.json()) as Order
  }
}

export async function measureStaff(browser: Browser, server: BenchServer): Promise<Measurement[]> {
  const context = await browser.newContext({ baseURL: server.url })
  await context.addInitScript(OBSERVER)
  await context.addInitScript(BOARD_RENDERED)
  const page = await context.newPage()
  await staffLogin(page, 'waiter')
  // The device's copy is in (its first pull committed): the load measured is an ordinary one,
  // which paints from IndexedDB before the network half loads. On a first sign-in, with nothing
  // to paint from, the pull (and so the network half) starts at once (sync/engine-jobs.ts).
  await untilTrue(async () => (await pulledCursor(page)) > 0, 60_000, 200)
  const place = await guestOrderer(server)
  const { initial, later } = await scriptsOfLoad(page, '/app/h/', '__boardRendered')
  await page.locator('[data-column="pending"]').waitFor()
  const laterKb = gzipKb(later, server.staticDir)
  const results: Measurement[] = [
    {
      id: 'staff-js',
      value: gzipKb(initial, server.staticDir),
      note: `${new Set(initial).size} files fetched before the signed-in board first rendered; ${laterKb.toFixed(1)} KB more (${new Set(later).size} files) after it until the network was idle`,
      details: [
        ...fileDetails('staff-js', initial, server.staticDir),
        ...fileDetails('staff-js, later', later, server.staticDir),
      ],
    },
  ]

  // Socket event -> card visible, measured from the guest's request (so it includes the write).
  const latencies: number[] = []
  const pending: Order[] = []
  for (let i = 0; i < 20; i++) {
    const started = Date.now()
    const order = await place()
    await untilTrue(
      async () =>
        (await page.evaluate(
          (id) => (window as unknown as { __seen: Record<string, number> }).__seen[id] ?? 0,
          order._id,
        )) > 0,
    )
    const seen = await page.evaluate(
      (id) => (window as unknown as { __seen: Record<string, number> }).__seen[id]!,
      order._id,
    )
    latencies.push(seen - started)
    pending.push(order)
  }
  results.push({
    id: 'event-visible',
    value: p95(latencies),
    note: `20 orders, median ${p95(
      latencies
        .slice()
        .sort((a, b) => a - b)
        .slice(0, 10),
    )} ms`,
  })

  // Staff action -> UI updated: click Accept, until the card stands in the active column.
  const actions: number[] = []
  for (const order of pending) {
    actions.push(await page.evaluate<number>(clickAndWait(order._id, 'Accept', 'active')))
  }
  results.push({
    id: 'action-ui',
    value: p95(actions),
    note: '20 accepts, click -> card in Active (DOM)',
  })
  results.push(await measureOfflineReload(context, page))
  await context.close()
  return results
}

/**
 * In-page script (a string: the bundler's helpers do not exist in the page): clicks a card's
 * button and resolves with the milliseconds until the card stands in the target column.
 */
function clickAndWait(id: string, button: string, column: string): string {
  return `new Promise((resolve) => {
    const card = document.querySelector('[data-column="pending"] [data-order-id="${id}"]')
    const target = [...card.querySelectorAll('button')].find((b) => b.textContent.trim() === '${button}')
    const done = () => document.querySelector('[data-column="${column}"] [data-order-id="${id}"]')
    const start = performance.now()
    target.click()
    if (done()) return resolve(performance.now() - start)
    const observer = new MutationObserver(() => {
      if (done()) { observer.disconnect(); resolve(performance.now() - start) }
    })
    observer.observe(document.body, { subtree: true, childList: true })
  })`
}

/** Waits until the staff service worker is active and controls the page (safe to go offline). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await untilTrue(() =>
    page.evaluate(
      async () =>
        (await navigator.serviceWorker.getRegistration('/app/h/'))?.active?.state === 'activated',
    ),
  )
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await untilTrue(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
}

async function measureOfflineReload(context: BrowserContext, page: Page): Promise<Measurement> {
  await waitForServiceWorker(page)
  await context.setOffline(true)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    await page.reload()
    await untilTrue(
      async () =>
        (await page.evaluate(() => (window as unknown as { __painted: number }).__painted)) > 0,
    )
    times.push(await page.evaluate(() => (window as unknown as { __painted: number }).__painted))
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await context.setOffline(false)
  const runs = times.map((t) => t.toFixed(0)).join('/')
  times.sort((a, b) => a - b)
  return {
    id: 'offline-reload',
    value: times[2]!,
    note: `median of 5 (${runs} ms), navigation start -> first order card`,
  }
}

/**
 * The page's pull cursor in IndexedDB (0 before the first page). It is written in the same
 * transaction as the page it stands for: once it reached the server's last version, every row is
 * in IndexedDB (live orders as rows, finished history as a record per page: sync/history.ts).
 */
export function pulledCursor(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('gsp')
        open.onerror = () => resolve(0)
        open.onsuccess = () => {
          const db = open.result
          try {
            const get = db.transaction('syncState').objectStore('syncState').get('cursor')
            get.onsuccess = () => {
              resolve(Number((get.result as { value?: number } | undefined)?.value ?? 0))
              db.close()
            }
          } catch {
            db.close()
            resolve(0)
          }
        }
      }),
  )
}

/** Pull of the rows just inserted, into the browser's IndexedDB, from sign-in. */
export async function measurePull(
  browser: Browser,
  server: BenchServer,
  rows: number,
): Promise<Measurement> {
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  const target = await lastVersion(server)
  const pulledTo = () => pulledCursor(page)
  await page.goto('/app/h/login')
  await page.getByLabel(/username/i).fill('owner')
  await page.getByLabel(/password/i).fill('demo1234')
  const started = Date.now()
  await page.getByLabel(/password/i).press('Enter')
  // Read every 200 ms: each read is a transaction that would interleave with the pull's writes.
  await untilTrue(async () => (await pulledTo()) >= target, 120_000, 200)
  const seconds = (Date.now() - started) / 1000
  await context.close()
  return {
    id: 'pull-20k',
    value: seconds,
    note: `${rows} orders + the hotel, Chromium IndexedDB, from sign-in to the last page committed`,
  }
}
