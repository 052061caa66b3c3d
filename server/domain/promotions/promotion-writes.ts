import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { CreatePromotionBody, UpdatePromotionBody } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { promotions } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { changedFields, nextVersionSql } from '../versioning.ts'
import { assertIdFree } from '../writes/client-ids.ts'
import { changeOf, tombstoneOf, type StaffWrite, type WriteResult } from '../writes/types.ts'
import { assertDates, assertManager, assertOwnBusiness, assertPromotionLink } from './checks.ts'
import { promotionToWire } from './wire.ts'

/* Promotions (spec 001 §2, §3, §5): the owner or a manager writes them; guests see them. */

export async function lockPromotion(tx: Tx, staff: StaffContext, id: string) {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.id, id),
        eq(promotions.businessId, staff.businessId),
        isNull(promotions.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Promotion')
  return row
}

export async function createPromotion(
  tx: Tx,
  staff: StaffContext,
  body: CreatePromotionBody,
): Promise<WriteResult> {
  assertManager(staff)
  assertOwnBusiness(staff, body.business_id)
  assertDates(body.startDate, body.endDate)
  const discountId = body.discount_id ?? null
  await assertPromotionLink(tx, staff, {
    type: body.type,
    link: body.link,
    discount_id: discountId,
  })
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Promotion', id)
  const [row] = await tx
    .insert(promotions)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      name: body.name,
      description: body.description,
      startDate: body.startDate,
      endDate: body.endDate,
      type: body.type,
      link: body.link,
      discountId,
      image: null,
    })
    .returning()
  const wire = promotionToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('promotions', wire, staff.businessId)] }
}

export async function updatePromotion(
  tx: Tx,
  staff: StaffContext,
  body: UpdatePromotionBody,
): Promise<WriteResult> {
  assertManager(staff)
  const current = await lockPromotion(tx, staff, body._id)
  assertDates(body.startDate ?? current.startDate, body.endDate ?? current.endDate)
  if (body.type !== undefined || body.link !== undefined || body.discount_id !== undefined)
    await assertPromotionLink(tx, staff, {
      type: body.type ?? current.type,
      link: body.link ?? current.link,
      discount_id: body.discount_id === undefined ? current.discountId : body.discount_id,
    })
  const patch = changedFields(current, {
    name: body.name,
    description: body.description,
    startDate: body.startDate,
    endDate: body.endDate,
    type: body.type,
    link: body.link,
    discountId: body.discount_id,
  })
  if (patch === null) return { status: 200, body: promotionToWire(current), changes: [] }
  const [row] = await tx
    .update(promotions)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(promotions.id, current.id))
    .returning()
  const wire = promotionToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('promotions', wire, staff.businessId)] }
}

/** deletePromotion/{businessId}/{id}: another business in the path is a 404. */
export async function deletePromotion(
  tx: Tx,
  staff: StaffContext,
  businessId: string,
  id: string,
): Promise<WriteResult> {
  assertManager(staff)
  assertOwnBusiness(staff, businessId)
  const current = await lockPromotion(tx, staff, id)
  const [row] = await tx
    .update(promotions)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(promotions.id, current.id))
    .returning()
  return {
    status: 200,
    body: { _id: id, version: row!.version, deleted: true },
    changes: [tombstoneOf('promotions', id, row!.version, staff.businessId)],
  }
}

export const createPromotionWrite: StaffWrite<'promotion.create'> = {
  type: 'promotion.create',
  run: (tx, staff, payload) => createPromotion(tx, staff, payload),
}
export const updatePromotionWrite: StaffWrite<'promotion.update'> = {
  type: 'promotion.update',
  run: (tx, staff, payload) => updatePromotion(tx, staff, payload),
}
export const deletePromotionWrite: StaffWrite<'promotion.delete'> = {
  type: 'promotion.delete',
  run: (tx, staff, payload) =>
    deletePromotion(tx, staff, payload.business_id, payload.promotion_id),
}
