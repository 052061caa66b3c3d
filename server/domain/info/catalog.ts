import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  roundMoney,
  type ChangeOrderInfoBody,
  type CreateInfoBody,
  type CreateOfferBody,
  type CreateStoreBody,
  type UpdateInfoBody,
  type UpdateOfferBody,
  type UpdateStoreBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { infoOffers, infoStores, infos } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import { serviceOf } from '../reservations/access.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertIdFree, idTaken } from '../writes/client-ids.ts'
import { savePositions } from '../writes/positions.ts'
import { changeOf, tombstoneOf, type WriteResult } from '../writes/types.ts'
import { infoToWire, offerToWire, storeToWire } from './wire.ts'

/*
 * The info pages' writes (spec 001 §7 api/v2/info): infos, stores and offers of a service of type
 * info. Who may write: the business owner and managers (every permission), and a worker with
 * itemsWrite on that info service, as the menus' items (docs/api.md "Info").
 */

type Table = 'infos' | 'offers' | 'stores'

const saved = <W extends { _id: string; version: number }>(
  table: Table,
  wire: W,
  businessId: string,
): WriteResult => ({ status: 200, body: wire, changes: [changeOf(table, wire, businessId)] })

const deleted = (table: Table, id: string, version: number, businessId: string): WriteResult => ({
  status: 200,
  body: { _id: id, version, deleted: true },
  changes: [tombstoneOf(table, id, version, businessId)],
})

/** An info service of the staff member's business they may write to (itemsWrite). */
async function infoService(tx: Tx, staff: StaffContext, businessId: string, serviceId: string) {
  if (businessId !== staff.businessId) throw notFound('Business')
  const service = await serviceOf(tx, businessId, serviceId)
  if (service.type !== 'info') throw notFound('Info service')
  assertPermission(staff, service._id, 'itemsWrite')
  return service
}

/** A live row of the business, locked; 403 without itemsWrite on its service. */
async function lockRow<T extends typeof infos | typeof infoOffers | typeof infoStores>(
  tx: Tx,
  table: T,
  staff: StaffContext,
  id: string,
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await tx
    .select()
    .from(table as typeof infos)
    .where(and(eq(table.id, id), eq(table.businessId, staff.businessId), isNull(table.deletedAt)))
    .for('update')) as T['$inferSelect'][]
  if (!row) throw notFound(what)
  assertPermission(staff, row.serviceId, 'itemsWrite')
  return row
}

/** A store of the service an offer may go in (404 otherwise). */
async function storeIn(tx: Tx, serviceId: string, storeId: string): Promise<void> {
  const [store] = await tx
    .select({ id: infoStores.id })
    .from(infoStores)
    .where(
      and(
        eq(infoStores.id, storeId),
        eq(infoStores.serviceId, serviceId),
        isNull(infoStores.deletedAt),
      ),
    )
  if (!store) throw notFound('Store')
}

const defined = <O extends Record<string, unknown>>(o: O): Partial<O> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<O>

// ---- infos ----

