import { and, eq, isNull, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import * as t from '../server/db/schema.ts'
import { businessWrite } from '../server/domain/versioning.ts'
import { DEMO_PASSWORD } from '../server/seed-data.ts'
import {
  FAST_INPUT_PATH,
  FAST_INPUT_PREVIEW_PATH,
  type FastInputReply,
} from '../sync/protocol/index.ts'
import { makeFastInputFile } from '../tests/helpers/fast-input-fixture.ts'
import type { Measurement } from './budgets.ts'
import type { BenchServer } from './server.ts'

/** The hotel the bench imports into: this many rooms (the demo's 101–120 and more). */
const ROOMS = 200
const LINES = 2000
const BAD = 40
const RUNS = 3

/** Adds rooms 121, 122, … until the demo hotel has ROOMS, in one insert. */
async function fillRooms(server: BenchServer): Promise<string[]> {
  const { db } = server.database
  const businessId = server.demo.businessId
  const live = and(eq(t.rooms.businessId, businessId), isNull(t.rooms.deletedAt))
  const have = await db.select({ name: t.rooms.name }).from(t.rooms).where(live)
  const taken = new Set(have.map((r) => r.name))
  const names: string[] = []
  for (let n = 121; taken.size + names.length < ROOMS; n++) {
    if (!taken.has(String(n))) names.push(String(n))
  }
  if (names.length > 0) {
    await businessWrite(db, businessId, (tx) =>
      tx.insert(t.rooms).values(
        names.map((name) => ({
          id: randomUUID(),
          businessId,
          version: sql`nextval('sync_version')`,
          name,
          type: 'Double',
        })),
      ),
    )
  }
  const all = await db.select({ name: t.rooms.name }).from(t.rooms).where(live)
  return all.map((r) => r.name).filter((name) => /^\d+$/.test(name))
}

async function receptionCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v2/access/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'reception', password: DEMO_PASSWORD }),
  })
  if (!res.ok) throw new Error(`bench login failed: ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

async function post(url: string, cookie: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  })
  const reply: unknown = await res.json()
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(reply).slice(0, 300)}`)
  return reply
}

/**
 * Fast input of 2,000 lines (server): the import request of a reception-system export (pms, 37
 * columns) of 2,000 bookings, 40 of them bad, over the bench hotel's 200 rooms, against the bench
 * server (PGlite): request sent to reply read, median of 3 imports of different periods.
 */
export async function measureFastInput(server: BenchServer): Promise<Measurement> {
  const rooms = await fillRooms(server)
  const cookie = await receptionCookie(server.url)
  const times: number[] = []
  let previewMs = 0
  let imported = 0
  for (let run = 0; run < RUNS; run++) {
    const file = makeFastInputFile({
      lines: LINES,
      bad: BAD,
      format: 'pms',
      rooms,
      seed: 11 + run,
      start: `${2035 + run}-01-08`,
    })
    if (run === 0) {
      const started = performance.now()
      await post(`${server.url}${FAST_INPUT_PREVIEW_PATH}`, cookie, { text: file.text })
      previewMs = performance.now() - started
    }
    const started = performance.now()
    const reply = (await post(`${server.url}${FAST_INPUT_PATH}`, cookie, {
      _id: randomUUID(),
      text: file.text,
    })) as FastInputReply
    times.push(performance.now() - started)
    imported = reply.imported
    if (imported !== LINES - BAD) {
      throw new Error(`fast input bench: imported ${imported}, expected ${LINES - BAD}`)
    }
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!
  const kb = Math.round(
    Buffer.byteLength(makeFastInputFile({ lines: LINES, bad: BAD, format: 'pms', rooms }).text) /
      1024,
  )
  return {
    id: 'fast-input-2000',
    value: median / 1000,
    note: `pms export, ${kb} KB, ${rooms.length} rooms; ${imported} stays written, ${BAD} skipped; runs ${times.map((ms) => Math.round(ms)).join('/')} ms; preview ${Math.round(previewMs)} ms`,
  }
}
