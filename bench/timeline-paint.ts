import { randomUUID } from 'node:crypto'
import { and, count, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Browser, Page } from '@playwright/test'
import * as t from '../server/db/schema.ts'
import { businessWrite } from '../server/domain/versioning.ts'
import type { Measurement } from './budgets.ts'
import { fillTables, ownerCookie } from './free-slots.ts'
import {
  measureOpens,
  median,
  ms,
  paintObserver,
  reloadAt,
  signedIn,
  summary,
  throttled,
  traceOneOpen,
  waitPainted,
  type PaintTarget,
} from './screen-paint.ts'
import { lastVersion, type BenchServer } from './server.ts'

const RESERVATIONS = 500
const TABLES = 60
const RUNS = 5
const STATUSES = ['Accepted', 'Accepted', 'Pending', 'Active', 'Finished'] as const
const ORIGINS = ['Reception', 'External', 'Room'] as const
const NAMES = 'Horvat Kovačević Novak Babić Müller Rossi Smith Jovanović Perić Schmidt'.split(' ')

const TIMELINE_PATH = '/app/h/reservationstimeline/Restaurant'
/** The timeline week's bars: one per reservation and table (each bench reservation holds one). */
const BARS = '.timeline-week__bar'

/**
 * 500 reservations of the demo restaurant (filled to 60 tables) in this week, Monday to Sunday,
 * about 70 a day from 11:00 to 21:45, two hours each, on the tables in turn, as the sync pulls
 * them (written straight into the database with their versions: the timeline only reads them).
 */
async function seedWeek(server: BenchServer): Promise<number> {
  const restaurant = server.demo.services.restaurant._id
  const tables = await fillTables(server, await ownerCookie(server.url), TABLES)
  const now = new Date()
  const monday = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() - ((now.getDay() + 6) % 7),
  )
  await businessWrite(server.database.db, server.demo.businessId, async (tx) => {
    const result: unknown = await tx.execute(
      sql`select nextval('sync_version') as v from generate_series(1, ${RESERVATIONS})`,
    )
    const versions = (result as { rows: { v: string | number }[] }).rows.map((r) => Number(r.v))
    const rows = versions.map((version, i) => {
      const day = i % 7
      const slot = Math.floor(i / 7) % 44 // 11:00 + 15 min steps, to 21:45
      const time = new Date(
        monday.getFullYear(),
        monday.getMonth(),
        monday.getDate() + day,
        11,
        slot * 15,
      )
      return {
        id: randomUUID(),
        businessId: server.demo.businessId,
        version,
        serviceId: restaurant,
        status: STATUSES[i % STATUSES.length]!,
        time: time.toISOString(),
        length: 120,
        tableIds: [tables[i % tables.length]!],
        number: 2 + (i % 5),
        name: NAMES[i % NAMES.length]!,
        origin: ORIGINS[i % ORIGINS.length]!,
      }
    })
    await tx.insert(t.reservations).values(rows)
  })
  // What the week shows: these and the demo's own (today's, declined ones left out).
  const next = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7)
  const [row] = await server.database.db
    .select({ n: count() })
    .from(t.reservations)
    .where(
      and(
        eq(t.reservations.serviceId, restaurant),
        ne(t.reservations.status, 'Declined'),
        gte(t.reservations.time, monday.toISOString()),
        lt(t.reservations.time, next.toISOString()),
        isNull(t.reservations.deletedAt),
      ),
    )
  return row!.n
}

/**
 * In the loaded timeline: a click on Week -> the frame with `want` events in the week grid (ms).
 * For the note: the week as columns, the view a service without tables opens on.
 */
function weekSwitch(page: Page, want: number): Promise<number> {
  // A string: tsx's helpers (__name) do not exist in the page.
  return page.evaluate<number>(`new Promise((resolve) => {
    const button = [...document.querySelectorAll('.timeline-toolbar button')].find((b) => b.textContent === 'Week')
    const start = performance.now()
    const check = () => {
      if (document.querySelectorAll('.rbc-time-content .rbc-event').length >= ${want})
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      else setTimeout(check, 5)
    }
    button.click()
    check()
  })`)
}

/**
 * The `timeline-paint` row: the reservation timeline's week with 500 reservations painted from
 * IndexedDB, offline, 4x CPU throttle, median of 5 first opens from the side bar (the manager's
 * board, settled, then Timeline): from the click to the frame with all 500 events of the week.
 */
export async function measureTimelinePaint(
  browser: Browser,
  server: BenchServer,
): Promise<Measurement> {
  const TIMELINE: PaintTarget = { path: TIMELINE_PATH, items: BARS, want: await seedWeek(server) }
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  })
  try {
    await context.addInitScript(paintObserver(TIMELINE))
    const page = await signedIn(context, 'manager', await lastVersion(server))
    // Warm: the screen once online (its chunk, the calendar and the catalog cached), then offline.
    await page.goto(TIMELINE.path)
    await waitPainted(page)
    const shown = await page.locator(TIMELINE.items).count()
    if (shown !== TIMELINE.want)
      throw new Error(`timeline bench: ${shown} events shown, ${TIMELINE.want} in the week`)
    const { opens, reloads, cdp } = await measureOpens(page, TIMELINE, RUNS)
    await traceOneOpen(browser, page, cdp, TIMELINE, 'timeline-open')
    const weeks = await throttled(cdp, async () => {
      const times: number[] = []
      for (let i = 0; i < 3; i++) {
        await reloadAt(page, TIMELINE)
        times.push(await weekSwitch(page, TIMELINE.want))
      }
      return times
    })
    await context.setOffline(false)
    const all = opens.map((o) => o.all)
    return {
      id: 'timeline-paint',
      value: median(all),
      note: `offline, 4x CPU, 1280x800, median of ${RUNS} (${ms(all)} ms): click on Timeline in the sidebar of the manager's settled board -> the frame with all ${shown} reservations of the week on the tables' rows (TimelineWeek, the view a restaurant with tables opens on; ${TABLES} tables, about 70 a day), longest main-thread task ${Math.round(Math.max(...opens.map((o) => o.longest)))} ms`,
      details: [
        `timeline-paint, the same week as columns (Week view: a click on Week -> all ${shown} events painted), 4x CPU, median of 3: ${Math.round(median(weeks))} ms (${ms(weeks)})`,
        `timeline-paint, TimelineWeek reloaded offline at ${TIMELINE.path} (from navigation start), 4x CPU, median of ${RUNS}: ${summary(reloads, `all ${shown} events`)}`,
      ],
    }
  } finally {
    await context.close()
  }
}
