import type { FastifyInstance } from 'fastify'
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm'
import { z } from 'zod'
import {
  CreateDiscountBody,
  CreatePromotionBody,
  DISCOUNT_BASE,
  DISCOUNT_V2_BASE,
  Id,
  PROMOTION_BASE,
  UpdateDiscountBody,
  UpdatePromotionBody,
  splitByToday,
  todayIn,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { discounts, promotions } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import type { StaffContext } from '../domain/permissions.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { hotelToday } from '../domain/promotions/pricing.ts'
import { discountToWire, promotionToWire } from '../domain/promotions/wire.ts'
import {
  createDiscount,
  deleteDiscount,
  updateDiscount,
} from '../domain/promotions/discount-writes.ts'
import {
  createPromotion,
  deletePromotion,
  updatePromotion,
} from '../domain/promotions/promotion-writes.ts'

const IdParams = z.object({ id: Id })
const DeletePromotionParams = z.object({ businessId: Id, id: Id })

type Split = 'all' | 'current' | 'past'

/** The rows of a split on the hotel's today (its zone's wall clock). */
function pick<R extends { startDate: string; endDate: string; name: string }>(
  rows: R[],
  split: Split,
  staff: StaffContext,
): R[] {
  if (split === 'all') return rows
  const { current, past } = splitByToday(rows, todayIn(staff.zone))
  return split === 'current' ? current : past
}

/**
 * Discounts and promotions (spec 001 §7; docs/api.md, Promotions and discounts). Reads: any
 * staff member of the business (another business: 404); writes: the owner or a manager, also
 * as push actions. The spec lists the discounts' paths under two bases: the unprefixed ones
 * answer on both.
 */
export function promotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function staffOf(request: Parameters<typeof requireStaff>[1], id: string) {
    const staff = await requireStaff(ctx, request)
    if (id !== staff.businessId) throw notFound('Business')
    return staff
  }

  const discountList = (split: Split) => async (request: Parameters<typeof requireStaff>[1]) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await staffOf(request, id)
    const rows = await ctx.db
      .select()
      .from(discounts)
      .where(and(eq(discounts.businessId, id), isNull(discounts.deletedAt)))
      .orderBy(asc(discounts.startDate), asc(discounts.id))
    return pick(rows.map(discountToWire), split, staff)
  }
  const promotionList = (split: Split) => async (request: Parameters<typeof requireStaff>[1]) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await staffOf(request, id)
    const rows = await ctx.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.businessId, id), isNull(promotions.deletedAt)))
      .orderBy(asc(promotions.startDate), asc(promotions.id))
    return pick(rows.map(promotionToWire), split, staff)
  }

  app.get(`${DISCOUNT_BASE}/getDiscountsByBusinessID/:id`, discountList('all'))
  app.get(`${DISCOUNT_V2_BASE}/getPastDiscountsByBusinessID/:id`, discountList('past'))
  for (const base of [DISCOUNT_BASE, DISCOUNT_V2_BASE]) {
    app.get(`${base}/getCurrentAndFutureDiscountsByBusinessID/:id`, discountList('current'))
    app.post(`${base}/createDiscount`, async (request) => {
      const body = parse(CreateDiscountBody, request.body, 'body')
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) => createDiscount(tx, staff, body))
    })
    app.put(`${base}/updateDiscount`, async (request) => {
      const body = parse(UpdateDiscountBody, request.body, 'body')
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) => updateDiscount(tx, staff, body))
    })
    app.delete(`${base}/deleteDiscount/:id`, async (request) => {
      const { id } = parse(IdParams, request.params, 'params')
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) => deleteDiscount(tx, staff, id))
    })
  }

  app.get(`${PROMOTION_BASE}/getPromotionsByBusinessID/:id`, promotionList('all'))
  app.get(`${PROMOTION_BASE}/getPastPromotionsByBusinessID/:id`, promotionList('past'))
  app.get(
    `${PROMOTION_BASE}/getCurrentAndFuturePromotionsByBusinessID/:id`,
    promotionList('current'),
  )
  app.post(`${PROMOTION_BASE}/createPromotion`, async (request) => {
    const body = parse(CreatePromotionBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createPromotion(tx, staff, body))
  })
  app.put(`${PROMOTION_BASE}/updatePromotion`, async (request) => {
    const body = parse(UpdatePromotionBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updatePromotion(tx, staff, body))
  })
  app.delete(`${PROMOTION_BASE}/deletePromotion/:businessId/:id`, async (request) => {
    const { businessId, id } = parse(DeletePromotionParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deletePromotion(tx, staff, businessId, id))
  })

  /**
   * Ours (not in the spec): the promotions a guest sees today on the room page, public like the
   * menus (a promotion is meant to be seen). Running on the hotel's today, by start day.
   */
  app.get(`${PROMOTION_BASE}/getRunningPromotionsByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const today = await hotelToday(ctx.db, id)
    const rows = await ctx.db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.businessId, id),
          isNull(promotions.deletedAt),
          lte(promotions.startDate, today),
          gte(promotions.endDate, today),
        ),
      )
      .orderBy(asc(promotions.startDate), asc(promotions.id))
    return rows.map(promotionToWire)
  })
}
