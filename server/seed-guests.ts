import { randomInt, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { addDaysTo, instantAt, todayIn, type OrderLine } from '../sync/protocol/index.ts'
import type { Tx } from './db/client.ts'
import * as t from './db/schema.ts'
import { DEMO_TIME_ZONE, type DemoServiceKey } from './seed-data.ts'
import type { NextVersion } from './domain/versioning.ts'
import { rebuildGuests } from './domain/guests/refresh.ts'

/**
 * The demo hotel's guests (docs/api.md, Guests): two guests with their own profile (allergies,
 * preferences), repeat guests known by name, and past stays with their orders (amenities
 * requests too, so reception's own report has rows), so the Guests screen, the guest history
 * and the report show something at once.
 */

/** Guest profiles registered at the demo hotel (they sign in with DEMO_PASSWORD). */
export const DEMO_GUEST_ACCOUNTS = [
  {
    email: 'emma.schmidt@example.com',
    firstName: 'Emma',
    lastName: 'Schmidt',
    country: 'Germany',
    gender: 'Female',
    allergies: ['Peanuts', 'Sesame'],
    foodPreferences: ['Vegetarian'],
    preferences: { order_time: 'morning', drinks: 'Green tea, no sugar', pairing: 'wine' },
  },
  {
    email: 'james.wilson@example.com',
    firstName: 'James',
    lastName: 'Wilson',
    country: 'United Kingdom',
    gender: 'Male',
    allergies: ['Shellfish'],
    foodPreferences: [],
    preferences: { order_time: 'evening', spending_habits: 'premium' },
  },
] as const

type DemoOrder = {
  service: DemoServiceKey
  /** Days after the stay's arrival, and the hour (UTC). */
  day: number
  hour: number
  items: [name: string, count: number][]
  status: 'Room' | 'Paid' | 'Declined'
}

/** Stays that ended: room, days from today to arrival, nights, guest (an account's e-mail or a name). */
export const DEMO_PAST_STAYS: {
  room: string
  inDays: number
  nights: number
  guest: string
  orders: DemoOrder[]
}[] = [
  {
    room: '112',
    inDays: -62,
    nights: 4,
    guest: 'emma.schmidt@example.com',
    orders: [
      {
        service: 'roomservice',
        day: 1,
        hour: 8,
        items: [
          ['Continental breakfast', 2],
          ['Fresh orange juice', 2],
        ],
        status: 'Room',
      },
      {
        service: 'restaurant',
        day: 2,
        hour: 19,
        items: [
          ['Tomato soup', 1],
          ['Grilled sea bass', 1],
          ['Mineral water', 1],
        ],
        status: 'Paid',
      },
      {
        service: 'roomservice',
        day: 3,
        hour: 9,
        items: [
          ['Pancakes', 1],
          ['Espresso', 2],
        ],
        status: 'Room',
      },
    ],
  },
  {
    room: '105',
    inDays: -140,
    nights: 3,
    guest: 'james.wilson@example.com',
    orders: [
      {
        service: 'restaurant',
        day: 0,
        hour: 20,
        items: [
          ['Rib-eye steak', 1],
          ['Mineral water', 2],
        ],
        status: 'Paid',
      },
      { service: 'roomservice', day: 1, hour: 22, items: [['Club sandwich', 1]], status: 'Room' },
      { service: 'roomservice', day: 2, hour: 23, items: [['Beef burger', 1]], status: 'Declined' },
    ],
  },
  {
    room: '104',
    inDays: -30,
    nights: 2,
    guest: 'Ana Kovačević',
    orders: [
      {
        service: 'roomservice',
        day: 1,
        hour: 8,
        items: [
          ['Eggs your way', 1],
          ['Espresso', 1],
        ],
        status: 'Room',
      },
      {
        service: 'pool',
        day: 1,
        hour: 15,
        items: [
          ['Fruit plate', 1],
          ['Fresh orange juice', 1],
        ],
        status: 'Paid',
      },
    ],
  },
  {
    room: '110',
    inDays: -12,
    nights: 5,
    guest: 'Marta Novak',
    orders: [
      { service: 'amenities', day: 1, hour: 10, items: [['Room cleaning', 1]], status: 'Room' },
      {
        service: 'roomservice',
        day: 0,
        hour: 21,
        items: [
          ['Caesar salad', 1],
          ['Mineral water', 1],
        ],
        status: 'Room',
      },
      {
        service: 'restaurant',
        day: 2,
        hour: 13,
        items: [
          ['Prosciutto and cheese', 1],
          ['Rib-eye steak', 2],
        ],
        status: 'Paid',
      },
    ],
  },
  {
    room: '115',
    inDays: -9,
    nights: 2,
    guest: 'Giulia Bianchi',
    orders: [
      { service: 'amenities', day: 0, hour: 14, items: [['Extra towels', 2]], status: 'Room' },
      {
        service: 'pool',
        day: 0,
        hour: 16,
        items: [
          ['Nachos', 1],
          ['Espresso', 1],
        ],
        status: 'Paid',
      },
    ],
  },
  {
    room: '106',
    inDays: -95,
    nights: 3,
    guest: 'Marta Novak',
    orders: [
      {
        service: 'restaurant',
        day: 1,
        hour: 20,
        items: [
          ['Grilled sea bass', 1],
          ['Mineral water', 2],
        ],
        status: 'Paid',
      },
      { service: 'amenities', day: 2, hour: 9, items: [['Extra towels', 1]], status: 'Room' },
    ],
  },
]

const dayFromToday = (days: number) => addDaysTo(todayIn(DEMO_TIME_ZONE), days)

export interface SeedGuestsInput {
  businessId: string
  passwordHash: string
  serviceIds: Record<DemoServiceKey, string>
  roomIds: Map<string, string>
  articles: (typeof t.articles.$inferInsert)[]
  /** The seed's stays so far: a checked-in or booked stay named like a profile gets its account. */
  stays: (typeof t.stays.$inferInsert)[]
}

/** Writes the demo guests inside the seed's business write, then builds the guests table. */
export async function seedDemoGuests(
  tx: Tx,
  v: NextVersion,
  input: SeedGuestsInput,
): Promise<void> {
  const { businessId, serviceIds } = input
  const created = new Date(Date.now() - 200 * 86_400_000).toISOString()
  const accountIds = new Map<string, string>()
  for (const a of DEMO_GUEST_ACCOUNTS) {
    const id = randomUUID()
    accountIds.set(a.email, id)
    await tx.insert(t.guestAccounts).values({
      id,
      businessId,
      email: a.email,
      passwordHash: input.passwordHash,
      firstName: a.firstName,
      lastName: a.lastName,
      country: a.country,
      gender: a.gender,
      allergies: [...a.allergies],
      foodPreferences: [...a.foodPreferences],
      preferences: { ...a.preferences },
      createdAt: created,
    })
  }
  // The profiles' guests in the house now, or booked ahead, are those accounts' stays.
  for (const stay of input.stays) {
    const profile = DEMO_GUEST_ACCOUNTS.find(
      (a) => `${a.firstName} ${a.lastName}` === stay.guestName,
    )
    if (profile && stay.id) {
      await tx
        .update(t.stays)
        .set({ guestId: accountIds.get(profile.email)! })
        .where(eq(t.stays.id, stay.id))
    }
  }
  const article = (service: DemoServiceKey, name: string) => {
    const row = input.articles.find(
      (a) => a.serviceId === serviceIds[service] && a.name.en === name,
    )
    if (!row) throw new Error(`demo guests: no ${name} on ${service}`)
    return row
  }
  for (const past of DEMO_PAST_STAYS) {
    const stayId = randomUUID()
    const arrival = dayFromToday(past.inDays)
    const checkout = dayFromToday(past.inDays + past.nights)
    const leftAt = `${checkout}T10:00:00.000Z`
    const accountId = accountIds.get(past.guest) ?? null
    const profile = DEMO_GUEST_ACCOUNTS.find((a) => a.email === past.guest)
    await tx.insert(t.stays).values({
      id: stayId,
      businessId,
      version: await v(),
      roomId: input.roomIds.get(past.room)!,
      password: String(randomInt(1000, 10000)),
      arrival,
      checkout,
      lang: 'en',
      checkIn: null,
      checkedOutAt: leftAt,
      guestId: accountId,
      guestName: profile ? `${profile.firstName} ${profile.lastName}` : past.guest,
      updatedAt: leftAt,
    })
    for (const o of past.orders) {
      const time = new Date(
        instantAt(arrival, (o.day * 24 + o.hour) * 60, DEMO_TIME_ZONE),
      ).toISOString()
      const content: OrderLine[] = o.items.map(([name, count]) => {
        const a = article(o.service, name)
        return {
          article_id: a.id,
          name: a.name,
          price: a.price,
          count,
          modifiers: [],
          operatingPrice: false,
          category_id: a.categoryId,
        }
      })
      await tx.insert(t.orders).values({
        id: randomUUID(),
        businessId,
        version: await v(),
        serviceId: serviceIds[o.service],
        status: o.status,
        time,
        stayId,
        roomNumber: past.room,
        note: '',
        origin: 'Room',
        content,
        payment: o.status === 'Paid' ? 'card' : 'room',
        declineReason: o.status === 'Declined' ? 'Kitchen closed' : null,
        updatedAt: time,
        guestId: accountId,
      })
    }
  }
  await rebuildGuests(tx, businessId)
}
