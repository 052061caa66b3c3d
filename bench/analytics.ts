import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import * as t from '../server/db/schema.ts'
import { ANALYTICS_BASE, addDaysTo, todayIn } from '../sync/protocol/index.ts'
import { DEMO_TIME_ZONE } from '../server/seed-data.ts'
import { businessWrite } from '../server/domain/versioning.ts'
import type { Measurement } from './budgets.ts'
import { ownerCookie } from './free-slots.ts'
import type { BenchServer } from './server.ts'

/** A 300-room hotel's year of orders: about 150,000, over room service, restaurant and pool. */
const ORDERS = 150_000
const DAYS = 365
const WARM = 3
const RUNS = 20

const dish = (price: number, count: number, extra: number) => ({
  article_id: null,
  name: { en: 'Dish' },
  price,
  count,
  modifiers:
    extra > 0 ? [{ name: { en: 'Extras' }, answers: [{ name: { en: 'x' }, price: extra }] }] : [],
  operatingPrice: false,
  category_id: null,
})

/** The year's orders, written straight to the database in blocks (as the seed would). */
async function insertYear(server: BenchServer): Promise<void> {
  const services = [
    server.demo.services.roomservice._id,
    server.demo.services.restaurant._id,
    server.demo.services.pool._id,
  ]
  const now = Date.now()
  const statuses = ['Paid', 'Paid', 'Room', 'Finished', 'Declined'] as const
  for (let done = 0; done < ORDERS; done += 2000) {
    await businessWrite(server.database.db, server.demo.businessId, async (tx) => {
      const size = Math.min(ORDERS, done + 2000) - done
      const result: unknown = await tx.execute(
        sql`select nextval('sync_version') as v from generate_series(1, ${size})`,
      )
      const versions = (result as { rows: { v: string | number }[] }).rows.map((r) => Number(r.v))
      const rows = []
      for (let i = 0; i < size; i++) {
        const n = done + i
        const time = new Date(now - ((n * 7919) % (DAYS * 86_400)) * 1000).toISOString()
        rows.push({
          id: randomUUID(),
          businessId: server.demo.businessId,
          version: versions[i]!,
          serviceId: services[n % services.length]!,
          status: statuses[n % statuses.length]!,
          time,
          origin: 'Room' as const,
          content: [dish(12.5, 1 + (n % 3), n % 2 ? 1.5 : 0), dish(3, 2, 0)],
          payment: 'room' as const,
          updatedAt: time,
        })
      }
      await tx.insert(t.orders).values(rows)
    })
  }
}

const p95 = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!

/**
 * Analytics over a year of a 300-room hotel's orders (server): 150,000 orders over a year and
 * three services, then the restaurant's daily revenue for the year and its monthly revenue,
 * alternately, as the owner: request sent to reply read, p95 of 20 after 3 warm-ups.
 */
export async function measureAnalytics(server: BenchServer): Promise<Measurement> {
  await insertYear(server)
  const cookie = await ownerCookie(server.url)
  const today = todayIn(DEMO_TIME_ZONE)
  const body = {
    service_id: server.demo.services.restaurant._id,
    business_id: server.demo.businessId,
    returnData: 1,
    dateStart: addDaysTo(today, -(DAYS - 1)),
    dateEnd: today,
  }
  const ask = async (period: 'Daily' | 'Monthly') => {
    const started = performance.now()
    const res = await fetch(`${server.url}${ANALYTICS_BASE}/service${period}Analytics/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
    const points = (await res.json()) as unknown[]
    if (!res.ok || !Array.isArray(points)) throw new Error(`analytics: ${res.status}`)
    return { ms: performance.now() - started, points: points.length }
  }
  for (let i = 0; i < WARM; i++) await ask(i % 2 ? 'Monthly' : 'Daily')
  const daily: number[] = []
  const monthly: number[] = []
  let points = 0
  for (let i = 0; i < RUNS; i++) {
    const d = await ask('Daily')
    daily.push(d.ms)
    points = d.points
    monthly.push((await ask('Monthly')).ms)
  }
  const all = [...daily, ...monthly]
  return {
    id: 'analytics',
    value: Math.round(p95(all)),
    note: `${ORDERS.toLocaleString('en')} orders over ${DAYS} days; a year of one service's revenue, p95 daily ${Math.round(p95(daily))} ms (${points} points), monthly ${Math.round(p95(monthly))} ms`,
  }
}
