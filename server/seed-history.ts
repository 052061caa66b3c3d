import { randomUUID } from 'node:crypto'
import { addDaysTo, instantAt, todayIn, type OrderLine } from '../sync/protocol/index.ts'
import type { Tx } from './db/client.ts'
import { sql } from 'drizzle-orm'
import { DEMO_TIME_ZONE, type DemoServiceKey } from './seed-data.ts'

/*
 * The demo hotel's last 90 days of orders (analytics, /app/h/chart/): restaurant, pool, room
 * service and amenities, paid or charged to the room, a plausible number a day (more at the
 * weekend), on past hotel days only: never today, so today's boards, lists and tables are as
 * the rest of the seed makes them. Not linked to a stay or a guest (the guests' own past orders
 * are in seed-guests.ts). Deterministic, and written in one statement from one JSON parameter
 * (about 2,000 orders in a quarter of a second on PGlite; bound values took five times as long).
 */

export const HISTORY_DAYS = 90

interface ServicePlan {
  /** Orders on a weekday; the weekend has about a third more. */
  perDay: number
  /** Opening hours (hotel clock) the orders fall in. */
  from: number
  to: number
  status: 'Paid' | 'Room'
}

const PLANS: Partial<Record<DemoServiceKey, ServicePlan>> = {
  restaurant: { perDay: 10, from: 12, to: 22, status: 'Paid' },
  pool: { perDay: 5, from: 10, to: 19, status: 'Paid' },
  roomservice: { perDay: 4, from: 7, to: 23, status: 'Room' },
  amenities: { perDay: 2, from: 8, to: 20, status: 'Room' },
}

/** A small deterministic generator (mulberry32): the same history on every seed. */
function generator(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

interface SeedArticle {
  id: string
  serviceId: string
  categoryId: string
  name: OrderLine['name']
  price: number
}

/** Writes the 90 days of orders (inside the seed's business write). Returns how many. */
export async function seedDemoHistory(
  tx: Tx,
  input: {
    businessId: string
    serviceIds: Record<DemoServiceKey, string>
    articles: readonly SeedArticle[]
  },
): Promise<number> {
  const random = generator(18)
  const today = todayIn(DEMO_TIME_ZONE)
  const rows = []
  for (const [key, plan] of Object.entries(PLANS) as [DemoServiceKey, ServicePlan][]) {
    const serviceId = input.serviceIds[key]
    const menu = input.articles.filter((a) => a.serviceId === serviceId)
    if (menu.length === 0) continue
    for (let back = HISTORY_DAYS; back >= 1; back--) {
      const day = addDaysTo(today, -back)
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
      const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1
      const count = Math.max(1, Math.round(plan.perDay * weekend * (0.7 + random() * 0.6)))
      for (let n = 0; n < count; n++) {
        const minute = Math.floor((plan.from + random() * (plan.to - plan.from)) * 60)
        const time = new Date(instantAt(day, minute, DEMO_TIME_ZONE)).toISOString()
        const lines = 1 + Math.floor(random() * 3)
        const content: OrderLine[] = []
        for (let l = 0; l < lines; l++) {
          const a = menu[Math.floor(random() * menu.length)]!
          if (content.some((c) => c.article_id === a.id)) continue
          content.push({
            article_id: a.id,
            name: a.name,
            price: a.price,
            count: 1 + Math.floor(random() * 2),
            modifiers: [],
            operatingPrice: false,
            category_id: a.categoryId,
          })
        }
        rows.push({
          id: randomUUID(),
          business_id: input.businessId,
          service_id: serviceId,
          status: plan.status,
          time,
          origin: plan.status === 'Room' ? 'Room' : random() < 0.6 ? 'Reception' : 'External',
          content,
          payment: plan.status === 'Room' ? 'room' : random() < 0.55 ? 'card' : 'cash',
        })
      }
    }
  }
  // One statement from one JSON parameter: on PGlite far cheaper than thousands of bound values.
  await tx.execute(sql`
    INSERT INTO orders (id, business_id, version, service_id, status, time, note, origin,
      content, payment, updated_at)
    SELECT r.id, r.business_id, nextval('sync_version'), r.service_id, r.status, r.time, '',
      r.origin, r.content, r.payment, r.time
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id text, business_id text,
      service_id text, status text, time timestamptz, origin text, content jsonb, payment text)`)
  return rows.length
}
