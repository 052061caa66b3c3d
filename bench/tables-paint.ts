import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Browser, Page } from '@playwright/test'
import * as t from '../server/db/schema.ts'
import { businessWrite } from '../server/domain/versioning.ts'
import { p95, type Measurement } from './budgets.ts'
import {
  measureOpens,
  median,
  ms,
  paintObserver,
  signedIn,
  summary,
  traceOneOpen,
  waitPainted,
  type PaintTarget,
} from './screen-paint.ts'
import { lastVersion, type BenchServer } from './server.ts'

const TABLES = 150
const RUNS = 5
const PLAN_PATH = '/app/h/tables/Restaurant'
const TYPES = ['round', 'square', 'sunbed', 'couch', 'corner_couch'] as const
const ROTATIONS = [0, 90, 180, 270] as const
/**
 * What makes the plan whole: its two canvases (the floor and the tables' layer). The plan mounts
 * once IndexedDB has answered with all the service's tables, and Konva draws the tables in the
 * first animation frame after it mounts, before the harness's own frame callback (queued later,
 * from the mutation observer), so the frame the harness waits for holds every table.
 */
const PLAN: Omit<PaintTarget, 'want'> = { path: PLAN_PATH, items: '.tables-floor canvas' }

/**
 * The demo restaurant filled to 150 tables (its 8 and 142 more, every type and rotation, on a
 * 15 x 10 grid), written straight into the database with their versions as the sync pulls them.
 */
export async function seedTables(server: BenchServer): Promise<void> {
  const restaurant = server.demo.services.restaurant._id
  const have = server.demo.tables.filter((x) => x.service_id === restaurant).length
  const more = TABLES - have
  await businessWrite(server.database.db, server.demo.businessId, async (tx) => {
    const result: unknown = await tx.execute(
      sql`select nextval('sync_version') as v from generate_series(1, ${more})`,
    )
    const versions = (result as { rows: { v: string | number }[] }).rows.map((r) => Number(r.v))
    await tx.insert(t.diningTables).values(
      versions.map((version, i) => {
        const n = have + i
        return {
          id: randomUUID(),
          businessId: server.demo.businessId,
          version,
          serviceId: restaurant,
          name: `B${n + 1}`,
          type: TYPES[n % TYPES.length]!,
          rotation: ROTATIONS[Math.floor(n / 5) % ROTATIONS.length]!,
          active: n % 11 !== 0,
          capacity: [2, 4, 4, 6, 8][n % 5]!,
          coordinateX: ((n % 15) + 0.5) / 15,
          coordinateY: (Math.floor(n / 15) + 0.5) / 10,
        }
      }),
    )
  })
}

/** A drag's frames: the intervals between them and each one's main-thread work, in ms. */
interface DragFrames {
  intervals: number[]
  work: number[]
}

/**
 * In move mode: a real mouse drag of one table across the canvas for about 2 s (a move every
 * 16 ms), while a requestAnimationFrame loop in the page records each frame: the interval since
 * the last one, and the frame's main-thread work, from its first pointer move handled (or its
 * requestAnimationFrame callbacks, when no move came) to the end of its style, layout and paint
 * (a message posted from requestAnimationFrame runs right after them). The first two frames are
 * left out (the loop's start).
 */
async function dragFrames(page: Page): Promise<DragFrames> {
  await page.getByRole('button', { name: 'Move tables' }).click()
  const box = (await page.locator('.tables-floor').boundingBox())!
  const place = (await page.locator('[data-table="B20"]').getAttribute('data-place'))!
  const [fx, fy] = place.split(',').map(Number) as [number, number]
  const x0 = box.x + 1 + fx * (box.width - 2)
  const y0 = box.y + 1 + fy * (box.height - 2)
  await page.evaluate(`(() => {
    window.__frames = { intervals: [], work: [] }
    let last = 0
    let start = 0
    const onMove = () => { if (!start) start = performance.now() }
    addEventListener('pointermove', onMove, { capture: true })
    const after = new MessageChannel()
    after.port1.onmessage = (e) => window.__frames.work.push(performance.now() - e.data)
    const tick = (now) => {
      if (last) window.__frames.intervals.push(now - last)
      last = now
      // This frame's start goes with its message: moves handled after this callback are the next
      // frame's (input is handled before a frame's requestAnimationFrame callbacks).
      after.port2.postMessage(start || performance.now())
      start = 0
      if (window.__framesOn) requestAnimationFrame(tick)
      else removeEventListener('pointermove', onMove, { capture: true })
    }
    window.__framesOn = true
    requestAnimationFrame(tick)
  })()`)
  await page.mouse.move(x0, y0)
  await page.mouse.down()
  const steps = 125
  for (let i = 1; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2
    await page.mouse.move(
      x0 + Math.sin(a) * box.width * 0.3,
      y0 + (1 - Math.cos(a)) * box.height * 0.25,
    )
    await page.waitForTimeout(16)
  }
  await page.mouse.up()
  const frames = await page.evaluate<DragFrames>(
    `(() => { window.__framesOn = false; return window.__frames })()`,
  )
  await page.getByRole('button', { name: 'Cancel' }).click()
  return { intervals: frames.intervals.slice(2), work: frames.work.slice(2) }
}

