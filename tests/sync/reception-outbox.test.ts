import 'fake-indexeddb/auto'
import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { invoiceBlob, storedInvoice } from '../../sync/index.ts'
import { PULL_PATH, type Room } from '../../sync/protocol/index.ts'
import { receptionCommands } from '../../src/features/reception/commands.ts'
import { addDays, openDesk } from '../helpers/reception.ts'
import type { Device } from './helpers/device.ts'
import { useHotel } from './helpers/fixture.ts'
import { isPush, pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const db = () => hotel.server.ctx.db
const commands = (desk: Device) => receptionCommands(desk.engine, desk.db)

/** A desk signed in and holding `room` (made by another desk through REST). */
async function deskWith(username: string, room: Room): Promise<Device> {
  const desk = await hotel.tablet(username)
  await waitFor(() => desk.db.rooms.get(room._id), { what: `room ${room.name} on the desk` })
  return desk
}

const inHouse = (roomId: string) =>
  db()
    .select()
    .from(t.stays)
    .where(and(eq(t.stays.roomId, roomId), isNotNull(t.stays.checkIn)))

/** The pushes the server got (answered, or answered and lost on the way). */
const delivered = (desk: Device) => pushesOf(desk.net).filter((p) => p.status !== 'network')

/** Each action the server got, as `type id`, once per time it got it. */
const pushedKeys = (desk: Device) =>
  delivered(desk).flatMap((p) => p.actions.map((a) => `${a.type} ${a.id}`))

describe('reception through the outbox', () => {
  it('an offline check-in shows its code at once and lands once; a second desk gets TAKEN. and the server’s stay', async () => {
    const room = await (await openDesk(hotel.server)).newRoom()
    const front = await deskWith('reception', room)
    // No socket and no pull while it replays: the server's stay reaches it with the refusal.
    const back = await hotel.tablet('manager', { socket: false })
    await waitFor(() => back.db.rooms.get(room._id), { what: 'the room on the back desk' })
    front.link.setUp(false)
    back.link.setUp(false)

    const mine = await commands(front).checkIn(room, { checkout: addDays(2), guest_name: 'Ana' })
    if (mine.kind !== 'queued') throw new Error('front desk: not queued')
    expect(mine.password).toMatch(/^\d{4}$/)
    // On the screen at once, with its code, waiting.
    expect(await front.db.stays.get(mine.stayId)).toMatchObject({
      room_id: room._id,
      room_name: room.name,
      password: mine.password,
      guest_name: 'Ana',
      checked_out_at: null,
      version: 0,
    })
    expect((await front.db.stays.get(mine.stayId))?.check_in).toEqual(expect.any(String))
    // This desk knows the room is taken now: a second check-in here is not even queued.
    const again = await commands(front).checkIn(room, { checkout: addDays(3) })
    expect(again).toMatchObject({ kind: 'taken', stay: { _id: mine.stayId } })

    const theirs = await commands(back).checkIn(room, { checkout: addDays(4) })
    if (theirs.kind !== 'queued') throw new Error('back desk: not queued')

    front.link.setUp(true)
    await front.engine.retryNow()
    await front.engine.waitUntilSent()
    const [landed, ...more] = await inHouse(room._id)
    expect(more).toEqual([])
    expect(landed).toMatchObject({ id: mine.stayId, password: mine.password, guestName: 'Ana' })
    expect(pushedKeys(front).filter((k) => k.startsWith('stay.checkIn'))).toHaveLength(1)

    back.link.setUp(true)
    const pulls = () => back.net.sent.filter((r) => r.path === PULL_PATH).length
    const pulled = pulls()
    await back.engine.retryNow()
    const refused = await waitFor(
      async () => (await back.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refused check-in' },
    )
    expect(refused).toMatchObject({
      type: 'stay.checkIn',
      error: { status: 409, code: 'stay.taken', message: 'TAKEN.' },
      refusedWith: { _id: mine.stayId, password: mine.password, room_id: room._id },
    })
    // The back desk's own stay is gone; the server's stay (with its code) is shown instead.
    expect(await back.db.stays.get(theirs.stayId)).toBeUndefined()
    expect(await back.db.stays.get(mine.stayId)).toMatchObject({
      password: mine.password,
      version: landed?.version,
    })
    const told = back.notifications.find((n) => n.type === 'actionFailed')
    expect(told).toMatchObject({
      row: { id: refused.id },
      current: { table: 'stays', row: { _id: mine.stayId } },
    })
    expect(await inHouse(room._id)).toHaveLength(1)
    expect(pulls()).toBe(pulled)
  })

  it('an offline check-out keeps the invoice PDF when it syncs, readable offline afterwards', async () => {
    const rest = await openDesk(hotel.server)
    const room = await rest.newRoom()
    const stay = await rest.checkIn(room)
    const desk = await deskWith('reception', room)
    await waitFor(() => desk.db.stays.get(stay._id), { what: 'the stay on the desk' })
    const network = { db: desk.db, baseUrl: desk.link.url, fetch: desk.net.fetch }

    desk.link.setUp(false)
    await commands(desk).checkOut(stay._id)
    const out = await desk.db.stays.get(stay._id)
    expect([out?.check_in, typeof out?.checked_out_at]).toEqual([null, 'string'])
    // Not synced and offline: no invoice yet, and none to fetch.
    expect(await invoiceBlob(stay._id, network)).toBeNull()

    // Back online; the push's answer is lost once and the checkout is sent again.
    desk.net.loseAnswerOf(isPush)
    desk.link.setUp(true)
    await desk.engine.retryNow()
    await desk.engine.waitUntilSent()
    expect(delivered(desk).map((p) => [p.status, p.results[0]?.replayed ?? false])).toEqual([
      ['lost', false],
      [200, true],
    ])
    const kept = await waitFor(() => storedInvoice(stay._id, desk.db), { what: 'the invoice' })
    expect(kept.type).toBe('application/pdf')
    const head = new TextDecoder().decode(new Uint8Array(await kept.arrayBuffer()).slice(0, 5))
    expect(head).toBe('%PDF-')
    const [server] = await db().select().from(t.stays).where(eq(t.stays.id, stay._id))
    expect(server?.checkedOutAt).not.toBeNull()
    expect(
      await db().select().from(t.invoices).where(eq(t.invoices.stayId, stay._id)),
    ).toHaveLength(1)

    // Offline again, and after a reload: the same PDF, with no request.
    desk.link.setUp(false)
    const reloaded = hotel.track(desk.reload())
    const sent = desk.net.sent.length
    const offline = await invoiceBlob(stay._id, { ...network, db: reloaded.db })
    expect(offline?.size).toBe(kept.size)
    expect(desk.net.sent.length).toBe(sent)

    // A desk that never had it fetches it once online, and keeps it.
    const other = await hotel.tablet('owner')
    const fetched = await invoiceBlob(stay._id, {
      db: other.db,
      baseUrl: other.link.url,
      fetch: other.net.fetch,
    })
    expect(fetched?.size).toBe(kept.size)
    expect((await storedInvoice(stay._id, other.db))?.size).toBe(kept.size)
  })

  it('extend, book ahead, tickets and a ticked task made offline show at once and land once after a lost answer', async () => {
    const rest = await openDesk(hotel.server)
    const [room, free] = [await rest.newRoom(), await rest.newRoom()]
    const stay = await rest.checkIn(room)
    const desk = await deskWith('reception', free)
    await waitFor(() => desk.db.stays.get(stay._id), { what: 'the stay on the desk' })
    const act = commands(desk)

    desk.link.setUp(false)
    await act.extendStay(stay._id, addDays(6))
    const booking = await act.addStay(free, {
      arrival: addDays(10),
      checkout: addDays(12),
      guest_name: 'Lena',
    })
    const ticket = await act.createTicket(room, {
      description: 'Kettle broken',
      out_of_service: true,
      tasks: ['Buy a kettle'],
    })
    const task = await act.addTicketTask(ticket, 'Descale the new one')
    await act.setTaskDone(ticket, task, true)
    expect((await desk.db.stays.get(stay._id))?.checkout).toBe(addDays(6))
    expect(await desk.db.stays.get(booking)).toMatchObject({
      room_id: free._id,
      room_name: free.name,
      arrival: addDays(10),
      check_in: null,
      password: '',
    })
    const shown = await desk.db.tickets.get(ticket)
    expect(shown).toMatchObject({ status: 'open', out_of_service: true, room_name: room.name })
    expect(shown?.tasks.map((x) => [x.text, x.done])).toEqual([
      ['Buy a kettle', false],
      ['Descale the new one', true],
    ])
    expect(await desk.db.outbox.count()).toBe(5)

    desk.net.loseAnswerOf(isPush)
    desk.link.setUp(true)
    await desk.engine.retryNow()
    await desk.engine.waitUntilSent()
    const pushes = delivered(desk)
    expect(pushes.map((p) => p.status)).toEqual(['lost', 200])
    expect(pushes[1]?.results.map((r) => [r.status, r.replayed])).toEqual(
      Array.from({ length: 5 }, () => [200, true]),
    )

    const [server] = await db().select().from(t.stays).where(eq(t.stays.id, stay._id))
    expect(server?.checkout).toBe(addDays(6))
    const booked = await db().select().from(t.stays).where(eq(t.stays.roomId, free._id))
    expect(booked.map((s) => [s.id, s.guestName])).toEqual([[booking, 'Lena']])
    const [made] = await db().select().from(t.tickets).where(eq(t.tickets.id, ticket))
    expect(made?.tasks.map((x) => [x._id, x.done])).toEqual([
      [expect.any(String), false],
      [task, true],
    ])
    // The desk holds exactly the server's rows now.
    await waitFor(async () => (await desk.db.shadows.count()) === 0, { what: 'no shadows' })
    expect((await desk.db.tickets.get(ticket))?.version).toBe(made?.version)
    expect((await desk.db.stays.get(booking))?.version).toBe(booked[0]?.version)

    // Closing it: gone from the open list on the desk at once and on the server.
    await act.closeTicket(ticket)
    expect((await desk.db.tickets.get(ticket))?.status).toBe('closed')
    await desk.engine.waitUntilSent()
    const [closed] = await db().select().from(t.tickets).where(eq(t.tickets.id, ticket))
    expect(closed?.status).toBe('closed')
  })

  it('rooms made, linked, renamed and deleted offline land once', async () => {
    const rest = await openDesk(hotel.server)
    const doomed = await rest.newRoom()
    const desk = await deskWith('reception', doomed)
    const act = commands(desk)
    const service = hotel.server.demo.services.roomservice._id

    desk.link.setUp(false)
    const id = await act.createRoom(hotel.server.demo.businessId, {
      name: 'Garden 1',
      type: 'Suite',
    })
    await act.setRoomLink(id, service, 'https://example.com/garden')
    await act.updateRoom(id, { name: 'Garden Suite' })
    await act.deleteRoom(doomed._id)
    expect(await desk.db.rooms.get(id)).toMatchObject({
      name: 'Garden Suite',
      type: 'Suite',
      status: 'active',
      service_links: [{ service_id: service, url: 'https://example.com/garden' }],
    })
    expect(await desk.db.rooms.get(doomed._id)).toBeUndefined()

    desk.link.setUp(true)
    await desk.engine.retryNow()
    await desk.engine.waitUntilSent()
    const [made] = await db().select().from(t.rooms).where(eq(t.rooms.id, id))
    expect(made).toMatchObject({ name: 'Garden Suite', type: 'Suite' })
    expect(made?.serviceLinks).toEqual([{ service_id: service, url: 'https://example.com/garden' }])
    const [gone] = await db().select().from(t.rooms).where(eq(t.rooms.id, doomed._id))
    expect(gone?.deletedAt).not.toBeNull()
    expect(await desk.db.outbox.count()).toBe(0)
    expect((await desk.db.rooms.get(id))?.version).toBe(made?.version)

    // The link removed again.
    await act.setRoomLink(id, service, null)
    await desk.engine.waitUntilSent()
    const [unlinked] = await db().select().from(t.rooms).where(eq(t.rooms.id, id))
    expect(unlinked?.serviceLinks).toEqual([])
  })

  it('a reload keeps the queued reception actions, and they are sent once', async () => {
    const room = await (await openDesk(hotel.server)).newRoom()
    const desk = await deskWith('reception', room)
    desk.link.setUp(false)
    const checkIn = await commands(desk).checkIn(room, { checkout: addDays(1) })
    if (checkIn.kind !== 'queued') throw new Error('not queued')
    const ticket = await commands(desk).createTicket(room, { description: 'Door squeaks' })
    await desk.engine.stop()

    const reloaded = hotel.track(desk.reload())
    expect((await reloaded.engine.restore())?.username).toBe('reception')
    expect((await reloaded.db.outbox.orderBy('seq').toArray()).map((r) => r.type)).toEqual([
      'stay.checkIn',
      'ticket.create',
    ])
    expect((await reloaded.db.stays.get(checkIn.stayId))?.password).toBe(checkIn.password)
    expect(await reloaded.db.tickets.get(ticket)).toMatchObject({ description: 'Door squeaks' })

    desk.link.setUp(true)
    await reloaded.engine.start()
    await reloaded.engine.waitUntilSent()
    expect(await inHouse(room._id)).toMatchObject([
      { id: checkIn.stayId, password: checkIn.password },
    ])
    expect(await db().select().from(t.tickets).where(eq(t.tickets.roomId, room._id))).toHaveLength(
      1,
    )
    const keys = pushedKeys(desk)
    expect([keys.length, new Set(keys).size]).toEqual([2, 2])
  })
})
