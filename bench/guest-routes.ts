import { randomUUID } from 'node:crypto'
import { createServer } from 'vite'
import type { Browser } from '@playwright/test'
import type { PageRoute } from '../src/app/public-shell/page-route.ts'
import { BUDGETS, type Measurement } from './budgets.ts'
import { SCRIPTS, fileDetails, gzipKb, signInStay } from './browser.ts'
import type { BenchServer } from './server.ts'

export interface GuestRoute {
  /** The path as the route table spells it, e.g. `/app/hu/menu/:rId/:service`. */
  pattern: string
  /** A placeholder page of a later issue (the shared ComingSoon screen). */
  comingSoon: boolean
}

/**
 * Every guest path of the page table (`guestRoutes` of src/app/public-shell/pages.ts), so a
 * page added there is measured without touching the bench. The module is loaded through Vite
 * (the app's own config) because the route table uses Lingui macros that only compile there.
 */
export async function guestRouteTable(): Promise<GuestRoute[]> {
  const vite = await createServer({
    appType: 'custom',
    logLevel: 'warn',
    cacheDir: 'node_modules/.vite-bench',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const table = (await vite.ssrLoadModule('/src/app/public-shell/pages.ts')) as {
      guestRoutes: PageRoute[]
    }
    return table.guestRoutes.map((route) => ({
      pattern: route.path,
      comingSoon: route.handle?.comingSoon !== undefined,
    }))
  } finally {
    await vite.close()
  }
}

/** A URL of the pattern for the demo hotel: a checked-in room, the room-service menu, a restaurant table. */
export function guestUrl(pattern: string, server: BenchServer): string {
  const { demo } = server
  const room = demo.rooms.find((r) => r.stay)!
  const table = demo.tables.find((t) => t.service_id === demo.services.restaurant._id)!
  const values: Record<string, string> = {
    rId: room._id,
    bId: demo.businessId,
    tId: table._id,
    service: demo.services.roomservice.name,
    resId: randomUUID(),
  }
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`bench: no value for :${name} in ${pattern}`)
    return encodeURIComponent(value)
  })
}

/**
 * In every document: the time the route's first render put an element into #root (the root
 * layout shows nothing until the route's chunk and its catalog are loaded; the progress bar does
 * not count).
 */
const FIRST_RENDER = `
  window.__routeRendered = 0;
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (root && [...root.querySelectorAll('*')].some((el) => !el.matches('.route-progress, script, style'))) {
      window.__routeRendered = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
`

export interface RouteJs {
  pattern: string
  url: string
  comingSoon: boolean
  /** gzip KB of the JS fetched before the route's first render, and how many files. */
  initialKb: number
  files: number
  /** gzip KB of the JS fetched after the first render until the network was idle. */
  laterKb: number
  /** The files fetched before the first render. */
  initial: string[]
}

/**
 * Initial JavaScript of one guest route, measured in Chromium: a cold phone-sized context whose
 * guest has entered the room code (so the room and menu pages render as the guest uses them),
 * then every .js whose fetch started before the route's first render (entry, its static imports,
 * the route's lazy chunk and its imports, the guest catalog), gzip-sized from the build.
 */
export async function measureRouteJs(
  browser: Browser,
  server: BenchServer,
  route: GuestRoute,
): Promise<RouteJs> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
  })
  try {
    await signInStay(context.request, server)
    await context.addInitScript(FIRST_RENDER)
    const page = await context.newPage()
    const url = guestUrl(route.pattern, server)
    await page.goto(url)
    await page.waitForFunction('window.__routeRendered > 0')
    await page.waitForLoadState('networkidle')
    const rendered = await page.evaluate<number>('window.__routeRendered')
    const scripts = await page.evaluate<{ path: string; start: number }[]>(SCRIPTS)
    const before = scripts.filter((s) => s.start <= rendered).map((s) => s.path)
    const after = scripts.filter((s) => s.start > rendered).map((s) => s.path)
    return {
      pattern: route.pattern,
      url,
      comingSoon: route.comingSoon,
      initialKb: gzipKb(before, server.staticDir),
      files: new Set(before).size,
      laterKb: gzipKb(after, server.staticDir),
      initial: before,
    }
  } finally {
    await context.close()
  }
}

const GUEST_JS_LIMIT = BUDGETS.find((b) => b.id === 'guest-js')!.limit

/** The `guest-js` row: the largest initial JS over every guest route, each route listed. */
export async function measureGuestJs(browser: Browser, server: BenchServer): Promise<Measurement> {
  const routes = await guestRouteTable()
  const measured: RouteJs[] = []
  for (const route of routes) measured.push(await measureRouteJs(browser, server, route))
  const largest = measured.reduce((a, b) => (b.initialKb > a.initialKb ? b : a))
  const details = [
    `Initial JS per guest route (gzip, fetched before the first render; budget ${GUEST_JS_LIMIT} KB each):`,
    '',
    '| route | initial | files | after render, until idle |',
    '|---|---|---|---|',
    ...measured.map(
      (r) =>
        `| ${r.pattern}${r.comingSoon ? ' (coming soon)' : ''} | ${r.initialKb.toFixed(1)} KB${
          r.initialKb > 120 ? ' OVER' : ''
        } | ${r.files} | ${r.laterKb.toFixed(1)} KB |`,
    ),
    ...fileDetails(`guest-js ${largest.pattern}`, largest.initial, server.staticDir),
  ]
  return {
    id: 'guest-js',
    value: largest.initialKb,
    note: `largest of ${measured.length} guest routes: ${largest.pattern} (${largest.files} files); Chromium, JS fetched before the route's first render`,
    details,
  }
}