/**
 * The `tables-paint` and `table-drag` rows: the floor plan of 150 tables painted from IndexedDB,
 * offline, 4x CPU throttle, median of 5 first opens from the side bar (click on Tables -> the
 * frame with the plan drawn); and a table dragged across the plan in move mode (no throttle), the
 * p95 of the frame intervals.
 */
export async function measureTablesPaint(
  browser: Browser,
  server: BenchServer,
): Promise<Measurement[]> {
  await seedTables(server)
  const target: PaintTarget = { ...PLAN, want: 2 }
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  })
  try {
    await context.addInitScript(paintObserver(target))
    const page = await signedIn(context, 'manager', await lastVersion(server))
    // Warm: the screen once online (its chunk, Konva and the catalog cached), then offline.
    await page.goto(PLAN_PATH)
    await waitPainted(page)
    // The list beside the plan fills in after it: wait for every table before checking.
    await page
      .waitForFunction((n) => document.querySelectorAll('[data-table]').length >= n, TABLES, {
        timeout: 15_000,
      })
      .catch(() => undefined)
    const rows = await page.locator('[data-table]').count()
    if (rows !== TABLES) throw new Error(`tables bench: ${rows} tables listed, ${TABLES} seeded`)
    const { opens, reloads, cdp } = await measureOpens(page, target, RUNS)
    await traceOneOpen(browser, page, cdp, target, 'tables-open')
    const all = opens.map((o) => o.all)

    await page.goto(PLAN_PATH)
    await waitPainted(page)
    const frames: number[] = []
    const work: number[] = []
    for (let i = 0; i < 3; i++) {
      const drag = await dragFrames(page)
      frames.push(...drag.intervals)
      work.push(...drag.work)
    }
    await context.setOffline(false)
    // The row is the frames' work, not their intervals: at 60 Hz an interval is never under
    // 16.67 ms however little a frame does, so it tells a missed frame (counted in the note) but
    // not how close a frame came to missing.
    const round = (value: number) => Math.round(value * 10) / 10
    const dragP95 = round(p95(work))
    const intervalP95 = Math.round(p95(frames) * 100) / 100
    return [
      {
        id: 'tables-paint',
        value: median(all),
        note: `offline, 4x CPU, 1280x800, median of ${RUNS} (${ms(all)} ms): click on Tables in the sidebar of the manager's settled board -> the frame with the floor plan of ${TABLES} tables drawn (every type and rotation), longest main-thread task ${Math.round(Math.max(...opens.map((o) => o.longest)))} ms`,
        details: [
          `tables-paint, the floor plan reloaded offline at ${PLAN_PATH} (from navigation start), 4x CPU, median of ${RUNS}: ${summary(reloads, `plan drawn`)}`,
        ],
      },
      {
        id: 'table-drag',
        value: dragP95,
        note: `no throttle, 1280x800, ${TABLES} tables: move mode, a real mouse drag of one table around the plan for 2 s (a move every 16 ms), 3 times; main-thread work of each of ${work.length} frames (first move handled -> its paint done), p95 ${dragP95} ms (median ${round(median(work))}, max ${round(Math.max(...work))}); ${frames.filter((f) => f > 20).length} of ${frames.length} requestAnimationFrame intervals over 20 ms (a frame missed), interval p95 ${intervalP95} ms`,
      },
    ]
  } finally {
    await context.close()
  }
}
