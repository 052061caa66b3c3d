import type { FastifyInstance } from 'fastify'
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { Id, type Service } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { businesses, diningTables, orders, services } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { businessToWire, serviceToWire } from '../domain/serialize.ts'

/*
 * Public reads for the guest pages that have no room: the roomless hotel page (/app/hur/{bId})
 * and a table's menu (/app/u/menu/{bId}/{tId}). Like getHotelRoomAndHotelByID, they show only
 * what the printed link already gives away: the hotel's name, its guest-facing services, and a
 * table's name and whether it has an open order.
 */

const BASE = '/api/v2/access'
const IdParams = z.object({ id: Id })

/** Orders of a table that can still be joined (rejoinRequest) or added to. */
const OPEN = ['Pending', 'Accepted', 'Finished'] as const

export type PublicHotel = {
  _id: string
  name: string
  currency: string
  languages: string[]
  logo: string | null
  /** The hotel's IANA time zone: the guest pages show its wall clock. */
  time_zone: string
}

export function guestPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function hotel(businessId: string): Promise<PublicHotel | null> {
    const [row] = await ctx.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.id, businessId), isNull(businesses.deletedAt)))
    if (!row) return null
    const b = businessToWire(row)
    return {
      _id: b._id,
      name: b.name,
      currency: b.currency,
      languages: b.languages,
      logo: b.logo,
      time_zone: b.time_zone,
    }
  }

  async function guestServices(businessId: string): Promise<Service[]> {
    const rows = await ctx.db
      .select()
      .from(services)
      .where(and(eq(services.businessId, businessId), isNull(services.deletedAt)))
    return rows.map(serviceToWire).filter((s) => s.type !== 'manage' && s.options.active !== false)
  }

  /** The roomless page: the hotel and its active guest-facing services. */
  app.get(`${BASE}/getBusinessServices/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const found = await hotel(id)
    if (!found) throw notFound('Business')
    return { hotel: found, services: await guestServices(id) }
  })

  /**
   * A table's menu page: the table, its service, the hotel, and the table's open order (its id
   * and status only, so a second phone can ask to join it; never who placed it).
   */
  app.get(`${BASE}/getTable/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const [table] = await ctx.db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.id, id), isNull(diningTables.deletedAt)))
    if (!table) throw notFound('Table')
    const [serviceRow] = await ctx.db
      .select()
      .from(services)
      .where(and(eq(services.id, table.serviceId), isNull(services.deletedAt)))
    const found = await hotel(table.businessId)
    if (!serviceRow || !found) throw notFound('Table')
    const [open] = await ctx.db
      .select({ id: orders.id, status: orders.status, time: orders.time })
      .from(orders)
      .where(
        and(
          eq(orders.tableId, table.id),
          isNull(orders.baseOrderId),
          isNull(orders.deletedAt),
          inArray(orders.status, [...OPEN]),
        ),
      )
      .orderBy(desc(orders.time))
      .limit(1)
    return {
      table: {
        _id: table.id,
        name: table.name,
        active: table.active,
        capacity: table.capacity,
        service_id: table.serviceId,
      },
      service: serviceToWire(serviceRow),
      hotel: found,
      open_order: open
        ? { _id: open.id, status: open.status, time: new Date(open.time).toISOString() }
        : null,
    }
  })
}
