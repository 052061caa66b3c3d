import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type {
  Allergen,
  ArticleKind,
  Diet,
  DiscountType,
  PromotionType,
  Business,
  Employee,
  GuestStay,
  LocalizedText,
  Modifier,
  OrderLine,
  ReservationStatus,
  RoomServiceLink,
  ServiceNames,
  ServiceOptions,
  SpaAppointmentStatus,
  SpaModifier,
  SurveyAnswer,
  SurveyQuestion,
  WhenToAsk,
  TicketTask,
  WorkingHours,
} from '../../sync/protocol/index.ts'

/** One global sequence: every write to a synced row takes the next value as its version. */
export const syncVersion = pgSequence('sync_version', { startWith: 1 })

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })

/** Columns every synced table has: id, tenant, version, tombstone. */
const synced = {
  id: text('id').primaryKey(),
  businessId: text('business_id').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  deletedAt: ts('deleted_at'),
}

export const businesses = pgTable('businesses', {
  ...synced,
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  currency: text('currency').notNull().default('EUR'),
  security: text('security'),
  integration: text('integration').$type<Business['integration']>().notNull().default('none'),
  logo: text('logo'),
  languages: jsonb('languages').$type<Business['languages']>().notNull(),
  /** The IANA time zone of the hotel's wall clock (sync/protocol/rules/hotel-clock.ts). */
  timeZone: text('time_zone').notNull().default('UTC'),
  trialEndsAt: ts('trial_ends_at'),
  active: boolean('active').notNull().default(true),
  /**
   * The newest stay or room version the guests table was built from (server/domain/guests/):
   * a pull that finds a newer one rebuilds the guests first. Not part of the synced row.
   */
  guestsThrough: bigint('guests_through', { mode: 'number' }).notNull().default(0),
  /** The legal name, address and tax number (PIB) the check-out invoice prints. */
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  taxNumber: text('tax_number').notNull().default(''),
})

/** Login accounts: business owners, employees and platform admins. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'business' | 'employee' | 'admin'>().notNull(),
    businessId: text('business_id'),
    employeeId: text('employee_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_username_uq').on(t.username)],
)

/** Guests' own profile accounts (guest_user cookie), apart from the room-code guest session. */
export const guestAccounts = pgTable(
  'guest_accounts',
  {
    id: text('id').primaryKey(),
    /** The business the guest registered at, when known. */
    businessId: text('business_id'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    country: text('country'),
    gender: text('gender'),
    /** YYYY-MM-DD. */
    dateOfBirth: text('date_of_birth'),
    placeOfOrigin: text('place_of_origin'),
    allergies: jsonb('allergies').$type<string[]>().notNull().default([]),
    foodPreferences: jsonb('food_preferences').$type<string[]>().notNull().default([]),
    /** The guest's preferences (order time, restaurant, spa, …): GuestPreferences. */
    preferences: jsonb('preferences').$type<Record<string, string>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_accounts_email_uq').on(sql`lower(${t.email})`)],
)

/**
 * Staff sessions: access and refresh tokens carry the session id, so logout (or a password change)
 * ends both at once. The refresh token rotates on use: `refresh_jti` names the only one that works.
 */
export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The id of the current refresh token (null: a session from before rotation). */
  refreshJti: text('refresh_jti'),
  /** The refresh token it replaced, and when: a twin refresh of another tab is told apart from theft. */
  previousJti: text('previous_jti'),
  rotatedAt: ts('rotated_at'),
})

/** Guest sessions: the room code (`stay`, guest_access) and the guest profile (`profile`, guest_user). */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'stay' | 'profile'>().notNull(),
    /** The stay id (`stay`) or the guest account id (`profile`). */
    subjectId: text('subject_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('guest_sessions_expires_idx').on(t.expiresAt)],
)

export const services = pgTable(
  'services',
  {
    ...synced,
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    email: text('email').notNull().default(''),
    image: text('image'),
    /** The floor plan's background image of a positional service (public URL), or null. */
    tableBackground: text('table_background'),
    options: jsonb('options').$type<ServiceOptions>().notNull(),
    workingHours: jsonb('working_hours').$type<WorkingHours>(),
    shifts: jsonb('shifts')
      .$type<{ id: string; start_time: string; end_time: string }[]>()
      .notNull(),
    /** The name in srb and cro (`name` is the default, English, one). */
    names: jsonb('names').$type<ServiceNames>().notNull().default({}),
    /** The VAT rate in percent its (VAT-inclusive) prices include. */
    vatRate: doublePrecision('vat_rate').notNull().default(0),
  },
  (t) => [index('services_business_version_idx').on(t.businessId, t.version)],
)

