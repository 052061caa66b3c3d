import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import { pulledCursor, untilTrue, waitForServiceWorker } from './browser.ts'

/*
 * Paint of a staff screen from IndexedDB, measured the same way for each screen row (rooms,
 * timeline): signed in, pulled, offline, 4x CPU; opened from the side bar of a settled board, and
 * reloaded; times to the frame with the window's items and with all of them.
 */

/** How a screen's items are found and how many make it whole. */
export interface PaintTarget {
  /** The screen's path (its side bar link ends with it). */
  path: string
  /** CSS selector of the items painted (room cards, calendar events). */
  items: string
  /** How many items the whole screen holds. */
  want: number
}

/**
 * The init script: in every document, times (performance.now()) of the target's items:
 * - `screen`: the frame holding every item the window shows was rendered (the last item stands
 *   below the window's bottom edge, or all are in);
 * - `dom` / `painted`: all `want` items stand in the DOM / the frame holding them was rendered;
 * - `longest`: the longest main-thread task (ms, over 50) since `since` (the click or navigation).
 * "Rendered": a requestAnimationFrame callback runs just before that frame's style, layout and
 * paint; the task it queues runs after them.
 */
export function paintObserver(target: PaintTarget): string {
  return `
  window.__paintWant = ${target.want};
  window.__paint = { screen: 0, dom: 0, painted: 0, longest: 0, since: 0 };
  const afterFrame = (done) => requestAnimationFrame(() => setTimeout(done, 0));
  new PerformanceObserver((list) => {
    const r = window.__paint;
    for (const e of list.getEntries())
      if (e.startTime >= r.since && (!r.painted || e.startTime < r.painted))
        r.longest = Math.max(r.longest, e.duration);
  }).observe({ type: 'longtask' });
  new MutationObserver(() => {
    const r = window.__paint;
    if (r.dom) return;
    const items = document.querySelectorAll(${JSON.stringify(target.items)});
    const n = items.length;
    if (n > 0 && !r.screenSeen &&
        (n >= window.__paintWant || items[n - 1].getBoundingClientRect().top >= innerHeight)) {
      r.screenSeen = true;
      afterFrame(() => { r.screen = performance.now(); performance.mark('paint-screen'); });
    }
    if (n < window.__paintWant) return;
    r.dom = performance.now();
    afterFrame(() => { r.painted = performance.now(); performance.mark('paint-all'); });
  }).observe(document, { subtree: true, childList: true });
`
}

interface Painted {
  screen: number
  dom: number
  painted: number
  longest: number
  since: number
}

const readPainted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __paint: Painted }).__paint)

export async function waitPainted(page: Page): Promise<Painted> {
  await untilTrue(async () => (await readPainted(page)).painted > 0, 60_000)
  return readPainted(page)
}

/** Signs `username` in and waits for the first pull to hold `target` (a version). */
export async function signedIn(
  context: BrowserContext,
  username: string,
  target: number,
): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/app/h/login')
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill('demo1234')
  await page.getByLabel(/password/i).press('Enter')
  // The board, or the screen the role starts on (reception: the rooms; src/app/sidebar/home.ts).
  await page.waitForURL(
    (url) => url.pathname.startsWith('/app/h') && !url.pathname.endsWith('/login'),
  )
  await waitForServiceWorker(page)
  await untilTrue(async () => (await pulledCursor(page)) >= target, 120_000, 200)
  return page
}

/**
 * Waits until the page's main thread has had no long task (over 50 ms) for half a second, so the
 * board's start-up is over before the click (at most 15 s).
 */
function quiet(page: Page): Promise<void> {
  // A string: tsx's helpers (__name) do not exist in the page.
  return page.evaluate<void>(`new Promise((resolve) => {
    const start = performance.now()
    let last = start
    const observer = new PerformanceObserver(() => { last = performance.now() })
    observer.observe({ type: 'longtask' })
    const check = () => {
      const now = performance.now()
      if (now - last >= 500 || now - start > 15000) { observer.disconnect(); resolve() }
      else setTimeout(check, 50)
    }
    check()
  })`)
}

