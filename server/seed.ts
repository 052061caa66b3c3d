import { randomInt, randomUUID } from 'node:crypto'
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from './db/client.ts'
import * as t from './db/schema.ts'
import {
  addDaysTo,
  ALLERGENS,
  canonicalList,
  compareRoomNames,
  DIETS,
  todayIn,
  type WorkingHours,
} from '../sync/protocol/index.ts'
import { hashPassword } from './auth/passwords.ts'
import { businessWrite } from './domain/versioning.ts'
import {
  DEMO_BOOKINGS,
  DEMO_EMPLOYEES,
  DEMO_GUESTS,
  DEMO_LEGAL,
  DEMO_MENU,
  DEMO_PASSWORD,
  DEMO_ROOMS,
  DEMO_SERVICES,
  DEMO_TABLES,
  DEMO_TICKETS,
  DEMO_TIME_ZONE,
  type DemoServiceKey,
} from './seed-data.ts'
import { seedDemoGuests } from './seed-guests.ts'
import { seedDemoHistory } from './seed-history.ts'
import { seedDemoReservations } from './seed-reservations.ts'
import { seedDemoSpa } from './seed-spa.ts'
import { seedDemoPromotions } from './seed-promotions.ts'
import { seedDemoInfo } from './seed-info.ts'
import { seedDemoSurveys } from './seed-surveys.ts'

