import { randomUUID } from 'node:crypto'
import * as t from '../../server/db/schema.ts'
import { hashPassword } from '../../server/auth/passwords.ts'
import { businessWrite } from '../../server/domain/versioning.ts'
import { DEMO_PASSWORD } from '../../server/seed-data.ts'
import type { Db } from '../../server/db/client.ts'

export interface OtherBusiness {
  businessId: string
  ownerUsername: string
  restaurantId: string
  roomserviceId: string
  roomId: string
  stayId: string
  stayCode: string
  tableId: string
  categoryId: string
  articleId: string
  /** A pending restaurant order (table). */
  orderId: string
  /** A finished room-service order of the stay. */
  finishedOrderId: string
}

/** A second, small hotel in the same database, written directly: for tenant-isolation tests. */
export async function createOtherBusiness(db: Db): Promise<OtherBusiness> {
  const businessId = randomUUID()
  const suffix = businessId.slice(0, 8)
  const ids = {
    restaurantId: randomUUID(),
    roomserviceId: randomUUID(),
    roomId: randomUUID(),
    stayId: randomUUID(),
    tableId: randomUUID(),
    categoryId: randomUUID(),
    articleId: randomUUID(),
    orderId: randomUUID(),
    finishedOrderId: randomUUID(),
  }
  // never a seeded code (those are four digits)
  const stayCode = 'B4242'
  const ownerUsername = `borealis-${suffix}`
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const now = new Date().toISOString()
  const name = { en: 'Soup of the day' }
  await businessWrite(db, businessId, async (tx, v) => {
    await tx.insert(t.businesses).values({
      id: businessId,
      businessId,
      version: await v(),
      name: `Hotel Borealis ${suffix}`,
      languages: ['en'],
    })
    await tx.insert(t.services).values([
      {
        id: ids.restaurantId,
        businessId,
        version: await v(),
        name: 'Restaurant',
        type: 'restaurant',
        options: { active: true, ordering: true },
        shifts: [],
      },
      {
        id: ids.roomserviceId,
        businessId,
        version: await v(),
        name: 'Room service',
        type: 'roomservice',
        options: { active: true, ordering: true },
        shifts: [],
      },
    ])
    await tx.insert(t.accounts).values({
      id: randomUUID(),
      username: ownerUsername,
      passwordHash,
      role: 'business',
      businessId,
      employeeId: null,
    })
    await tx
      .insert(t.rooms)
      .values({ id: ids.roomId, businessId, version: await v(), name: '101', type: 'Double' })
    await tx.insert(t.stays).values({
      id: ids.stayId,
      businessId,
      version: await v(),
      roomId: ids.roomId,
      password: stayCode,
      checkout: now.slice(0, 10),
      checkIn: now,
    })
    await tx.insert(t.diningTables).values({
      id: ids.tableId,
      businessId,
      version: await v(),
      serviceId: ids.restaurantId,
      name: 'B1',
      type: 'round',
      capacity: 2,
      coordinateX: 0.5,
      coordinateY: 0.5,
    })
    await tx.insert(t.articleCategories).values({
      id: ids.categoryId,
      businessId,
      version: await v(),
      name: { en: 'Soups' },
      serviceName: 'Restaurant',
      serviceIds: [ids.restaurantId, ids.roomserviceId],
    })
    await tx.insert(t.articles).values({
      id: ids.articleId,
      businessId,
      version: await v(),
      serviceId: ids.restaurantId,
      categoryId: ids.categoryId,
      name,
      description: { en: '' },
      price: 4,
      modifiers: [],
    })
    const line = {
      article_id: ids.articleId,
      name,
      price: 4,
      count: 1,
      modifiers: [],
      operatingPrice: false,
      category_id: ids.categoryId,
    }
    await tx.insert(t.orders).values([
      {
        id: ids.orderId,
        businessId,
        version: await v(),
        serviceId: ids.restaurantId,
        status: 'Pending',
        time: now,
        tableId: ids.tableId,
        source: ids.tableId,
        origin: 'External',
        content: [line],
        payment: 'cash',
        updatedAt: now,
      },
      {
        id: ids.finishedOrderId,
        businessId,
        version: await v(),
        serviceId: ids.roomserviceId,
        status: 'Finished',
        time: now,
        stayId: ids.stayId,
        userId: ids.stayId,
        roomNumber: '101',
        origin: 'Room',
        content: [line],
        payment: 'cash',
        updatedAt: now,
      },
    ])
  })
  return {
    businessId,
    ownerUsername,
    restaurantId: ids.restaurantId,
    roomserviceId: ids.roomserviceId,
    categoryId: ids.categoryId,
    roomId: ids.roomId,
    stayId: ids.stayId,
    stayCode,
    tableId: ids.tableId,
    articleId: ids.articleId,
    orderId: ids.orderId,
    finishedOrderId: ids.finishedOrderId,
  }
}