/** Milliseconds from the start (click or navigation) to the window's items and to all of them. */
export interface Open {
  screen: number
  all: number
  longest: number
}

/**
 * One first open of the screen from the side bar: the board is loaded afresh (so the screen's
 * chunk is not in the document yet) and left to settle, then its link is clicked in the page.
 */
export async function openFromSidebar(
  page: Page,
  target: PaintTarget,
  beforeClick?: () => Promise<void>,
): Promise<Open> {
  // The orders board by its own path: /app/h/ opens another screen for some roles (reception).
  await page.goto('/app/h/orders')
  await page.locator(`a.sidebar__link[href$="${target.path}"]`).waitFor({ state: 'attached' })
  await quiet(page)
  await beforeClick?.()
  const start = await page.evaluate((href) => {
    const a = document.querySelector<HTMLAnchorElement>(`a.sidebar__link[href$="${href}"]`)!
    const at = performance.now()
    ;(window as unknown as { __paint: Painted }).__paint = {
      screen: 0,
      dom: 0,
      painted: 0,
      longest: 0,
      since: at,
    }
    performance.mark('paint-click')
    a.click()
    return at
  }, target.path)
  const times = await waitPainted(page)
  return { screen: times.screen - start, all: times.painted - start, longest: times.longest }
}

/** One reload of the screen itself: from navigation start. */
export async function reloadAt(page: Page, target: PaintTarget): Promise<Open> {
  await page.goto(target.path)
  const times = await waitPainted(page)
  return { screen: times.screen, all: times.painted, longest: times.longest }
}

export async function throttled<T>(cdp: CDPSession, run: () => Promise<T>): Promise<T> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  try {
    return await run()
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
}

/** `runs` first opens from the side bar and `runs` reloads, offline at 4x CPU. */
export async function measureOpens(
  page: Page,
  target: PaintTarget,
  runs: number,
): Promise<{ opens: Open[]; reloads: Open[]; cdp: CDPSession }> {
  await page.context().setOffline(true)
  const cdp = await page.context().newCDPSession(page)
  const repeat = (once: () => Promise<Open>) =>
    throttled(cdp, async () => {
      const times: Open[] = []
      for (let i = 0; i < runs; i++) times.push(await once())
      return times
    })
  const opens = await repeat(() => openFromSidebar(page, target))
  const reloads = await repeat(() => reloadAt(page, target))
  return { opens, reloads, cdp }
}

/** What DevTools' Performance panel records (timeline, JS samples, user timing). */
const TRACE = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(process.env.BENCH_SELECTORS ? ['disabled-by-default-blink.debug'] : []),
]

/**
 * With BENCH_TRACE set: one more first open, recorded as a Chrome trace (open it in DevTools'
 * Performance panel) and a JS CPU profile, named after `name`, in that directory.
 */
export async function traceOneOpen(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  target: PaintTarget,
  name: string,
): Promise<void> {
  const traceDir = process.env.BENCH_TRACE
  if (!traceDir) return
  fs.mkdirSync(traceDir, { recursive: true })
  await throttled(cdp, async () => {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await openFromSidebar(page, target, async () => {
      await browser.startTracing(page, {
        path: path.join(traceDir, `${name}.trace.json`),
        categories: TRACE,
      })
      await cdp.send('Profiler.start')
    })
    const { profile } = await cdp.send('Profiler.stop')
    await browser.stopTracing()
    fs.writeFileSync(path.join(traceDir, `${name}.cpuprofile`), JSON.stringify(profile))
  })
  console.info(`${name}: trace and CPU profile of one first open in ${traceDir}`)
}

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
export const ms = (values: readonly number[]): string => values.map((v) => Math.round(v)).join('/')

/** "screen … ms (runs), all … ms (runs), longest task … ms" of a set of opens. */
export function summary(runs: readonly Open[], all: string): string {
  const pick = (f: (o: Open) => number) => runs.map(f)
  return `screen ${Math.round(median(pick((o) => o.screen)))} ms (${ms(pick((o) => o.screen))}), ${all} ${Math.round(median(pick((o) => o.all)))} ms (${ms(pick((o) => o.all))}), longest task ${Math.round(Math.max(...pick((o) => o.longest)))} ms`
}