export const employees = pgTable(
  'employees',
  {
    ...synced,
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    username: text('username').notNull(),
    role: text('role').notNull(),
    services: jsonb('services').$type<Employee['services']>().notNull(),
  },
  (t) => [index('employees_business_version_idx').on(t.businessId, t.version)],
)

export const rooms = pgTable(
  'rooms',
  {
    ...synced,
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    /** The room's own link per service (addServiceLinkForRoom): one per service. */
    serviceLinks: jsonb('service_links').$type<RoomServiceLink[]>().notNull().default([]),
    /** The room's id in the channel manager (OTASync …), unique per business. */
    externalId: text('external_id'),
  },
  (t) => [
    index('rooms_business_version_idx').on(t.businessId, t.version),
    uniqueIndex('rooms_external_id_uq')
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} IS NOT NULL`),
  ],
)

export const stays = pgTable(
  'stays',
  {
    ...synced,
    roomId: text('room_id').notNull(),
    /** The room code; '' for a stay not checked in yet (made at check-in). */
    password: text('password').notNull(),
    /** Planned arrival day (YYYY-MM-DD); a walk-in gets the check-in day. */
    arrival: text('arrival'),
    checkout: text('checkout').notNull(),
    lang: text('lang').$type<'en' | 'srb' | 'cro'>().notNull().default('en'),
    /** Set while the guest is in the room; cleared at check-out. */
    checkIn: ts('check_in'),
    checkedOutAt: ts('checked_out_at'),
    guestId: text('guest_id'),
    guestName: text('guest_name'),
    /** The booking's id in the channel manager, unique per business. */
    externalId: text('external_id'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('stays_business_version_idx').on(t.businessId, t.version),
    index('stays_room_idx').on(t.roomId),
    // At most one checked-in stay per room: two desks checking the room in at once get one stay.
    uniqueIndex('stays_room_checked_in_uq')
      .on(t.roomId)
      .where(sql`${t.checkIn} IS NOT NULL`),
    uniqueIndex('stays_external_id_uq')
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} IS NOT NULL`),
  ],
)

/**
 * The guests of a business as reception's tablets hold them (docs/api.md, Guests): one row per
 * guest account that stayed or registered here, and per name on stays without an account. Built
 * from stays, rooms and guest accounts (server/domain/guests/register.ts), which stay the truth;
 * this copy only carries versions and tombstones for the sync. `id` is the account's id for a
 * guest with an account, so it is unique per business only.
 */
