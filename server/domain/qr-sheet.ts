import { and, eq, isNull } from 'drizzle-orm'
import { compareRoomNames, serviceName } from '../../sync/protocol/index.ts'
import type { Db } from '../db/client.ts'
import { businesses, diningTables, rooms, services } from '../db/schema.ts'
import { badRequest, forbidden, notFound } from '../http/errors.ts'
import { renderQrPdf, type QrPdfInput } from '../documents/qr-pdf.ts'
import { documentTexts, type DocumentLang } from '../documents/texts.ts'
import type { StaffContext } from './permissions.ts'
import { assertOwnBusiness, assertReception } from './reception-access.ts'

/**
 * The QR sheet of the Hotelqr screen (GET api/qrcode/qr/{businessId}, docs/api.md "QR codes"):
 * group `rooms`, a code per live room opening its guest page (/app/hu/{roomId}); group `tables`,
 * a code per live table of one restaurant or pool service opening its menu
 * (/app/u/menu/{businessId}/{tableId}). Each name printed under its code.
 */
export interface QrSheetRequest {
  businessId: string
  group: 'rooms' | 'tables'
  serviceId: string | undefined
  lang: DocumentLang
  /** Where guests open the app, without a trailing slash. */
  baseUrl: string
}

/** Services whose tables the tables group prints (the spec's "Restaurants"). */
const TABLE_SERVICE_TYPES = ['restaurant', 'pool']

const byTableName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true })

async function roomCodes(db: Db, staff: StaffContext, base: string) {
  assertReception(staff)
  const list = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.businessId, staff.businessId), isNull(rooms.deletedAt)))
  return list
    .sort((a, b) => compareRoomNames(a.name, b.name))
    .map((r) => ({ name: r.name, url: `${base}/app/hu/${encodeURIComponent(r.id)}` }))
}

async function tableCodes(
  db: Db,
  staff: StaffContext,
  serviceId: string,
  base: string,
  lang: DocumentLang,
) {
  const [service] = await db
    .select({ id: services.id, name: services.name, names: services.names, type: services.type })
    .from(services)
    .where(
      and(
        eq(services.id, serviceId),
        eq(services.businessId, staff.businessId),
        isNull(services.deletedAt),
      ),
    )
  if (!service) throw notFound('Service')
  if (!TABLE_SERVICE_TYPES.includes(service.type)) {
    throw badRequest('service_id', 'service_id must name a restaurant or pool service.')
  }
  if (!staff.manager && staff.permissions[service.id] === undefined) throw forbidden()
  const list = await db
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.businessId, staff.businessId),
        eq(diningTables.serviceId, service.id),
        isNull(diningTables.deletedAt),
      ),
    )
  const business = encodeURIComponent(staff.businessId)
  const codes = list.sort(byTableName).map((t) => ({
    name: t.name,
    url: `${base}/app/u/menu/${business}/${encodeURIComponent(t.id)}`,
  }))
  // The sheet's title names the service in the sheet's language.
  return { serviceName: serviceName(service, lang), codes }
}

/** The sheet's PDF; 404 for another business or service, 403 without the permission. */
export async function renderQrSheet(
  db: Db,
  staff: StaffContext,
  request: QrSheetRequest,
): Promise<Uint8Array> {
  assertOwnBusiness(staff, request.businessId)
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, staff.businessId))
  if (!business) throw notFound('Business')
  let sheet: QrPdfInput
  if (request.group === 'rooms') {
    const t = documentTexts(request.lang)
    sheet = {
      title: `${business.name} · ${t('rooms')}`,
      codes: await roomCodes(db, staff, request.baseUrl),
    }
  } else {
    if (request.serviceId === undefined) {
      throw badRequest('service_id', 'service_id is required for the tables group.')
    }
    const { serviceName, codes } = await tableCodes(
      db,
      staff,
      request.serviceId,
      request.baseUrl,
      request.lang,
    )
    sheet = { title: `${business.name} · ${serviceName}`, codes }
  }
  return renderQrPdf(sheet)
}
