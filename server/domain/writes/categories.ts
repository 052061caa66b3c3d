import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { CreateArticleCategoryBody } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { articleCategories, articles } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { categoryToWire } from '../serialize.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import { idTaken } from './client-ids.ts'
import { changeOf, tombstoneOf, type StaffWrite, type WriteResult } from './types.ts'

/** The services a category is for: each of the business, each with itemsWrite. */
function menuServices(staff: StaffContext, ids: readonly string[]) {
  return ids.map((id) => {
    const service = staff.services.find((s) => s._id === id)
    if (!service) throw notFound(`Service ${id}`)
    assertPermission(staff, id, 'itemsWrite')
    return service
  })
}

/** Next free position among the categories of these services (new ones go last). */
async function nextPosition(tx: Tx, businessId: string, serviceIds: readonly string[]) {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${articleCategories.position})` })
    .from(articleCategories)
    .where(
      and(
        eq(articleCategories.businessId, businessId),
        isNull(articleCategories.deletedAt),
        sql`${articleCategories.serviceIds} ?| array[${sql.join(
          serviceIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1
}

export async function createCategory(
  tx: Tx,
  staff: StaffContext,
  body: CreateArticleCategoryBody,
): Promise<WriteResult> {
  if (body.business_id !== undefined && body.business_id !== staff.businessId) {
    throw notFound('Business')
  }
  const services = menuServices(staff, body.service_ids)
  const id = body._id ?? randomUUID()
  const [row] = await tx
    .insert(articleCategories)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      name: body.name,
      image: null,
      position: body.position ?? (await nextPosition(tx, staff.businessId, body.service_ids)),
      min: body.min ?? null,
      max: body.max ?? null,
      timeAvailable: body.timeAvailable ?? null,
      serviceName: body.service_name ?? services[0]!.name,
      serviceIds: body.service_ids,
      capacity: body.capacity ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Category', id)
  const category = categoryToWire(row)
  return {
    status: 200,
    body: category,
    changes: [changeOf('categories', category, staff.businessId)],
  }
}

/** Deletes a category and the items in it (tombstones: devices learn of it by event and pull). */
export async function deleteCategory(
  tx: Tx,
  staff: StaffContext,
  categoryId: string,
): Promise<WriteResult> {
  const where = and(
    eq(articleCategories.id, categoryId),
    eq(articleCategories.businessId, staff.businessId),
    isNull(articleCategories.deletedAt),
  )
  const [current] = await tx.select().from(articleCategories).where(where).for('update')
  if (!current) throw notFound('Category')
  const own = new Set(staff.services.map((s) => s._id))
  menuServices(
    staff,
    current.serviceIds.filter((id) => own.has(id)),
  )
  const now = new Date().toISOString()
  const [row] = await tx
    .update(articleCategories)
    .set({ deletedAt: now, version: nextVersionSql() })
    .where(where)
    .returning({ version: articleCategories.version })
  const items = await tx
    .update(articles)
    .set({ deletedAt: now, version: nextVersionSql() })
    .where(
      and(
        eq(articles.categoryId, categoryId),
        eq(articles.businessId, staff.businessId),
        isNull(articles.deletedAt),
      ),
    )
    .returning({ id: articles.id, version: articles.version })
  const version = row!.version
  return {
    status: 200,
    body: { _id: categoryId, version, deleted: true },
    changes: [
      tombstoneOf('categories', categoryId, version, staff.businessId),
      ...items
        .sort((a, b) => a.version - b.version)
        .map((i) => tombstoneOf('articles', i.id, i.version, staff.businessId)),
    ],
  }
}

export const createCategoryWrite: StaffWrite<'category.create'> = {
  type: 'category.create',
  run: createCategory,
}

export const deleteCategoryWrite: StaffWrite<'category.delete'> = {
  type: 'category.delete',
  run: (tx, staff, { category_id }) => deleteCategory(tx, staff, category_id),
}
