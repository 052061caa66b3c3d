import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  ALLERGENS,
  canonicalList,
  DIETS,
  roundMoney,
  type ArticleKind,
  type ArticlePositionsBody,
  type CreateArticleBody,
  type Modifier,
  type ModifierInput,
  type UpdateArticleBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { articleCategories, articles, services } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { articleToWire } from '../serialize.ts'
import { nextVersionSql, changedFields } from '../versioning.ts'
import type { StaffContext } from '../permissions.ts'
import { assertIdFree, idTaken } from './client-ids.ts'
import { menuServices } from './menu-access.ts'
import { savePositions } from './positions.ts'
import { changeOf, tombstoneOf, type StaffWrite, type WriteResult } from './types.ts'

/** Prices are stored rounded to 2 decimals (spec section 5), answers' prices too. */
const toModifiers = (list: readonly ModifierInput[]): Modifier[] =>
  list.map((m) => ({
    name: m.name,
    price: roundMoney(m.price),
    answers: m.answers.map((a) => ({ name: a.name, price: roundMoney(a.price) })),
    max: m.max,
    required: m.required,
  }))

const EMPTY_TEXT = { en: '' }

async function liveCategory(tx: Tx, staff: StaffContext, id: string, field: string) {
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
  if (!row) throw badRequest(field, `Category ${id} does not exist.`)
  return row
}

/** The service of an item must be one of its category's services (and writable by the staff). */
function assertItemService(category: { serviceIds: string[] }, serviceId: string): void {
  if (!category.serviceIds.includes(serviceId)) {
    throw badRequest('service_id', 'The service must be one of the category’s services.')
  }
}

/** A cleaning or a repair is an amenities request: another service's items are plain items. */
async function assertKindFits(tx: Tx, serviceId: string, kind: ArticleKind | undefined) {
  if (kind === undefined || kind === 'item') return
  const [service] = await tx
    .select({ type: services.type })
    .from(services)
    .where(eq(services.id, serviceId))
  if (service?.type !== 'amenities') {
    throw badRequest('kind', 'kind: cleaning and repair are for an amenities service’s items')
  }
}

async function nextPosition(tx: Tx, businessId: string, categoryId: string) {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${articles.position})` })
    .from(articles)
    .where(
      and(
        eq(articles.businessId, businessId),
        eq(articles.categoryId, categoryId),
        isNull(articles.deletedAt),
      ),
    )
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1
}

export async function createArticle(
  tx: Tx,
  staff: StaffContext,
  body: CreateArticleBody,
): Promise<WriteResult> {
  if (body.business_id !== undefined && body.business_id !== staff.businessId) {
    throw notFound('Business')
  }
  menuServices(staff, [body.service_id], 'service_id')
  const category = await liveCategory(tx, staff, body.category_id, 'category_id')
  assertItemService(category, body.service_id)
  await assertKindFits(tx, body.service_id, body.kind)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Item', id)
  const [row] = await tx
    .insert(articles)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      serviceId: body.service_id,
      categoryId: body.category_id,
      name: body.name,
      description: body.description ?? EMPTY_TEXT,
      price: roundMoney(body.price),
      availability: body.availability ?? true,
      count: body.count ?? null,
      modifiers: toModifiers(body.modifiers ?? []),
      position: body.position ?? (await nextPosition(tx, staff.businessId, body.category_id)),
      image: null,
      kind: body.kind ?? 'item',
      allergens: canonicalList(ALLERGENS, body.allergens ?? []),
      diets: canonicalList(DIETS, body.diets ?? []),
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Item', id)
  const article = articleToWire(row)
  return { status: 200, body: article, changes: [changeOf('articles', article, staff.businessId)] }
}

async function lockArticle(tx: Tx, staff: StaffContext, id: string) {
  const [row] = await tx
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.id, id),
        eq(articles.businessId, staff.businessId),
        isNull(articles.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Item')
  return row
}

/** Changes an item's fields (any subset); moving it to another category keeps its service. */
export async function updateArticle(
  tx: Tx,
  staff: StaffContext,
  body: UpdateArticleBody,
): Promise<WriteResult> {
  const current = await lockArticle(tx, staff, body._id)
  menuServices(staff, [current.serviceId], 'service_id')
  if (body.category_id !== undefined && body.category_id !== current.categoryId) {
    const category = await liveCategory(tx, staff, body.category_id, 'category_id')
    assertItemService(category, current.serviceId)
  }
  await assertKindFits(tx, current.serviceId, body.kind)
  const patch = changedFields(current, {
    categoryId: body.category_id,
    name: body.name,
    description: body.description,
    price: body.price !== undefined ? roundMoney(body.price) : undefined,
    availability: body.availability,
    count: body.count,
    modifiers: body.modifiers !== undefined ? toModifiers(body.modifiers) : undefined,
    position: body.position,
    kind: body.kind,
    allergens: body.allergens && canonicalList(ALLERGENS, body.allergens),
    diets: body.diets && canonicalList(DIETS, body.diets),
  })
  if (patch === null) return { status: 200, body: articleToWire(current), changes: [] }
  const [row] = await tx
    .update(articles)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(articles.id, current.id))
    .returning()
  const article = articleToWire(row!)
  return { status: 200, body: article, changes: [changeOf('articles', article, staff.businessId)] }
}

/** Deletes an item (a tombstone: devices learn of it by event and pull). */
export async function deleteArticle(
  tx: Tx,
  staff: StaffContext,
  articleId: string,
): Promise<WriteResult> {
  const current = await lockArticle(tx, staff, articleId)
  menuServices(staff, [current.serviceId], 'service_id')
  const [row] = await tx
    .update(articles)
    .set({ deletedAt: new Date().toISOString(), version: nextVersionSql() })
    .where(eq(articles.id, current.id))
    .returning({ version: articles.version })
  const version = row!.version
  return {
    status: 200,
    body: { _id: articleId, version, deleted: true },
    changes: [tombstoneOf('articles', articleId, version, staff.businessId)],
  }
}

/** A drag in the item list: the new positions, all or nothing; unmoved rows keep their version. */
export function reorderArticles(
  tx: Tx,
  staff: StaffContext,
  body: ArticlePositionsBody,
): Promise<WriteResult> {
  return savePositions({
    staff,
    table: 'articles',
    key: 'articles',
    what: 'Item',
    positions: body.articles,
    lock: (ids) =>
      tx
        .select()
        .from(articles)
        .where(
          and(
            inArray(articles.id, ids),
            eq(articles.businessId, staff.businessId),
            isNull(articles.deletedAt),
          ),
        )
        .orderBy(articles.id)
        .for('update'),
    check: (row) => menuServices(staff, [row.serviceId], 'service_id'),
    write: async (id, position) =>
      (
        await tx
          .update(articles)
          .set({ position, version: nextVersionSql() })
          .where(eq(articles.id, id))
          .returning()
      )[0]!,
    toWire: articleToWire,
  })
}

export const createArticleWrite: StaffWrite<'article.create'> = {
  type: 'article.create',
  run: createArticle,
}
export const updateArticleWrite: StaffWrite<'article.update'> = {
  type: 'article.update',
  run: updateArticle,
}
export const deleteArticleWrite: StaffWrite<'article.delete'> = {
  type: 'article.delete',
  run: (tx, staff, { article_id }) => deleteArticle(tx, staff, article_id),
}
export const reorderArticlesWrite: StaffWrite<'article.reorder'> = {
  type: 'article.reorder',
  run: reorderArticles,
}
