import { and, eq, isNull } from 'drizzle-orm'
import type { ImageKind } from '../../sync/protocol/rules/images.ts'
import type { Db, Tx } from '../db/client.ts'
import {
  articleCategories,
  articles,
  infoOffers,
  infoStores,
  infos,
  promotions,
  services,
  businesses,
} from '../db/schema.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { assertPermission, type StaffContext } from '../domain/permissions.ts'
import {
  articleToWire,
  businessToWire,
  categoryToWire,
  serviceToWire,
} from '../domain/serialize.ts'
import { nextVersionSql } from '../domain/versioning.ts'
import { changeOf, type WriteResult } from '../domain/writes/types.ts'
import { promotionToWire } from '../domain/promotions/wire.ts'
import { infoToWire, offerToWire, storeToWire } from '../domain/info/wire.ts'

const FOLDER: Record<ImageKind, string> = {
  article: 'articles',
  category: 'categories',
  service: 'services',
  table_background: 'table_background',
  promotions: 'promotions',
  info: 'infos',
  offer: 'offers',
  store: 'stores',
  logo: 'logo',
}

/** The store key of a row's image: `{businessId}/articles/{id}.webp` (spec: `{b}/services/{s}.webp`). */
export const imageKeyOf = (kind: ImageKind, businessId: string, id: string): string =>
  `${businessId}/${FOLDER[kind]}/${id}.webp`

/** The URL a row's `image` holds: the key under /images/, with a content version for caches. */
export const publicImageUrl = (key: string, version: string): string =>
  `/images/${key}?v=${version}`

const NAME: Record<ImageKind, string> = {
  article: 'Article',
  category: 'Category',
  service: 'Service',
  table_background: 'Service',
  promotions: 'Promotion',
  info: 'Info',
  offer: 'Offer',
  store: 'Store',
  logo: 'Business',
}

/**
 * Throws 404 unless the row is alive in the staff member's business, and 403 unless they may
 * change its image: an item needs itemsWrite on its service; a category itemsWrite on each of
 * its services in this business (as the category writes); a service image is the manager's.
 * With a transaction the row is locked until the write commits.
 */
export async function checkImageTarget(
  db: Db | Tx,
  staff: StaffContext,
  kind: ImageKind,
  id: string,
  lock = false,
): Promise<void> {
  if (kind === 'logo') {
    // The business's own logo: its id, and the owner's or a manager's.
    if (id !== staff.businessId) throw notFound(NAME.logo)
    if (!staff.manager) throw forbidden('Only a manager can change the logo.')
    return
  }
  if (kind === 'table_background') {
    // The floor plan is the tables' editors': itemsWrite on the service, as the table writes.
    if (!staff.services.some((s) => s._id === id)) throw notFound(NAME.service)
    assertPermission(staff, id, 'itemsWrite')
    return
  }
  if (kind === 'promotions') {
    // A promotion's picture is the manager's, as the promotion itself (spec 001 §2 Manage).
    const query = db
      .select({ id: promotions.id })
      .from(promotions)
      .where(
        and(
          eq(promotions.id, id),
          eq(promotions.businessId, staff.businessId),
          isNull(promotions.deletedAt),
        ),
      )
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound(NAME.promotions)
    if (!staff.manager) throw forbidden('Only the owner or a manager can change a promotion.')
    return
  }
  if (kind === 'service') {
    if (!staff.services.some((s) => s._id === id)) throw notFound(NAME.service)
    if (!staff.manager) throw forbidden('Only a manager can change a service’s image.')
    return
  }
  if (kind === 'info' || kind === 'offer' || kind === 'store') {
    // The info pages' rows: itemsWrite on their info service, as their writes.
    const table = INFO_TABLES[kind]
    const query = db
      .select({ serviceId: table.serviceId })
      .from(table)
      .where(and(eq(table.id, id), eq(table.businessId, staff.businessId), isNull(table.deletedAt)))
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound(NAME[kind])
    assertPermission(staff, row.serviceId, 'itemsWrite')
    return
  }
  if (kind === 'article') {
    const query = db
      .select({ serviceId: articles.serviceId })
      .from(articles)
      .where(
        and(
          eq(articles.id, id),
          eq(articles.businessId, staff.businessId),
          isNull(articles.deletedAt),
        ),
      )
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound(NAME.article)
    assertPermission(staff, row.serviceId, 'itemsWrite')
    return
  }
  const query = db
    .select({ serviceIds: articleCategories.serviceIds })
    .from(articleCategories)
    .where(
      and(
        eq(articleCategories.id, id),
        eq(articleCategories.businessId, staff.businessId),
        isNull(articleCategories.deletedAt),
      ),
    )
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound(NAME.category)
  const own = row.serviceIds.filter((s) => staff.services.some((x) => x._id === s))
  if (own.length === 0) throw forbidden()
  for (const serviceId of own) assertPermission(staff, serviceId, 'itemsWrite')
}

