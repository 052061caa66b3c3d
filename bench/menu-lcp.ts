import { randomUUID } from 'node:crypto'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Browser } from '@playwright/test'
import * as t from '../server/db/schema.ts'
import { businessWrite } from '../server/domain/versioning.ts'
import { putImage } from '../server/images/thumbnails.ts'
import { imageKeyOf, publicImageUrl } from '../server/images/attach.ts'
import { contentVersion } from '../server/images/encode.ts'
import { createImageStore } from '../server/images/store.ts'
import { demoPicture, seedDemoImages } from '../server/seed-images.ts'
import type { Measurement } from './budgets.ts'
import { signInStay } from './browser.ts'
import { guestUrl } from './guest-routes.ts'
import type { BenchServer } from './server.ts'

const MENU_ITEMS = 150
const PER_CATEGORY = 15

/**
 * Makes the demo's room-service menu 150 items, every one with a photo: the demo items get their
 * pictures as on `npm start` (seedDemoImages), then categories of 15 made-up dishes fill it up.
 * Pictures are WebP drawn by sharp (800x600, 10-20 KB) and stored through the server's image
 * store in the bench's DATA_DIR, so /images/ serves them as it serves uploads.
 */
export async function seedMenu150(server: BenchServer): Promise<number> {
  const { db } = server.database
  const store = createImageStore(server.dataDir)
  await seedDemoImages(db, store)
  const businessId = server.demo.businessId
  const service = server.demo.services.roomservice
  const alive = and(eq(t.articles.serviceId, service._id), isNull(t.articles.deletedAt))
  const [existing] = await db.select({ n: count() }).from(t.articles).where(alive)
  const missing = MENU_ITEMS - (existing?.n ?? 0)
  const [last] = await db
    .select({ n: count() })
    .from(t.articleCategories)
    .where(eq(t.articleCategories.businessId, businessId))

  const categories: (typeof t.articleCategories.$inferInsert)[] = []
  const items: (typeof t.articles.$inferInsert)[] = []
  const picture = async (kind: 'article' | 'category', id: string, name: string) => {
    const webp = await demoPicture(name)
    const key = imageKeyOf(kind, businessId, id)
    await putImage(store, key, webp)
    return publicImageUrl(key, contentVersion(webp))
  }
  for (let i = 0; i < missing; i++) {
    if (i % PER_CATEGORY === 0) {
      const id = randomUUID()
      const name = `Bench dishes ${categories.length + 1}`
      categories.push({
        id,
        businessId,
        version: 0,
        name: { en: name },
        position: (last?.n ?? 0) + categories.length,
        serviceName: service.name,
        serviceIds: [service._id],
        image: await picture('category', id, name),
      })
    }
    const id = randomUUID()
    const name = `Bench dish ${i + 1}`
    items.push({
      id,
      businessId,
      version: 0,
      serviceId: service._id,
      categoryId: categories.at(-1)!.id,
      name: { en: name },
      description: { en: 'Seasonal vegetables, herbs and a light sauce' },
      price: 8 + (i % 12),
      modifiers: [],
      position: i % PER_CATEGORY,
      image: await picture('article', id, name),
    })
  }
  await businessWrite(db, businessId, async (tx, nextVersion) => {
    for (const row of [...categories, ...items]) row.version = await nextVersion()
    if (categories.length > 0) await tx.insert(t.articleCategories).values(categories)
    if (items.length > 0) await tx.insert(t.articles).values(items)
  })
  const [total] = await db.select({ n: count() }).from(t.articles).where(alive)
  return total?.n ?? 0
}

/**
 * In-page, after the page settled: the last largest-contentful-paint entry (buffered), what it
 * painted, and what the page had fetched.
 */
const READ_LCP = `new Promise((resolve) => {
  const done = (entry) => {
    const el = entry && entry.element
    const images = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/images/'))
    resolve({
      lcp: entry ? entry.startTime : null,
      element: el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : (entry && entry.url) || 'none',
      text: el ? (el.textContent || '').trim().slice(0, 40) : '',
      images: images.length,
      imageKb: Math.round(images.reduce((sum, e) => sum + e.transferSize, 0) / 1024),
    })
  }
  new PerformanceObserver((list) => done(list.getEntries().at(-1))).observe({ type: 'largest-contentful-paint', buffered: true })
  setTimeout(() => done(null), 2000)
})`

interface LcpRun {
  lcp: number | null
  element: string
  text: string
  images: number
  imageKb: number
}

/** One cold load of the guest menu on a throttled phone: 390x844 at 3x, 4x CPU, slow 4G. */
async function lcpRun(browser: Browser, server: BenchServer, url: string): Promise<LcpRun> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  })
  try {
    await signInStay(context.request, server)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    // Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbps down, 750 kbps up (bytes per second).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url)
    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined)
    await page.waitForTimeout(1000)
    return await page.evaluate<LcpRun>(READ_LCP)
  } finally {
    await context.close()
  }
}

/** The `guest-menu-lcp` row: median LCP of 3 cold loads of /app/hu/menu/:rId/:service. */
export async function measureMenuLcp(browser: Browser, server: BenchServer): Promise<Measurement> {
  const items = await seedMenu150(server)
  const url = guestUrl('/app/hu/menu/:rId/:service', server)
  const runs: LcpRun[] = []
  for (let i = 0; i < 3; i++) runs.push(await lcpRun(browser, server, url))
  const sorted = runs.slice().sort((a, b) => (a.lcp ?? Infinity) - (b.lcp ?? Infinity))
  const median = sorted[1]!
  return {
    id: 'guest-menu-lcp',
    value: median.lcp === null ? null : median.lcp / 1000,
    note: `${items} items; runs ${runs.map((r) => (r.lcp === null ? '–' : (r.lcp / 1000).toFixed(2))).join(' / ')} s; LCP element ${median.element} "${median.text}"; ${median.images} images fetched (${median.imageKb} KB)`,
  }
}