export const guests = pgTable(
  'guests',
  {
    id: text('id').notNull(),
    businessId: text('business_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    deletedAt: ts('deleted_at'),
    accountId: text('account_id'),
    name: text('name').notNull(),
    country: text('country'),
    email: text('email'),
    gender: text('gender'),
    createdAt: ts('created_at').notNull(),
    rooms: jsonb('rooms').$type<string[]>().notNull().default([]),
    stays: jsonb('stays').$type<GuestStay[]>().notNull().default([]),
    /** YYYY-MM-DD: the day the newest stay starts. */
    lastStay: text('last_stay'),
    /** The ids of `stays`: which guest holds a stay, found by the index when a stay changes. */
    stayIds: text('stay_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('guests_business_version_idx').on(t.businessId, t.version),
    index('guests_stay_ids_idx').using('gin', t.stayIds),
  ],
)

/** Room repair tickets (HotelRoomsRepair): a problem of a room, its tasks; closed ones are hidden. */
export const tickets = pgTable(
  'tickets',
  {
    ...synced,
    roomId: text('room_id').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** The room may not be given to a guest while this ticket is open. */
    outOfService: boolean('out_of_service').notNull().default(false),
    tasks: jsonb('tasks').$type<TicketTask[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('tickets_business_version_idx').on(t.businessId, t.version),
    index('tickets_room_idx').on(t.roomId),
  ],
)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/** The check-out invoice of a stay (a PDF), kept so it can be downloaded again from the room. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    stayId: text('stay_id').notNull(),
    lang: text('lang').$type<'en' | 'srb' | 'cro'>().notNull(),
    /** The business's sequential invoice number (1, 2, 3 …), from `invoiceCounters`. */
    number: integer('number').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_stay_uq').on(t.stayId),
    uniqueIndex('invoices_business_number_uq').on(t.businessId, t.number),
  ],
)

/** The last invoice number a business gave: the check-out takes the next one in its transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  businessId: text('business_id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

export const diningTables = pgTable(
  'dining_tables',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    type: text('type').$type<'round' | 'square' | 'sunbed' | 'couch' | 'corner_couch'>().notNull(),
    rotation: integer('rotation').$type<0 | 90 | 180 | 270>().notNull().default(0),
    coordinateX: doublePrecision('coordinate_x').notNull(),
    coordinateY: doublePrecision('coordinate_y').notNull(),
    capacity: integer('capacity').notNull(),
    length: jsonb('length').$type<{ h: number; m: number } | null>(),
  },
  (t) => [index('tables_business_version_idx').on(t.businessId, t.version)],
)

/**
 * Table and spa reservations (docs/api.md, Reservations). A positional service's reservation
 * holds its tables in `table_ids` (one or several for a large party); each is claimed slot by
 * slot in `table_claims` while the reservation holds it, so two bookings never share a table.
 */
export const reservations = pgTable(
  'reservations',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    status: text('status').$type<ReservationStatus>().notNull(),
    /** The start: a quarter hour. */
    time: ts('time').notNull(),
    /** Minutes the tables are held from `time`: a multiple of 15. */
    length: integer('length').notNull(),
    tableIds: jsonb('table_ids').$type<string[]>().notNull().default([]),
    /** Party size. */
    number: integer('number').notNull(),
    /** The guest's surname. */
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    note: text('note').notNull().default(''),
    origin: text('origin').$type<'Room' | 'External' | 'Reception'>().notNull(),
    roomId: text('room_id'),
    stayId: text('stay_id'),
    declineReason: text('decline_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Who acted last (account id; null for a guest or the public). */
    updatedBy: text('updated_by'),
  },
  (t) => [
    index('reservations_business_version_idx').on(t.businessId, t.version),
    index('reservations_service_time_idx').on(t.serviceId, t.time),
    index('reservations_room_idx').on(t.roomId),
  ],
)

/**
 * One row per table and quarter hour a live reservation holds: the primary key is what makes a
 * double booking impossible, on PGlite and PostgreSQL alike (a second claim of the same table and
 * slot conflicts). Rows go when the reservation stops holding its tables (declined, canceled,
 * no-show, finished, deleted).
 */
export const tableClaims = pgTable(
  'table_claims',
  {
    tableId: text('table_id').notNull(),
    slot: ts('slot').notNull(),
    reservationId: text('reservation_id').notNull(),
    businessId: text('business_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.slot] }),
    index('table_claims_reservation_idx').on(t.reservationId),
  ],
)

export const articleCategories = pgTable(
  'article_categories',
  {
    ...synced,
    name: jsonb('name').$type<LocalizedText>().notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    min: integer('min'),
    max: integer('max'),
    timeAvailable: jsonb('time_available').$type<{
      start: { h: number; m: number }
      end: { h: number; m: number }
    } | null>(),
    serviceName: text('service_name').notNull(),
    serviceIds: jsonb('service_ids').$type<string[]>().notNull(),
    capacity: integer('capacity'),
  },
  (t) => [index('categories_business_version_idx').on(t.businessId, t.version)],
)

export const articles = pgTable(
  'articles',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    categoryId: text('category_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    price: doublePrecision('price').notNull(),
    availability: boolean('availability').notNull().default(true),
    count: integer('count'),
    modifiers: jsonb('modifiers').$type<Modifier[]>().notNull(),
    position: integer('position').notNull().default(0),
    image: text('image'),
    /** item, cleaning or repair (sync/protocol/rules/requests.ts). */
    kind: text('kind').$type<ArticleKind>().notNull().default('item'),
    /** The EU allergens it contains and the diets it suits (sync/protocol/rules/allergens.ts). */
    allergens: jsonb('allergens').$type<Allergen[]>().notNull().default([]),
    diets: jsonb('diets').$type<Diet[]>().notNull().default([]),
  },
  (t) => [
    index('articles_business_version_idx').on(t.businessId, t.version),
    index('articles_service_idx').on(t.serviceId),
  ],
)

export const orders = pgTable(
  'orders',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    status: text('status')
      .$type<'Pending' | 'Accepted' | 'Declined' | 'Finished' | 'Paid' | 'Room'>()
      .notNull(),
    time: ts('time').notNull(),
    tableId: text('table_id'),
    stayId: text('stay_id'),
    roomNumber: text('room_number'),
    reservationId: text('reservation_id'),
    baseOrderId: text('base_order_id'),
    userId: text('user_id'),
    note: text('note').notNull().default(''),
    source: text('source'),
    origin: text('origin').$type<'Room' | 'External' | 'Reception'>().notNull(),
    content: jsonb('content').$type<OrderLine[]>().notNull(),
    payment: text('payment').$type<'cash' | 'card' | 'room'>().notNull(),
    declineReason: text('decline_reason'),
    updatedAt: ts('updated_at').notNull(),
    /** Who acted last (account id), for history and audit. */
    updatedBy: text('updated_by'),
    /** The guest account linked by staff (addGuestToOrder), for the guest's history. */
    guestId: text('guest_id'),
    /** When the guest wants it done (a cleaning's window), or null. */
    windowStart: ts('window_start'),
    windowEnd: ts('window_end'),
    /** The ordering guest's allergies from their profile, as the order was placed or linked. */
    allergies: jsonb('allergies').$type<string[]>().notNull().default([]),
    /**
     * The order's total (rules/order-totals.ts orderTotal), kept by the database from `content`
     * (the SQL function order_total, migration 0014): analytics sum it without reading the lines.
     */
    total: doublePrecision('total').generatedAlwaysAs(sql`order_total(content)`),
  },
  (t) => [
    index('orders_service_time_idx').on(t.serviceId, t.time),
    index('orders_business_version_idx').on(t.businessId, t.version),
    index('orders_service_status_idx').on(t.serviceId, t.status),
    index('orders_base_idx').on(t.baseOrderId),
    index('orders_stay_idx').on(t.stayId),
  ],
)

/** Stored answers of mutating requests by Idempotency-Key: a replay returns the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    body: text('body').notNull(),
    contentType: text('content_type').notNull(),
    /** sha-256 of the request body (canonical JSON): the same key with another body is a 422. */
    bodyHash: text('body_hash').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
)

