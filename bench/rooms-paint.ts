import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Browser } from '@playwright/test'
import * as t from '../server/db/schema.ts'
import { loadStaffContext, type StaffContext } from '../server/domain/permissions.ts'
import { commitWrite } from '../server/domain/writes/run.ts'
import { createRoom } from '../server/domain/writes/room-edits.ts'
import { checkIn } from '../server/domain/writes/stay-checkin.ts'
import { checkOut } from '../server/domain/writes/stay-checkout.ts'
import { addStay } from '../server/domain/writes/stay-dates.ts'
import { createTicket } from '../server/domain/writes/tickets.ts'
import type { WriteResult } from '../server/domain/writes/types.ts'
import type { Tx } from '../server/db/client.ts'
import type { Measurement } from './budgets.ts'
import {
  measureOpens,
  median,
  ms,
  paintObserver,
  signedIn,
  summary,
  traceOneOpen,
  waitPainted,
  type PaintTarget,
} from './screen-paint.ts'
import { lastVersion, type BenchServer } from './server.ts'

/** The hotel the rooms screen is measured on: this many rooms (the demo's 101–120 and more). */
export const ROOMS_TOTAL = 500
const RUNS = 5
const ROOMS_PATH = '/app/h/rooms/Reception'

const FIRST = 'Ana Luka Emma Marko Sofia Ivan Olivia Petar Lena Tomislav James Nina Jakob Mia'
const LAST = 'Kovačević Horvat Schmidt Nikolić Rossi Babić Brown Jovanović Müller Perić Novak'
const [firstNames, lastNames] = [FIRST.split(' '), LAST.split(' ')]
const TYPES = ['Double', 'Twin', 'Single', 'Double', 'Suite']
const TICKETS = [
  {
    description: 'Water stain on the bathroom ceiling',
    tasks: ['Find the leak upstairs', 'Repaint the ceiling'],
  },
  { description: 'Shower drain blocked', tasks: ['Clear the drain'] },
  { description: 'Broken window handle', tasks: ['Order the part', 'Fit the handle'] },
  {
    description: 'Carpet replacement',
    tasks: ['Remove the old carpet', 'Lay the new one', 'Clean'],
  },
]

const day = (fromToday: number) =>
  new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10)
const guestName = (i: number) =>
  `${firstNames[i % firstNames.length]} ${lastNames[(i * 7 + 3) % lastNames.length]}`

/** What the bench hotel holds after seeding, for the note. */
export interface RoomsSeed {
  rooms: number
  inHouse: number
  bookings: number
  checkedOut: number
  tickets: number
  outOfService: number
  inactive: number
}

/**
 * Runs the server's real reception writes (the functions behind POST createHotelRoom, checkIn,
 * addStay, createTicket, checkout) as the reception account, in commits of `size` writes: each
 * commit is one business write that rebuilds the guests and emits its changes, as commitWrite does
 * for one REST call (grouped only so 1,500 writes take seconds, not minutes, on PGlite).
 */
async function inCommits<T>(
  server: BenchServer,
  staff: StaffContext,
  items: readonly T[],
  write: (tx: Tx, item: T) => Promise<WriteResult>,
  size = 50,
): Promise<unknown[]> {
  const bodies: unknown[] = []
  for (let i = 0; i < items.length; i += size) {
    const part = items.slice(i, i + size)
    await commitWrite(server.built.ctx, staff, async (tx) => {
      const results: WriteResult[] = []
      for (const item of part) results.push(await write(tx, item))
      bodies.push(...results.map((r) => r.body))
      return { status: 200, body: null, changes: results.flatMap((r) => r.changes) }
    })
  }
  return bodies
}

/**
 * Makes the demo hotel a 500-room house with realistic stays through the reception writes: rooms
 * 121–600 created; about 70 % of the new rooms checked in (guest, room code, checkout in 0–6
 * days, so some are due out), about 40 % booked ahead (after the current guest leaves), one in
 * twenty checked out earlier today (their invoice button), one in twenty-five with an open repair
 * ticket (half of them out of service) and one in fifty inactive.
 */
