import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import {
  DEFAULT_TIME_ZONE,
  localized,
  orderTotal,
  serviceName,
  type Language,
} from '../../sync/protocol/index.ts'
import type { Tx } from '../db/client.ts'
import { businesses, orders, services } from '../db/schema.ts'
import { renderInvoicePdf, type InvoiceInput } from '../documents/invoice-pdf.ts'
import type { RoomRow, StayRow } from './writes/reception-rows.ts'

export interface StayInvoice {
  businessId: string
  stay: StayRow
  room: RoomRow
  lang: Language
  /** When the guest was checked in (the stay row no longer says so once checked out). */
  checkIn: string | null
  /** The business's sequential invoice number (invoice-number.ts). */
  number: number
}

/**
 * The orders a check-out invoice lists: what the guest received. Pending orders (never accepted)
 * and declined ones are left out; `Paid` ones are paid, the rest are owed (on the room bill, or
 * in cash or by card as the guest chose).
 */
export const INVOICED_STATUSES = ['Accepted', 'Finished', 'Paid', 'Room'] as const

/**
 * What the check-out invoice lists: the business, the room, the stay (its real departure once
 * checked out) and the orders the guest received with their payment state and VAT rate, names
 * in the invoice's language; the business's legal name, address and tax number. The renderer totals them (invoice-totals.ts).
 */
export async function invoiceInput(tx: Tx, input: StayInvoice): Promise<InvoiceInput> {
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, input.businessId))
  const rows = await tx
    .select({
      order: orders,
      service: { name: services.name, names: services.names, vatRate: services.vatRate },
    })
    .from(orders)
    .leftJoin(services, eq(services.id, orders.serviceId))
    .where(
      and(
        eq(orders.stayId, input.stay.id),
        eq(orders.businessId, input.businessId),
        isNull(orders.deletedAt),
        inArray(orders.status, [...INVOICED_STATUSES]),
      ),
    )
    .orderBy(asc(orders.time), asc(orders.id))
  const name = (text: Parameters<typeof localized>[0]) => localized(text, input.lang)
  return {
    business: {
      name: business?.name ?? '',
      currency: business?.currency ?? 'EUR',
      ...(business?.legalName ? { legalName: business.legalName } : {}),
      ...(business?.address ? { address: business.address } : {}),
      ...(business?.taxNumber ? { taxNumber: business.taxNumber } : {}),
      // Dates and times on the invoice are the hotel's wall clock.
      timeZone: business?.timeZone ?? DEFAULT_TIME_ZONE,
    },
    room: { name: input.room.name },
    stay: {
      id: input.stay.id,
      number: input.number,
      checkIn: input.checkIn,
      checkout: input.stay.checkedOutAt
        ? new Date(input.stay.checkedOutAt).toISOString()
        : input.stay.checkout,
      ...(input.stay.guestName ? { guestName: input.stay.guestName } : {}),
    },
    lang: input.lang,
    issuedAt: input.stay.checkedOutAt ? new Date(input.stay.checkedOutAt) : new Date(),
    // A request that cost nothing (towels, a cleaning) is no charge: not on the invoice.
    orders: rows
      .filter(({ order }) => orderTotal(order) > 0)
      .map(({ order, service }) => ({
        id: order.id,
        time: new Date(order.time).toISOString(),
        // The service's name in the invoice's language, and the VAT rate its prices include.
        serviceName: service ? serviceName(service, input.lang) : '',
        vatRate: service?.vatRate ?? 0,
        payment: order.payment,
        paid: order.status === 'Paid',
        lines: order.content.map((line) => ({
          name: name(line.name),
          count: line.count,
          unitPrice: line.price,
          modifiers: line.modifiers.map((m) => ({
            name: name(m.name),
            answers: m.answers.map((a) => ({ name: name(a.name), price: a.price })),
          })),
        })),
      })),
  }
}

/** The check-out invoice as PDF bytes (server/documents/invoice-pdf.ts draws it). */
export async function renderStayInvoice(tx: Tx, input: StayInvoice): Promise<Uint8Array> {
  return renderInvoicePdf(await invoiceInput(tx, input))
}
