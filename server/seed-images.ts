import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from './db/client.ts'
import * as t from './db/schema.ts'
import { businessWrite } from './domain/versioning.ts'
import { contentVersion } from './images/encode.ts'
import { putImage } from './images/thumbnails.ts'
import { imageKeyOf, publicImageUrl } from './images/attach.ts'
import type { ImageStore } from './images/store.ts'

/** The demo's food services (event menus too): their items and categories get pictures (amenities do not). */
const PICTURED_TYPES = ['roomservice', 'restaurant', 'pool', 'eventplanning']

/** A number from a text, stable across runs (positions and hues of a picture). */
const seedOf = (text: string, salt: number) =>
  createHash('sha256').update(`${salt}:${text}`).digest().readUInt32BE(0)

/**
 * A made-up dish photo as SVG: a plate on a table, a few blobs of food in the item's colours,
 * softly lit. Drawn, not shipped, so the repository carries no image files.
 */
function dishSvg(name: string, width: number, height: number): string {
  // Food colours (reds, oranges, yellows, greens) on a wooden table.
  const hue = seedOf(name, 1) % 110
  const table = `hsl(${22 + (seedOf(name, 3) % 14)} 38% ${24 + (seedOf(name, 4) % 10)}%)`
  const cx = width / 2
  const cy = height / 2 + 10
  const r = Math.min(width, height) * 0.36
  const blobs = Array.from({ length: 3 + (seedOf(name, 2) % 4) }, (_, i) => {
    const angle = (seedOf(name, 10 + i) % 360) * (Math.PI / 180)
    const distance = (seedOf(name, 20 + i) % 100) / 100
    const x = cx + Math.cos(angle) * r * 0.45 * distance
    const y = cy + Math.sin(angle) * r * 0.45 * distance
    const size = r * (0.22 + (seedOf(name, 30 + i) % 20) / 100)
    const h = (hue + (seedOf(name, 40 + i) % 60) - 20 + 360) % 360
    const l = 38 + (seedOf(name, 50 + i) % 28)
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * 0.8).toFixed(1)}" fill="hsl(${h} 65% ${l}%)"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="light" cx="35%" cy="30%" r="80%">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="${table}"/>
  <ellipse cx="${cx + 12}" cy="${cy + 16}" rx="${r}" ry="${r * 0.92}" fill="#000" opacity="0.35" filter="url(#soft)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.92}" fill="#f4f1ea"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${r * 0.78}" ry="${r * 0.72}" fill="#e8e3d8"/>
  <g filter="url(#soft)">${blobs}</g>
  <rect width="100%" height="100%" fill="url(#light)"/>
</svg>`
}

/** One demo picture as WebP (about 10–20 KB). */
export const demoPicture = (name: string, width = 800, height = 600): Promise<Buffer> =>
  sharp(Buffer.from(dishSvg(name, width, height)))
    .webp({ quality: 72 })
    .toBuffer()

/**
 * Gives the demo hotel's food items and categories a picture (written to the image store, the
 * row's `image` set with a new version), so the guest menu shows photos after `npm start`. Only
 * rows without an image; returns how many got one.
 */
export async function seedDemoImages(db: Db, store: ImageStore): Promise<number> {
  const [business] = await db
    .select({ id: t.businesses.id })
    .from(t.businesses)
    .where(eq(t.businesses.name, 'Hotel Aurora'))
    .limit(1)
  if (!business) return 0
  const businessId = business.id
  const serviceRows = await db
    .select({ id: t.services.id })
    .from(t.services)
    .where(and(eq(t.services.businessId, businessId), inArray(t.services.type, PICTURED_TYPES)))
  const pictured = new Set(serviceRows.map((s) => s.id))
  const items = (
    await db
      .select({ id: t.articles.id, serviceId: t.articles.serviceId, name: t.articles.name })
      .from(t.articles)
      .where(
        and(
          eq(t.articles.businessId, businessId),
          isNull(t.articles.deletedAt),
          isNull(t.articles.image),
        ),
      )
  ).filter((a) => pictured.has(a.serviceId))
  const categories = (
    await db
      .select({
        id: t.articleCategories.id,
        serviceIds: t.articleCategories.serviceIds,
        name: t.articleCategories.name,
      })
      .from(t.articleCategories)
      .where(
        and(
          eq(t.articleCategories.businessId, businessId),
          isNull(t.articleCategories.deletedAt),
          isNull(t.articleCategories.image),
        ),
      )
  ).filter((c) => c.serviceIds.some((id) => pictured.has(id)))

  const urls = new Map<string, string>()
  const draw = async (kind: 'article' | 'category', id: string, name: string) => {
    const webp = await demoPicture(name)
    const key = imageKeyOf(kind, businessId, id)
    await putImage(store, key, webp)
    urls.set(id, publicImageUrl(key, contentVersion(webp)))
  }
  for (const item of items) await draw('article', item.id, item.name.en)
  for (const category of categories) await draw('category', category.id, category.name.en)

  await businessWrite(db, businessId, async (tx, nextVersion) => {
    for (const item of items) {
      await tx
        .update(t.articles)
        .set({ image: urls.get(item.id)!, version: await nextVersion() })
        .where(eq(t.articles.id, item.id))
    }
    for (const category of categories) {
      await tx
        .update(t.articleCategories)
        .set({ image: urls.get(category.id)!, version: await nextVersion() })
        .where(eq(t.articleCategories.id, category.id))
    }
  })
  return items.length + categories.length
}