export async function seedRooms500(server: BenchServer): Promise<RoomsSeed> {
  const { db } = server.database
  const businessId = server.demo.businessId
  const [account] = await db
    .select()
    .from(t.accounts)
    .where(eq(t.accounts.username, 'reception'))
    .limit(1)
  if (!account?.businessId) throw new Error('bench: no reception account in the demo')
  const staff = await loadStaffContext(db, {
    accountId: account.id,
    role: 'employee',
    username: account.username,
    businessId: account.businessId,
    employeeId: account.employeeId,
  })

  const live = and(eq(t.rooms.businessId, businessId), isNull(t.rooms.deletedAt))
  const taken = new Set(
    (await db.select({ name: t.rooms.name }).from(t.rooms).where(live)).map((r) => r.name),
  )
  const names: string[] = []
  for (let n = 121; taken.size + names.length < ROOMS_TOTAL; n++) {
    if (!taken.has(String(n))) names.push(String(n))
  }
  const rooms = names.map((name, i) => ({
    _id: randomUUID(),
    name,
    type: TYPES[i % TYPES.length]!,
    status: i % 50 === 17 ? ('inactive' as const) : ('active' as const),
  }))
  await inCommits(server, staff, rooms, (tx, body) => createRoom(tx, staff, body))

  // Earlier today: one room in twenty had a guest who checked out (checked in, then out).
  const leavers = rooms.filter((_, i) => i % 20 === 5)
  const left = (await inCommits(server, staff, leavers, (tx, r) =>
    checkIn(tx, staff, {
      room_id: r._id,
      checkout: day(0),
      guest_name: guestName(leavers.indexOf(r) + 300),
      lang: 'en',
    }),
  )) as { _id: string }[]
  await inCommits(server, staff, left, (tx, stay) => checkOut(tx, staff, { stay_id: stay._id }), 10)

  // In house: seven rooms in ten (not the inactive ones), leaving in 0–6 days.
  const inHouse = rooms.filter((r, i) => i % 10 < 7 && r.status === 'active')
  await inCommits(server, staff, inHouse, (tx, r) => {
    const i = rooms.indexOf(r)
    return checkIn(tx, staff, {
      room_id: r._id,
      checkout: day(i % 7),
      guest_name: guestName(i),
      lang: (['en', 'srb', 'cro'] as const)[i % 3]!,
    })
  })

  // Booked ahead: four rooms in ten, after the in-house guest's checkout; one in ten twice.
  const occupiedUntil = new Map(inHouse.map((r) => [r._id, rooms.indexOf(r) % 7]))
  const bookings: { room_id: string; arrival: string; checkout: string; guest_name: string }[] = []
  rooms.forEach((r, i) => {
    if (i % 5 !== 1 && i % 5 !== 3) return
    const from = (occupiedUntil.get(r._id) ?? 0) + 1 + (i % 4)
    bookings.push({
      room_id: r._id,
      arrival: day(from),
      checkout: day(from + 2 + (i % 5)),
      guest_name: guestName(i + 100),
    })
    if (i % 10 === 3) {
      const later = from + 10 + (i % 6)
      bookings.push({
        room_id: r._id,
        arrival: day(later),
        checkout: day(later + 3),
        guest_name: guestName(i + 200),
      })
    }
  })
  await inCommits(server, staff, bookings, (tx, b) => addStay(tx, staff, b))

  // Repairs: one room in twenty-five, half of them out of service (those on empty rooms).
  const repairs = rooms.filter((_, i) => i % 25 === 9 || i % 25 === 22)
  await inCommits(server, staff, repairs, (tx, r) => {
    const i = rooms.indexOf(r)
    const ticket = TICKETS[i % TICKETS.length]!
    return createTicket(tx, staff, {
      room_id: r._id,
      description: ticket.description,
      out_of_service: !occupiedUntil.has(r._id),
      tasks: ticket.tasks.map((text) => ({ text })),
    })
  })

  return {
    rooms: taken.size + rooms.length,
    inHouse: inHouse.length,
    bookings: bookings.length,
    checkedOut: left.length,
    tickets: repairs.length,
    outOfService: repairs.filter((r) => !occupiedUntil.has(r._id)).length,
    inactive: rooms.filter((r) => r.status === 'inactive').length,
  }
}

const ROOMS: PaintTarget = {
  path: ROOMS_PATH,
  items: '.rooms-list > .room-card',
  want: ROOMS_TOTAL,
}

/**
 * The `rooms-paint` row: the rooms screen of a 500-room hotel painted from IndexedDB, offline,
 * 4x CPU throttle, median of 5 first opens from the sidebar. Details: the same screen reloaded.
 */
export async function measureRoomsPaint(
  browser: Browser,
  server: BenchServer,
): Promise<Measurement> {
  const seeded = await seedRooms500(server)
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  })
  try {
    await context.addInitScript(paintObserver(ROOMS))
    const page = await signedIn(context, 'reception', await lastVersion(server))
    // Warm: the screen once online (its chunk and catalog in the worker's cache), then offline.
    await page.goto(ROOMS_PATH)
    await waitPainted(page)
    const shown = await page.locator(ROOMS.items).count()
    const occupied = await page.locator('.rooms-list > .room-card[data-state="occupied"]').count()
    if (shown !== seeded.rooms)
      throw new Error(`rooms bench: ${shown} cards, ${seeded.rooms} rooms`)
    const { opens, reloads, cdp } = await measureOpens(page, ROOMS, RUNS)
    await traceOneOpen(browser, page, cdp, ROOMS, 'rooms-open')
    await context.setOffline(false)
    const screen = opens.map((o) => o.screen)
    const all = opens.map((o) => o.all)
    const longest = Math.round(Math.max(...opens.map((o) => o.longest)))
    return {
      id: 'rooms-paint',
      value: median(screen),
      note: `offline, 4x CPU, 1280x800, median of ${RUNS} (${ms(screen)} ms): click on Rooms in the sidebar of the loaded board -> the frame with every card the window shows (a rAF, then a task); the rest of the ${shown} cards in the DOM and painted ${Math.round(median(all))} ms (${ms(all)}), longest main-thread task on the way ${longest} ms; ${occupied} occupied, ${seeded.bookings} bookings ahead, ${seeded.tickets} open tickets (${seeded.outOfService} out of service), ${seeded.checkedOut} checked out today, ${seeded.inactive} inactive`,
      details: [
        `rooms-paint, the same hotel reloaded offline at ${ROOMS_PATH} (from navigation start), 4x CPU, median of ${RUNS}: ${summary(reloads, `all ${shown} cards`)}`,
      ],
    }
  } finally {
    await context.close()
  }
}