/** Spa rooms (the treatments' categories, spec 001 §3): how many they take, their cleaning. */
export const spaRooms = pgTable(
  'spa_rooms',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    maxPersons: integer('max_persons').notNull().default(1),
    cleaningBreak: integer('cleaning_break').notNull().default(0),
  },
  (t) => [index('spa_rooms_business_version_idx').on(t.businessId, t.version)],
)

/** Treatments (the spec's spa services): a room, a length, the breaks after it, a price. */
export const spaTreatments = pgTable(
  'spa_treatments',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    roomId: text('room_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    length: integer('length').notNull(),
    price: doublePrecision('price').notNull(),
    cleaningBreak: integer('cleaning_break').notNull().default(0),
    therapistBreak: integer('therapist_break').notNull().default(0),
    maxPersons: integer('max_persons').notNull().default(1),
    modifiers: jsonb('modifiers').$type<SpaModifier[]>().notNull().default([]),
    /** Null: as the spa service's option `therapiestDriven`. */
    therapistDriven: boolean('therapist_driven'),
  },
  (t) => [
    index('spa_treatments_business_version_idx').on(t.businessId, t.version),
    index('spa_treatments_room_idx').on(t.roomId),
  ],
)

/**
 * Spa appointments (docs/api.md, Spa). A live one (pending, accepted, active) claims its spa room
 * seat by seat and its therapist quarter hour by quarter hour in the claim tables below.
 */
export const spaAppointments = pgTable(
  'spa_appointments',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    treatmentId: text('treatment_id').notNull(),
    roomId: text('room_id').notNull(),
    hotelRoomId: text('hotel_room_id'),
    stayId: text('stay_id'),
    surveyAnswerId: text('survey_answer_id'),
    price: doublePrecision('price').notNull(),
    therapistId: text('therapist_id'),
    status: text('status').$type<SpaAppointmentStatus>().notNull(),
    time: ts('time').notNull(),
    length: integer('length').notNull(),
    roomHold: integer('room_hold').notNull(),
    therapistHold: integer('therapist_hold').notNull(),
    therapistDriven: boolean('therapist_driven').notNull(),
    persons: integer('persons').notNull().default(1),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    note: text('note').notNull().default(''),
    origin: text('origin').$type<'Room' | 'External' | 'Reception'>().notNull(),
    declineReason: text('decline_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    index('spa_appointments_business_version_idx').on(t.businessId, t.version),
    index('spa_appointments_service_time_idx').on(t.serviceId, t.time),
    index('spa_appointments_hotel_room_idx').on(t.hotelRoomId),
  ],
)

