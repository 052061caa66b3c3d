import type * as s from '../db/schema.ts'
import type {
  Article,
  ArticleCategory,
  Business,
  DiningTable,
  Employee,
  Order,
  Room,
  Service,
  Stay,
  Ticket,
} from '../../sync/protocol/index.ts'

/** Database rows -> the wire shapes of sync/protocol (field names as in the spec). */

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

const iso = (value: string): string => new Date(value).toISOString()

export const businessToWire = (r: Row<typeof s.businesses>): Business => ({
  _id: r.id,
  business_id: r.id,
  name: r.name,
  email: r.email,
  currency: r.currency,
  security: r.security,
  integration: r.integration,
  logo: r.logo,
  languages: r.languages,
  time_zone: r.timeZone,
  version: r.version,
  legal_name: r.legalName,
  address: r.address,
  tax_number: r.taxNumber,
})

export const serviceToWire = (r: Row<typeof s.services>): Service => ({
  _id: r.id,
  business_id: r.businessId,
  name: r.name,
  type: r.type as Service['type'],
  description: r.description,
  email: r.email,
  image: r.image,
  table_background: r.tableBackground,
  options: r.options,
  workingHours: r.workingHours,
  shifts: r.shifts,
  version: r.version,
  names: r.names,
  vat_rate: r.vatRate,
})

export const employeeToWire = (r: Row<typeof s.employees>): Employee => ({
  _id: r.id,
  business_id: r.businessId,
  name: r.name,
  surname: r.surname,
  username: r.username,
  role: r.role,
  services: r.services,
  version: r.version,
})

export const roomToWire = (r: Row<typeof s.rooms>): Room => ({
  _id: r.id,
  business_id: r.businessId,
  name: r.name,
  type: r.type,
  status: r.status,
  service_links: r.serviceLinks,
  external_id: r.externalId,
  version: r.version,
})

export const stayToWire = (
  r: Row<typeof s.stays>,
  roomName: string,
  withPassword: boolean,
): Stay => ({
  _id: r.id,
  business_id: r.businessId,
  room_id: r.roomId,
  room_name: roomName,
  ...(withPassword ? { password: r.password } : {}),
  arrival: r.arrival,
  checkout: r.checkout,
  lang: r.lang,
  check_in: r.checkIn ? iso(r.checkIn) : null,
  checked_out_at: r.checkedOutAt ? iso(r.checkedOutAt) : null,
  guest_id: r.guestId,
  guest_name: r.guestName,
  external_id: r.externalId,
  version: r.version,
})

export const ticketToWire = (r: Row<typeof s.tickets>, roomName: string): Ticket => ({
  _id: r.id,
  business_id: r.businessId,
  room_id: r.roomId,
  room_name: roomName,
  description: r.description,
  status: r.status,
  out_of_service: r.outOfService,
  tasks: r.tasks,
  created_at: iso(r.createdAt),
  closed_at: r.closedAt ? iso(r.closedAt) : null,
  version: r.version,
})

export const tableToWire = (r: Row<typeof s.diningTables>): DiningTable => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  name: r.name,
  active: r.active,
  type: r.type,
  rotation: r.rotation,
  coordinate_x: r.coordinateX,
  coordinate_y: r.coordinateY,
  capacity: r.capacity,
  length: r.length ?? null,
  version: r.version,
})

export const categoryToWire = (r: Row<typeof s.articleCategories>): ArticleCategory => ({
  _id: r.id,
  business_id: r.businessId,
  name: r.name,
  image: r.image,
  position: r.position,
  min: r.min,
  max: r.max,
  timeAvailable: r.timeAvailable ?? null,
  service_name: r.serviceName,
  service_ids: r.serviceIds,
  capacity: r.capacity,
  version: r.version,
})

export const articleToWire = (r: Row<typeof s.articles>): Article => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  category_id: r.categoryId,
  name: r.name,
  description: r.description,
  price: r.price,
  availability: r.availability,
  count: r.count,
  modifiers: r.modifiers,
  position: r.position,
  image: r.image,
  kind: r.kind,
  allergens: r.allergens,
  diets: r.diets,
  version: r.version,
})

export const orderToWire = (r: Row<typeof s.orders>): Order => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  status: r.status,
  time: iso(r.time),
  table_id: r.tableId,
  stay_id: r.stayId,
  room_number: r.roomNumber,
  reservation_id: r.reservationId,
  base_order_id: r.baseOrderId,
  user_id: r.userId,
  note: r.note,
  source: r.source,
  origin: r.origin,
  content: r.content,
  payment: r.payment,
  decline_reason: r.declineReason,
  window:
    r.windowStart && r.windowEnd ? { start: iso(r.windowStart), end: iso(r.windowEnd) } : null,
  allergies: r.allergies,
  updated_at: iso(r.updatedAt),
  version: r.version,
})
