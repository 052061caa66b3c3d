import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import type {
  CategoryPositionsBody,
  CreateArticleCategoryBody,
  UpdateArticleCategoryBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { articleCategories, articles } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { articleToWire, categoryToWire } from '../serialize.ts'
import { nextVersionSql, changedFields } from '../versioning.ts'
import type { StaffContext } from '../permissions.ts'
import { assertMenuWrite, menuServices } from './menu-access.ts'
import { savePositions } from './positions.ts'
import { assertIdFree, idTaken } from './client-ids.ts'
import { changeOf, tombstoneOf, type StaffWrite, type WriteResult } from './types.ts'

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
  await assertIdFree(tx, 'Category', id)
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
  assertMenuWrite(staff, current.serviceIds)
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

/** A live category of the business, locked for the write; 404 otherwise. */
async function lockCategory(tx: Tx, staff: StaffContext, id: string) {
  const [row] = await tx
    .select()
    .from(articleCategories)
    .where(
      and(
        eq(articleCategories.id, id),
        eq(articleCategories.businessId, staff.businessId),
        isNull(articleCategories.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Category')
  return row
}

/**
 * Changes a category's fields (any subset). When its services change, the items on a service
 * it no longer has move to its first service (their versions change too, so devices follow).
 */
export async function updateCategory(
  tx: Tx,
  staff: StaffContext,
  body: UpdateArticleCategoryBody,
): Promise<WriteResult> {
  const current = await lockCategory(tx, staff, body._id)
  assertMenuWrite(staff, current.serviceIds)
  const serviceIds = body.service_ids ?? current.serviceIds
  const services = body.service_ids ? menuServices(staff, body.service_ids) : null
  const min = body.min !== undefined ? body.min : current.min
  const max = body.max !== undefined ? body.max : current.max
  if (min !== null && max !== null && min > max)
    throw badRequest('min', 'min must not be above max')
  const patch = changedFields(current, {
    name: body.name,
    position: body.position,
    min,
    max,
    timeAvailable: body.timeAvailable,
    capacity: body.capacity,
    serviceIds: services ? serviceIds : undefined,
    serviceName: services ? services[0]!.name : undefined,
  })
  if (patch === null) return { status: 200, body: categoryToWire(current), changes: [] }
  const [row] = await tx
    .update(articleCategories)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(articleCategories.id, current.id))
    .returning()
  const category = categoryToWire(row!)
  const moved = services
    ? await tx
        .update(articles)
        .set({ serviceId: serviceIds[0]!, version: nextVersionSql() })
        .where(
          and(
            eq(articles.categoryId, current.id),
            isNull(articles.deletedAt),
            notInArray(articles.serviceId, serviceIds),
          ),
        )
        .returning()
    : []
  return {
    status: 200,
    body: category,
    changes: [
      changeOf('categories', category, staff.businessId),
      ...moved.map((a) => changeOf('articles', articleToWire(a), staff.businessId)),
    ],
  }
}

/** A drag in the category list: the new positions, all or nothing; unmoved rows keep their version. */
export function reorderCategories(
  tx: Tx,
  staff: StaffContext,
  body: CategoryPositionsBody,
): Promise<WriteResult> {
  return savePositions({
    staff,
    table: 'categories',
    key: 'categories',
    what: 'Category',
    positions: body.categories,
    lock: (ids) =>
      tx
        .select()
        .from(articleCategories)
        .where(
          and(
            inArray(articleCategories.id, ids),
            eq(articleCategories.businessId, staff.businessId),
            isNull(articleCategories.deletedAt),
          ),
        )
        .orderBy(articleCategories.id)
        .for('update'),
    check: (row) => assertMenuWrite(staff, row.serviceIds),
    write: async (id, position) =>
      (
        await tx
          .update(articleCategories)
          .set({ position, version: nextVersionSql() })
          .where(eq(articleCategories.id, id))
          .returning()
      )[0]!,
    toWire: categoryToWire,
  })
}

export const updateCategoryWrite: StaffWrite<'category.update'> = {
  type: 'category.update',
  run: updateCategory,
}

export const reorderCategoriesWrite: StaffWrite<'category.reorder'> = {
  type: 'category.reorder',
  run: reorderCategories,
}

export const createCategoryWrite: StaffWrite<'category.create'> = {
  type: 'category.create',
  run: createCategory,
}

export const deleteCategoryWrite: StaffWrite<'category.delete'> = {
  type: 'category.delete',
  run: (tx, staff, { category_id }) => deleteCategory(tx, staff, category_id),
}
