import { randomUUID } from 'node:crypto'
import { and, count, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Browser } from '@playwright/test'
import * as t from '../server/db/schema.ts'
import { businessWrite } from '../server/domain/versioning.ts'
import type { Measurement } from './budgets.ts'
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

const APPOINTMENTS = 400
const RUNS = 5
const STATUSES = ['Accepted', 'Accepted', 'Pending', 'Active', 'Finished'] as const
const NAMES = 'Horvat Kovačević Novak Babić Müller Rossi Smith Jovanović Perić Schmidt'.split(' ')
const THERAPISTS = ['therapist', 'luka.maric', 'elena.popovic']

const SPA_PATH = '/app/h/spa/Spa'
/** The timeline week's bars: one per appointment (each bench appointment stays in its day). */
const BARS = '.timeline-week__bar'

/**
 * 400 appointments of the demo spa in this week, Monday to Sunday, about 57 a day from 8:00 to
 * 19:45 on the demo's treatments in turn, with the three therapists (and some without one), as
 * the sync pulls them (written straight into the database with their versions: the timeline only
 * reads them). Returns how many the week shows (these and the demo's, declined ones left out).
 */
async function seedWeek(server: BenchServer): Promise<number> {
  const spa = server.demo.services.spa._id
  const db = server.database.db
  const treatments = await db
    .select()
    .from(t.spaTreatments)
    .where(and(eq(t.spaTreatments.serviceId, spa), isNull(t.spaTreatments.deletedAt)))
  const therapists = (
    await db.select().from(t.employees).where(inArray(t.employees.username, THERAPISTS))
  ).map((e) => e.id)
  const now = new Date()
  const monday = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() - ((now.getDay() + 6) % 7),
  )
  await businessWrite(db, server.demo.businessId, async (tx) => {
    const result: unknown = await tx.execute(
      sql`select nextval('sync_version') as v from generate_series(1, ${APPOINTMENTS})`,
    )
    const versions = (result as { rows: { v: string | number }[] }).rows.map((r) => Number(r.v))
    const rows = versions.map((version, i) => {
      const day = i % 7
      const slot = Math.floor(i / 7) % 48 // 8:00 + 15 min steps, to 19:45
      const time = new Date(
        monday.getFullYear(),
        monday.getMonth(),
        monday.getDate() + day,
        8,
        slot * 15,
      )
      const treatment = treatments[i % treatments.length]!
      return {
        id: randomUUID(),
        businessId: server.demo.businessId,
        version,
        serviceId: spa,
        treatmentId: treatment.id,
        roomId: treatment.roomId,
        price: treatment.price,
        therapistId: i % 4 === 3 ? null : therapists[i % therapists.length]!,
        status: STATUSES[i % STATUSES.length]!,
        time: time.toISOString(),
        length: treatment.length,
        roomHold: treatment.length + 15,
        therapistHold: treatment.length + 15,
        therapistDriven: true,
        persons: 1,
        name: NAMES[i % NAMES.length]!,
        origin: 'Reception' as const,
      }
    })
    await tx.insert(t.spaAppointments).values(rows)
  })
  const next = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7)
  const [row] = await db
    .select({ n: count() })
    .from(t.spaAppointments)
    .where(
      and(
        eq(t.spaAppointments.serviceId, spa),
        ne(t.spaAppointments.status, 'Declined'),
        gte(t.spaAppointments.time, monday.toISOString()),
        lt(t.spaAppointments.time, next.toISOString()),
        isNull(t.spaAppointments.deletedAt),
      ),
    )
  return row!.n
}

/**
 * The `spa-week-paint` row: the spa timeline's week with 400 appointments painted from
 * IndexedDB, offline, 4x CPU throttle, median of 5 first opens from the side bar (the manager's
 * board, settled, then the spa's Timeline): from the click to the frame with every appointment of
 * the week on the therapists' rows (TimelineWeek, the view the spa opens on at desktop size).
 */
export async function measureSpaWeekPaint(
  browser: Browser,
  server: BenchServer,
): Promise<Measurement> {
  const SPA: PaintTarget = { path: SPA_PATH, items: BARS, want: await seedWeek(server) }
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  })
  try {
    await context.addInitScript(paintObserver(SPA))
    const page = await signedIn(context, 'manager', await lastVersion(server))
    // Warm: the screen once online (its chunk and the catalogs cached), then offline.
    await page.goto(SPA.path)
    await waitPainted(page)
    const shown = await page.locator(SPA.items).count()
    if (shown !== SPA.want)
      throw new Error(`spa week bench: ${shown} appointments shown, ${SPA.want} in the week`)
    const { opens, reloads, cdp } = await measureOpens(page, SPA, RUNS)
    await traceOneOpen(browser, page, cdp, SPA, 'spa-week-open')
    await context.setOffline(false)
    const all = opens.map((o) => o.all)
    return {
      id: 'spa-week-paint',
      value: median(all),
      note: `offline, 4x CPU, 1280x800, median of ${RUNS} (${ms(all)} ms): click on the spa's Timeline in the sidebar of the manager's settled board -> the frame with all ${shown} appointments of the week on the therapists' rows (TimelineWeek), longest main-thread task ${Math.round(Math.max(...opens.map((o) => o.longest)))} ms`,
      details: [
        `spa-week-paint, reloaded offline at ${SPA.path} (from navigation start), 4x CPU, median of ${RUNS}: ${summary(reloads, `all ${shown} appointments`)}`,
      ],
    }
  } finally {
    await context.close()
  }
}