export async function createInfo(
  tx: Tx,
  staff: StaffContext,
  body: CreateInfoBody,
): Promise<WriteResult> {
  const service = await infoService(tx, staff, body.business_id, body.service_id)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Info', id)
  let position = body.position
  if (position === undefined) {
    const [last] = await tx
      .select({ max: sql<number | null>`max(${infos.position})` })
      .from(infos)
      .where(and(eq(infos.serviceId, service._id), isNull(infos.deletedAt)))
    position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1
  }
  const [row] = await tx
    .insert(infos)
    .values({
      id,
      businessId: service.business_id,
      version: nextVersionSql(),
      serviceId: service._id,
      position,
      title: body.title,
      text: body.text ?? { en: '' },
      link: body.link ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Info', id)
  return saved('infos', infoToWire(row), staff.businessId)
}

export async function updateInfo(
  tx: Tx,
  staff: StaffContext,
  body: UpdateInfoBody,
): Promise<WriteResult> {
  await lockRow(tx, infos, staff, body._id, 'Info')
  const [row] = await tx
    .update(infos)
    .set({
      ...defined({ title: body.title, text: body.text, link: body.link, position: body.position }),
      version: nextVersionSql(),
    })
    .where(eq(infos.id, body._id))
    .returning()
  return saved('infos', infoToWire(row!), staff.businessId)
}

export async function deleteInfo(tx: Tx, staff: StaffContext, id: string): Promise<WriteResult> {
  await lockRow(tx, infos, staff, id, 'Info')
  const [row] = await tx
    .update(infos)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(infos.id, id))
    .returning()
  return deleted('infos', id, row!.version, staff.businessId)
}

/**
 * changeOrderInfoObjects: the infos' new positions, all or nothing. Every info must be a live one
 * of that service (else 404 naming it, nothing written); unchanged ones keep their version.
 */
export async function changeOrderInfos(
  tx: Tx,
  staff: StaffContext,
  body: ChangeOrderInfoBody,
): Promise<WriteResult> {
  const service = await infoService(tx, staff, body.business_id, body.serviceId)
  return savePositions({
    staff,
    table: 'infos',
    key: 'infos',
    what: 'Info',
    positions: body.infos,
    lock: (ids) =>
      tx
        .select()
        .from(infos)
        .where(
          and(
            inArray(infos.id, ids),
            eq(infos.serviceId, service._id),
            eq(infos.businessId, staff.businessId),
            isNull(infos.deletedAt),
          ),
        )
        .for('update'),
    check: () => undefined,
    write: async (id, position) => {
      const [row] = await tx
        .update(infos)
        .set({ position, version: nextVersionSql() })
        .where(eq(infos.id, id))
        .returning()
      return row!
    },
    toWire: infoToWire,
  })
}

// ---- stores ----

export async function createStore(
  tx: Tx,
  staff: StaffContext,
  body: CreateStoreBody,
): Promise<WriteResult> {
  const service = await infoService(tx, staff, body.business_id, body.service_id)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Store', id)
  const [row] = await tx
    .insert(infoStores)
    .values({
      id,
      businessId: service.business_id,
      version: nextVersionSql(),
      serviceId: service._id,
      name: body.name,
      description: body.description ?? { en: '' },
      contact: body.contact ?? '',
      website: body.website ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Store', id)
  return saved('stores', storeToWire(row), staff.businessId)
}

export async function updateStore(
  tx: Tx,
  staff: StaffContext,
  body: UpdateStoreBody,
): Promise<WriteResult> {
  await lockRow(tx, infoStores, staff, body._id, 'Store')
  const [row] = await tx
    .update(infoStores)
    .set({
      ...defined({
        name: body.name,
        description: body.description,
        contact: body.contact,
        website: body.website,
      }),
      version: nextVersionSql(),
    })
    .where(eq(infoStores.id, body._id))
    .returning()
  return saved('stores', storeToWire(row!), staff.businessId)
}

/** A store that still has offers is kept (409 info.in_use): move or delete its offers first. */
export async function deleteStore(tx: Tx, staff: StaffContext, id: string): Promise<WriteResult> {
  const current = await lockRow(tx, infoStores, staff, id, 'Store')
  const [used] = await tx
    .select({ id: infoOffers.id })
    .from(infoOffers)
    .where(and(eq(infoOffers.storeId, id), isNull(infoOffers.deletedAt)))
    .limit(1)
  if (used)
    throw new HttpError(
      409,
      'info.in_use',
      'The store still has offers: move or delete them first.',
      {
        current: changeOf('stores', storeToWire(current), staff.businessId).change,
      },
    )
  const [row] = await tx
    .update(infoStores)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(infoStores.id, id))
    .returning()
  return deleted('stores', id, row!.version, staff.businessId)
}

// ---- offers ----

export async function createOffer(
  tx: Tx,
  staff: StaffContext,
  body: CreateOfferBody,
): Promise<WriteResult> {
  const service = await infoService(tx, staff, body.business_id, body.service_id)
  if (body.store_id) await storeIn(tx, service._id, body.store_id)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Offer', id)
  const [row] = await tx
    .insert(infoOffers)
    .values({
      id,
      businessId: service.business_id,
      version: nextVersionSql(),
      serviceId: service._id,
      storeId: body.store_id ?? null,
      name: body.name,
      description: body.description ?? { en: '' },
      price: body.price === undefined || body.price === null ? null : roundMoney(body.price),
      website: body.website ?? null,
      contact: body.contact ?? '',
      mapsLink: body.maps_link ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Offer', id)
  return saved('offers', offerToWire(row), staff.businessId)
}

export async function updateOffer(
  tx: Tx,
  staff: StaffContext,
  body: UpdateOfferBody,
): Promise<WriteResult> {
  const current = await lockRow(tx, infoOffers, staff, body._id, 'Offer')
  if (body.store_id) await storeIn(tx, current.serviceId, body.store_id)
  const [row] = await tx
    .update(infoOffers)
    .set({
      ...defined({
        storeId: body.store_id,
        name: body.name,
        description: body.description,
        price:
          body.price === undefined || body.price === null ? body.price : roundMoney(body.price),
        website: body.website,
        contact: body.contact,
        mapsLink: body.maps_link,
      }),
      version: nextVersionSql(),
    })
    .where(eq(infoOffers.id, body._id))
    .returning()
  return saved('offers', offerToWire(row!), staff.businessId)
}

export async function deleteOffer(tx: Tx, staff: StaffContext, id: string): Promise<WriteResult> {
  await lockRow(tx, infoOffers, staff, id, 'Offer')
  const [row] = await tx
    .update(infoOffers)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(infoOffers.id, id))
    .returning()
  return deleted('offers', id, row!.version, staff.businessId)
}