/**
 * Sets a row's `image` to `url` with a new version (inside businessWrite): the reply is the row
 * as the pull serializes it, and the change goes to the business's devices.
 */
export async function setRowImage(
  tx: Tx,
  staff: StaffContext,
  kind: ImageKind,
  id: string,
  url: string,
): Promise<WriteResult> {
  await checkImageTarget(tx, staff, kind, id, true)
  const set = { image: url, version: nextVersionSql() }
  if (kind === 'logo') {
    const [row] = await tx
      .update(businesses)
      .set({ logo: url, version: set.version })
      .where(eq(businesses.id, staff.businessId))
      .returning()
    if (!row) throw notFound(NAME.logo)
    const wire = businessToWire(row)
    return { status: 200, body: wire, changes: [changeOf('businesses', wire, staff.businessId)] }
  }
  if (kind === 'article') {
    const [row] = await tx
      .update(articles)
      .set(set)
      .where(and(eq(articles.id, id), eq(articles.businessId, staff.businessId)))
      .returning()
    const wire = articleToWire(row!)
    return { status: 200, body: wire, changes: [changeOf('articles', wire, staff.businessId)] }
  }
  if (kind === 'promotions') {
    const [row] = await tx
      .update(promotions)
      .set(set)
      .where(and(eq(promotions.id, id), eq(promotions.businessId, staff.businessId)))
      .returning()
    const wire = promotionToWire(row!)
    return { status: 200, body: wire, changes: [changeOf('promotions', wire, staff.businessId)] }
  }
  if (kind === 'info' || kind === 'offer' || kind === 'store')
    return setInfoImage(tx, staff, kind, id, set)
  if (kind === 'category') {
    const [row] = await tx
      .update(articleCategories)
      .set(set)
      .where(and(eq(articleCategories.id, id), eq(articleCategories.businessId, staff.businessId)))
      .returning()
    const wire = categoryToWire(row!)
    return { status: 200, body: wire, changes: [changeOf('categories', wire, staff.businessId)] }
  }
  const [row] = await tx
    .update(services)
    .set(kind === 'table_background' ? { tableBackground: url, version: set.version } : set)
    .where(
      and(
        eq(services.id, id),
        eq(services.businessId, staff.businessId),
        isNull(services.deletedAt),
      ),
    )
    .returning()
  if (!row) throw notFound(NAME.service)
  const wire = serviceToWire(row)
  return { status: 200, body: wire, changes: [changeOf('services', wire, staff.businessId)] }
}

const INFO_TABLES = { info: infos, offer: infoOffers, store: infoStores } as const

async function setInfoImage(
  tx: Tx,
  staff: StaffContext,
  kind: 'info' | 'offer' | 'store',
  id: string,
  set: { image: string; version: ReturnType<typeof nextVersionSql> },
): Promise<WriteResult> {
  const where = (t: typeof infos | typeof infoOffers | typeof infoStores) =>
    and(eq(t.id, id), eq(t.businessId, staff.businessId))
  if (kind === 'info') {
    const [row] = await tx.update(infos).set(set).where(where(infos)).returning()
    const wire = infoToWire(row!)
    return { status: 200, body: wire, changes: [changeOf('infos', wire, staff.businessId)] }
  }
  if (kind === 'offer') {
    const [row] = await tx.update(infoOffers).set(set).where(where(infoOffers)).returning()
    const wire = offerToWire(row!)
    return { status: 200, body: wire, changes: [changeOf('offers', wire, staff.businessId)] }
  }
  const [row] = await tx.update(infoStores).set(set).where(where(infoStores)).returning()
  const wire = storeToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('stores', wire, staff.businessId)] }
}
