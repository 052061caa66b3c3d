import type { FastifyInstance } from 'fastify'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { z } from 'zod'
import {
  AddLengthBody,
  CreateTableBody,
  EditTableBody,
  Id,
  OLD_TABLE_BASE,
  TABLE_BASE,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { diningTables } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { assertOwnBusiness } from '../domain/reception-access.ts'
import { tableToWire } from '../domain/serialize.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { addLength, createTable, editTable } from '../domain/writes/table-edits.ts'
import { ServiceIdsQuery } from './menu.ts'

const IdParams = z.object({ id: Id })

/**
 * The floor plan's tables (docs/api.md, Tables): reads for any staff member of the business (the
 * pull gives them the same rows), writes with itemsWrite on the table's service. updateTableMany
 * is in staff-writes.ts.
 */
export function tableRoutes(app: FastifyInstance, ctx: AppContext): void {
  const live = (businessId: string) =>
    and(eq(diningTables.businessId, businessId), isNull(diningTables.deletedAt))

  app.get(`${TABLE_BASE}/getAllTables/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    assertOwnBusiness(staff, id)
    const rows = await ctx.db
      .select()
      .from(diningTables)
      .where(live(id))
      .orderBy(asc(diningTables.name))
    return rows.map(tableToWire)
  })

  app.get(`${TABLE_BASE}/getTablesByServiceIDs`, async (request) => {
    const { service_ids } = parse(ServiceIdsQuery, request.query, 'query')
    const staff = await requireStaff(ctx, request)
    const rows = await ctx.db
      .select()
      .from(diningTables)
      .where(and(live(staff.businessId), inArray(diningTables.serviceId, service_ids)))
      .orderBy(asc(diningTables.name))
    return rows.map(tableToWire)
  })

  app.get(`${TABLE_BASE}/getTableById/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    const [row] = await ctx.db
      .select()
      .from(diningTables)
      .where(and(live(staff.businessId), eq(diningTables.id, id)))
    if (!row) throw notFound('Table')
    return tableToWire(row)
  })

  app.post(`${TABLE_BASE}/createTable`, async (request) => {
    const body = parse(CreateTableBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createTable(tx, staff, body))
  })

  app.put(`${OLD_TABLE_BASE}/editTable/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const body = parse(EditTableBody, request.body ?? {}, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => editTable(tx, staff, id, body))
  })

  app.put(`${OLD_TABLE_BASE}/addLength`, async (request) => {
    const body = parse(AddLengthBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => addLength(tx, staff, body))
  })
}
