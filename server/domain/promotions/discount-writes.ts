import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { CreateDiscountBody, UpdateDiscountBody } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { discounts } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { changedFields, nextVersionSql } from '../versioning.ts'
import { assertIdFree } from '../writes/client-ids.ts'
import { changeOf, tombstoneOf, type StaffWrite, type WriteResult } from '../writes/types.ts'
import { assertDates, assertDiscountItems, assertManager, assertOwnBusiness } from './checks.ts'
import { discountToWire } from './wire.ts'

/* Discounts (spec 001 §2, §3, §5): the owner or a manager writes them; prices follow (pricing.ts). */

async function lockDiscount(tx: Tx, staff: StaffContext, id: string) {
  const [row] = await tx
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.id, id),
        eq(discounts.businessId, staff.businessId),
        isNull(discounts.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Discount')
  return row
}

export async function createDiscount(
  tx: Tx,
  staff: StaffContext,
  body: CreateDiscountBody,
): Promise<WriteResult> {
  assertManager(staff)
  assertOwnBusiness(staff, body.business_id)
  assertDates(body.startDate, body.endDate)
  await assertDiscountItems(tx, staff, body.type, body.items)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Discount', id)
  const [row] = await tx
    .insert(discounts)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      name: body.name,
      items: body.items,
      amount: body.amount,
      startDate: body.startDate,
      endDate: body.endDate,
      type: body.type,
      category: body.category ?? null,
    })
    .returning()
  const wire = discountToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('discounts', wire, staff.businessId)] }
}

export async function updateDiscount(
  tx: Tx,
  staff: StaffContext,
  body: UpdateDiscountBody,
): Promise<WriteResult> {
  assertManager(staff)
  const current = await lockDiscount(tx, staff, body._id)
  const next = {
    startDate: body.startDate ?? current.startDate,
    endDate: body.endDate ?? current.endDate,
    type: body.type ?? current.type,
    items: body.items ?? current.items,
  }
  assertDates(next.startDate, next.endDate)
  if (body.items !== undefined || body.type !== undefined)
    await assertDiscountItems(tx, staff, next.type, next.items)
  const patch = changedFields(current, {
    name: body.name,
    items: body.items,
    amount: body.amount,
    startDate: body.startDate,
    endDate: body.endDate,
    type: body.type,
    category: body.category,
  })
  if (patch === null) return { status: 200, body: discountToWire(current), changes: [] }
  const [row] = await tx
    .update(discounts)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(discounts.id, current.id))
    .returning()
  const wire = discountToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('discounts', wire, staff.businessId)] }
}

export async function deleteDiscount(
  tx: Tx,
  staff: StaffContext,
  id: string,
): Promise<WriteResult> {
  assertManager(staff)
  const current = await lockDiscount(tx, staff, id)
  const [row] = await tx
    .update(discounts)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(discounts.id, current.id))
    .returning()
  return {
    status: 200,
    body: { _id: id, version: row!.version, deleted: true },
    changes: [tombstoneOf('discounts', id, row!.version, staff.businessId)],
  }
}

export const createDiscountWrite: StaffWrite<'discount.create'> = {
  type: 'discount.create',
  run: (tx, staff, payload) => createDiscount(tx, staff, payload),
}
export const updateDiscountWrite: StaffWrite<'discount.update'> = {
  type: 'discount.update',
  run: (tx, staff, payload) => updateDiscount(tx, staff, payload),
}
export const deleteDiscountWrite: StaffWrite<'discount.delete'> = {
  type: 'discount.delete',
  run: (tx, staff, payload) => deleteDiscount(tx, staff, payload.discount_id),
}