/** A therapist's quarter hours an appointment holds: the key makes a double booking impossible. */
export const therapistClaims = pgTable(
  'therapist_claims',
  {
    employeeId: text('employee_id').notNull(),
    slot: ts('slot').notNull(),
    appointmentId: text('appointment_id').notNull(),
    businessId: text('business_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.slot] }),
    index('therapist_claims_appointment_idx').on(t.appointmentId),
  ],
)

/** A spa room's seats (0 … max persons − 1) per quarter hour an appointment holds. */
export const spaRoomClaims = pgTable(
  'spa_room_claims',
  {
    roomId: text('room_id').notNull(),
    slot: ts('slot').notNull(),
    seat: integer('seat').notNull(),
    appointmentId: text('appointment_id').notNull(),
    businessId: text('business_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.slot, t.seat] }),
    index('spa_room_claims_appointment_idx').on(t.appointmentId),
  ],
)

/** Employee shifts (spec 001 §3): one of the service's shifts, per employee, service and day. */
export const employeeShifts = pgTable(
  'employee_shifts',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    shiftId: text('shift_id').notNull(),
    targetEmployeeId: text('target_employee_id').notNull(),
    /** Who assigned it (employee id; null: the business owner). */
    employeeId: text('employee_id'),
    /** YYYY-MM-DD. */
    date: text('date').notNull(),
  },
  (t) => [
    index('employee_shifts_business_version_idx').on(t.businessId, t.version),
    index('employee_shifts_service_date_idx').on(t.serviceId, t.date),
    uniqueIndex('employee_shifts_day_uq')
      .on(t.serviceId, t.targetEmployeeId, t.date)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
)

/** Discounts (spec 001 §3): a percentage off some menu items or treatments, for some hotel days. */
export const discounts = pgTable(
  'discounts',
  {
    ...synced,
    name: text('name').notNull(),
    items: jsonb('items').$type<string[]>().notNull(),
    amount: integer('amount').notNull().default(10),
    /** Hotel days (YYYY-MM-DD), both included. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    type: text('type').$type<DiscountType>().notNull(),
    category: text('category'),
  },
  (t) => [index('discounts_business_version_idx').on(t.businessId, t.version)],
)

/** Promotions (spec 001 §3): cards on the guest room page during their days. */
export const promotions = pgTable(
  'promotions',
  {
    ...synced,
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    type: text('type').$type<PromotionType>().notNull(),
    /** service: the service's id; external: the URL. */
    link: text('link').notNull(),
    discountId: text('discount_id'),
    image: text('image'),
  },
  (t) => [index('promotions_business_version_idx').on(t.businessId, t.version)],
)

/** Info blocks of an info service (spec 001 §3 Info): ordered by position. */
export const infos = pgTable(
  'infos',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    position: integer('position').notNull().default(0),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    image: text('image'),
    link: text('link'),
  },
  (t) => [
    index('infos_business_version_idx').on(t.businessId, t.version),
    index('infos_service_idx').on(t.serviceId),
  ],
)

/** Stores of an info service (spec 001 §3 Store): the categories of its offers. */
export const infoStores = pgTable(
  'info_stores',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    contact: text('contact').notNull().default(''),
    website: text('website'),
    image: text('image'),
  },
  (t) => [
    index('info_stores_business_version_idx').on(t.businessId, t.version),
    index('info_stores_service_idx').on(t.serviceId),
  ],
)

/** Offers of an info service (spec 001 §3 Offer): in a store or on their own. */
export const infoOffers = pgTable(
  'info_offers',
  {
    ...synced,
    serviceId: text('service_id').notNull(),
    storeId: text('store_id'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    price: doublePrecision('price'),
    website: text('website'),
    contact: text('contact').notNull().default(''),
    mapsLink: text('maps_link'),
    image: text('image'),
  },
  (t) => [
    index('info_offers_business_version_idx').on(t.businessId, t.version),
    index('info_offers_service_idx').on(t.serviceId),
    index('info_offers_store_idx').on(t.storeId),
  ],
)

/** Surveys (spec 001 §3): name and description per language, when to ask, the questions. */
export const surveys = pgTable(
  'surveys',
  {
    ...synced,
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    whenToAsk: text('when_to_ask').$type<WhenToAsk>().notNull(),
    serviceId: text('service_id'),
    /** True or null (spec): null where the kind may not be required. */
    required: boolean('required'),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
  },
  (t) => [index('surveys_business_version_idx').on(t.businessId, t.version)],
)

/**
 * Survey answers: a stay's (one per stay and survey: the unique index) or a public review's
 * (no stay). Read online by the answers view, not synced.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').notNull(),
    surveyId: text('survey_id').notNull(),
    stayId: text('stay_id'),
    answers: jsonb('answers').$type<SurveyAnswer['answers']>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_answers_stay_uq').on(t.surveyId, t.stayId),
    index('survey_answers_business_idx').on(t.businessId, t.createdAt),
  ],
)