export interface DemoHotel {
  businessId: string
  businessName: string
  services: Record<DemoServiceKey, { _id: string; name: string }>
  rooms: { _id: string; name: string; stay: { _id: string; password: string } | null }[]
  tables: { _id: string; name: string; service_id: string }[]
  articles: { _id: string; service_id: string; name: string; requiredModifier: boolean }[]
  logins: { username: string; password: string; role: string }[]
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
const HOURS: WorkingHours = Object.fromEntries(
  DAYS.map((d) => [d, { start: { h: 7, m: 0 }, end: { h: 23, m: 0 } }]),
)

const addDays = (days: number) => addDaysTo(todayIn(DEMO_TIME_ZONE), days)

/** Writes the demo hotel into an empty database. Returns false when a business already exists. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(t.businesses)
  if ((existing?.n ?? 0) > 0) return false
  const businessId = randomUUID()
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await businessWrite(db, businessId, async (tx, v) => {
    await tx.insert(t.businesses).values({
      id: businessId,
      businessId,
      version: await v(),
      name: 'Hotel Aurora',
      email: 'frontdesk@aurora.example',
      currency: 'EUR',
      integration: 'none',
      languages: ['en', 'srb', 'cro'],
      timeZone: DEMO_TIME_ZONE,
      ...DEMO_LEGAL,
    })
    const serviceIds = Object.fromEntries(
      DEMO_SERVICES.map((s) => [s.key, randomUUID()]),
    ) as Record<DemoServiceKey, string>
    const serviceRows = []
    for (const s of DEMO_SERVICES) {
      const options: Record<string, unknown> = { ...s.options }
      if (s.key === 'kitchen')
        options.connectedServices = [serviceIds.restaurant, serviceIds.roomservice]
      if (s.key === 'restaurant') options.connectedToPoolID = serviceIds.pool
      if (s.key === 'pool') options.connectedRestaurantID = serviceIds.restaurant
      serviceRows.push({
        id: serviceIds[s.key],
        businessId,
        version: await v(),
        name: s.name,
        names: s.names,
        vatRate: s.vatRate,
        type: s.type,
        options,
        workingHours: s.type === 'chat' ? null : HOURS,
        shifts: [],
      })
    }
    await tx.insert(t.services).values(serviceRows)

    const accountRows: (typeof t.accounts.$inferInsert)[] = [
      {
        id: randomUUID(),
        username: 'owner',
        passwordHash,
        role: 'business',
        businessId,
        employeeId: null,
      },
      {
        id: randomUUID(),
        username: 'admin',
        passwordHash,
        role: 'admin',
        businessId: null,
        employeeId: null,
      },
    ]
    const employeeRows = []
    for (const e of DEMO_EMPLOYEES) {
      const id = randomUUID()
      employeeRows.push({
        id,
        businessId,
        version: await v(),
        name: e.name,
        surname: e.surname,
        username: e.username,
        role: e.role,
        services: Object.entries(e.services).map(([key, permissions]) => ({
          service_id: serviceIds[key as DemoServiceKey],
          permissions,
        })),
      })
      accountRows.push({
        id: randomUUID(),
        username: e.username,
        passwordHash,
        role: 'employee',
        businessId,
        employeeId: id,
      })
    }
    await tx.insert(t.employees).values(employeeRows)
    await tx.insert(t.accounts).values(accountRows)

    const roomRows = []
    const stayRows: (typeof t.stays.$inferInsert)[] = []
    const roomIds = new Map<string, string>()
    let guests = 0
    for (const [index, r] of DEMO_ROOMS.entries()) {
      const id = randomUUID()
      roomIds.set(r.name, id)
      roomRows.push({
        id,
        businessId,
        version: await v(),
        name: r.name,
        type: r.type,
        status: 'active' as const,
      })
      if (r.checkedIn) {
        stayRows.push({
          id: randomUUID(),
          businessId,
          version: await v(),
          roomId: id,
          password: String(randomInt(1000, 10000)),
          checkout: addDays(1 + (index % 5)),
          lang: (['en', 'srb', 'cro'] as const)[index % 3]!,
          checkIn: new Date().toISOString(),
          arrival: addDays(-(index % 3)),
          guestName: DEMO_GUESTS[guests++ % DEMO_GUESTS.length]!,
        })
      }
    }
    for (const b of DEMO_BOOKINGS) {
      stayRows.push({
        id: randomUUID(),
        businessId,
        version: await v(),
        roomId: roomIds.get(b.room)!,
        password: '',
        arrival: addDays(b.inDays),
        checkout: addDays(b.inDays + b.nights),
        guestName: b.guest,
      })
    }
    await tx.insert(t.rooms).values(roomRows)
    await tx.insert(t.stays).values(stayRows)
    const ticketRows = []
    for (const ticket of DEMO_TICKETS) {
      const at = new Date().toISOString()
      ticketRows.push({
        id: randomUUID(),
        businessId,
        version: await v(),
        roomId: roomIds.get(ticket.room)!,
        description: ticket.description,
        outOfService: ticket.outOfService,
        tasks: ticket.tasks.map((text) => ({
          _id: randomUUID(),
          text,
          done: false,
          created_at: at,
        })),
      })
    }
    await tx.insert(t.tickets).values(ticketRows)

    const tableRows = []
    for (const table of DEMO_TABLES) {
      tableRows.push({
        id: randomUUID(),
        businessId,
        version: await v(),
        serviceId: serviceIds[table.service],
        name: table.name,
        type: table.type,
        capacity: table.capacity,
        coordinateX: table.x,
        coordinateY: table.y,
        length: null,
      })
    }
    await tx.insert(t.diningTables).values(tableRows)
    await seedDemoReservations(tx, v, {
      businessId,
      restaurantId: serviceIds.restaurant,
      tables: tableRows.filter((r) => r.serviceId === serviceIds.restaurant),
    })
    await seedDemoInfo(tx, v, {
      businessId,
      text: serviceIds.info,
      shops: serviceIds.infoShops,
      beach: serviceIds.infoBeach,
      trips: serviceIds.infoTrips,
      city: serviceIds.infoCity,
    })
    await seedDemoSpa(tx, v, {
      businessId,
      spaId: serviceIds.spa,
      therapistId: employeeRows.find((e) => e.username === 'therapist')!.id,
    })
    await seedDemoSurveys(tx, v, {
      businessId,
      spaId: serviceIds.spa,
      stayIds: stayRows.filter((r) => r.password !== '').map((r) => r.id),
    })

    const categoryRows = []
    const articleRows = []
    for (const [position, category] of DEMO_MENU.entries()) {
      const categoryId = randomUUID()
      categoryRows.push({
        id: categoryId,
        businessId,
        version: await v(),
        name: category.name,
        position,
        min: category.min ?? null,
        max: category.max ?? null,
        serviceName: category.services[0]!,
        serviceIds: category.services.map((key) => serviceIds[key]),
      })
      for (const key of category.services) {
        for (const [itemPosition, item] of category.items.entries()) {
          articleRows.push({
            id: randomUUID(),
            businessId,
            version: await v(),
            serviceId: serviceIds[key],
            categoryId,
            name: item.name,
            description: item.description,
            price: item.price,
            modifiers: item.modifiers ?? [],
            position: itemPosition,
            kind: item.kind ?? 'item',
            allergens: canonicalList(ALLERGENS, item.allergens ?? []),
            diets: canonicalList(DIETS, item.diets ?? []),
          })
        }
      }
    }
    await tx.insert(t.articleCategories).values(categoryRows)
    await tx.insert(t.articles).values(articleRows)
    await seedDemoPromotions(tx, v, {
      businessId,
      spaId: serviceIds.spa,
      articles: articleRows.filter((a) => a.serviceId === serviceIds.restaurant),
    })
    await seedDemoHistory(tx, { businessId, serviceIds, articles: articleRows })
    await seedDemoGuests(tx, v, {
      businessId,
      passwordHash,
      serviceIds,
      roomIds,
      articles: articleRows,
      stays: stayRows,
    })
  })
  return true
}

/** What the demo hotel holds now: for the start-up printout, demo-logins.json and tests. */
export async function describeDemo(db: Db): Promise<DemoHotel | null> {
  const [business] = await db
    .select()
    .from(t.businesses)
    .where(eq(t.businesses.name, 'Hotel Aurora'))
    .limit(1)
  if (!business) return null
  const serviceRows = await db
    .select()
    .from(t.services)
    .where(and(eq(t.services.businessId, business.id), isNull(t.services.deletedAt)))
  const services = {} as DemoHotel['services']
  for (const s of DEMO_SERVICES) {
    const row =
      serviceRows.find((r) => r.type === s.type && r.name === s.name) ??
      serviceRows.find((r) => r.type === s.type)
    if (row) services[s.key] = { _id: row.id, name: row.name }
  }
  const roomRows = await db
    .select()
    .from(t.rooms)
    .where(and(eq(t.rooms.businessId, business.id), isNull(t.rooms.deletedAt)))
  const stayRows = await db
    .select()
    .from(t.stays)
    .where(
      and(
        eq(t.stays.businessId, business.id),
        isNotNull(t.stays.checkIn),
        isNull(t.stays.deletedAt),
      ),
    )
  const tables = await db
    .select()
    .from(t.diningTables)
    .where(eq(t.diningTables.businessId, business.id))
    .orderBy(asc(t.diningTables.name))
  const articles = await db
    .select()
    .from(t.articles)
    .where(eq(t.articles.businessId, business.id))
    .orderBy(asc(t.articles.position))
  const accounts = await db.select().from(t.accounts).orderBy(asc(t.accounts.username))
  const employees = await db
    .select()
    .from(t.employees)
    .where(eq(t.employees.businessId, business.id))
  return {
    businessId: business.id,
    businessName: business.name,
    services,
    rooms: roomRows
      .sort((a, b) => compareRoomNames(a.name, b.name))
      .map((room) => {
        const stay = stayRows.find((s) => s.roomId === room.id)
        return {
          _id: room.id,
          name: room.name,
          stay: stay ? { _id: stay.id, password: stay.password } : null,
        }
      }),
    tables: tables.map((r) => ({ _id: r.id, name: r.name, service_id: r.serviceId })),
    articles: articles.map((a) => ({
      _id: a.id,
      service_id: a.serviceId,
      name: a.name.en,
      requiredModifier: a.modifiers.some((m) => m.required),
    })),
    logins: accounts
      .filter((a) => a.businessId === business.id || a.role === 'admin')
      .map((a) => ({
        username: a.username,
        password: DEMO_PASSWORD,
        role:
          a.role === 'employee'
            ? (employees.find((e) => e.id === a.employeeId)?.role ?? 'employee')
            : a.role,
      })),
  }
}
