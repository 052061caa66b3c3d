import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { RESERVATION_BASE } from '../../sync/protocol/index.ts'
import { call } from '../helpers/http.ts'
import { booking, dayAt, restaurantTables, setServiceOptions } from '../helpers/reservations.ts'
import { useHotel } from './helpers/fixture.ts'
import { pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const serverRow = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.reservations).where(eq(t.reservations.id, id)))[0]

/** A booking made on the public form (pending), as the guest's phone sends it. */
async function publicBooking(overrides: Record<string, unknown>) {
  const body = booking(hotel.server, overrides)
  const res = await call(
    hotel.server.url,
    'POST',
    `${RESERVATION_BASE}/createReservationExternal`,
    {
      body,
    },
  )
  expect(res.status).toBe(200)
  return body._id as string
}

describe('reservations through the outbox', () => {
  it('a tablet pulls the reservations; accept, decline and a booking made offline land once each', async () => {
    await setServiceOptions(hotel.server, hotel.server.demo.services.restaurant._id, {
      reservations: true,
      openToPublic: true,
    })
    const tables = restaurantTables(hotel.server)
    const toAccept = await publicBooking({ time: dayAt(2, '12:00'), table_id: tables.T1 })
    const toDecline = await publicBooking({ time: dayAt(2, '12:00'), table_id: tables.T2 })
    const tablet = await hotel.tablet('manager')
    await waitFor(() => tablet.db.reservations.get(toDecline), { what: 'the bookings pulled' })
    expect(await tablet.db.reservations.get(toAccept)).toMatchObject({
      status: 'Pending',
      origin: 'External',
      table_ids: [tables.T1],
    })

    tablet.link.setUp(false)
    await tablet.engine.enqueue('reservation.accept', { reservation_id: toAccept })
    await tablet.engine.enqueue('reservation.decline', {
      reservation_id: toDecline,
      reason: '  Closed for a wedding ',
    })
    const mine = booking(hotel.server, {
      _id: randomUUID(),
      time: dayAt(2, '19:00'),
      number: 6,
      table_ids: [tables.T5, tables.T6],
    })
    await tablet.engine.enqueue('reservation.create', mine)
    // On the board at once, before the server has any of it.
    expect(await tablet.db.reservations.get(toAccept)).toMatchObject({ status: 'Accepted' })
    expect(await tablet.db.reservations.get(toDecline)).toMatchObject({
      status: 'Declined',
      decline_reason: 'Closed for a wedding',
    })
    expect(await tablet.db.reservations.get(mine._id)).toMatchObject({
      status: 'Accepted',
      version: 0,
      table_ids: [tables.T5, tables.T6],
      length: 120,
    })
    // A step the row no longer takes is refused on the device, writing nothing.
    await expect(
      tablet.engine.enqueue('reservation.active', { reservation_id: toDecline }),
    ).rejects.toMatchObject({ code: 'conflict' })
    expect((await serverRow(toAccept))?.status).toBe('Pending')

    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    expect(await serverRow(toAccept)).toMatchObject({ status: 'Accepted' })
    expect(await serverRow(toDecline)).toMatchObject({
      status: 'Declined',
      declineReason: 'Closed for a wedding',
    })
    expect(await serverRow(mine._id)).toMatchObject({ status: 'Accepted', number: 6 })
    const sent = pushesOf(tablet.net)
      .filter((p) => p.status !== 'network')
      .flatMap((p) => p.actions.map((a) => a.type))
    expect(sent.sort()).toEqual(['reservation.accept', 'reservation.create', 'reservation.decline'])
    // The server's rows replaced the device's: the service's name is the server's.
    const landed = await tablet.db.reservations.get(mine._id)
    expect(landed?.version).toBeGreaterThan(0)
    expect(landed?.service_name).toBe(hotel.server.demo.services.restaurant.name)
  })

  it('a booking replayed into a slot a guest took meanwhile is refused with the reason, and goes', async () => {
    await setServiceOptions(hotel.server, hotel.server.demo.services.restaurant._id, {
      reservations: true,
      openToPublic: true,
    })
    const tables = restaurantTables(hotel.server)
    const tablet = await hotel.tablet('manager')
    await waitFor(() => tablet.db.services.count(), { what: 'the first pull' })
    tablet.link.setUp(false)
    const mine = booking(hotel.server, {
      _id: randomUUID(),
      time: dayAt(3, '20:00'),
      table_id: tables.T7,
    })
    await tablet.engine.enqueue('reservation.create', mine)
    // Meanwhile a guest books the same table half an hour earlier, for two hours.
    const theirs = await publicBooking({ time: dayAt(3, '19:30'), table_id: tables.T7 })

    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    const refused = await waitFor(
      async () => (await tablet.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refused booking' },
    )
    expect(refused).toMatchObject({
      type: 'reservation.create',
      error: { status: 409, code: 'reservation.taken' },
    })
    expect(refused.error?.message).toContain('T7')
    expect(await tablet.db.reservations.get(mine._id)).toBeUndefined()
    expect(await serverRow(mine._id)).toBeUndefined()
    await waitFor(() => tablet.db.reservations.get(theirs), { what: 'the guest’s booking' })
  })

  it('a party moved offline shows on its new table at once and lands once; a lost race restores it', async () => {
    const tables = restaurantTables(hotel.server)
    const tablet = await hotel.tablet('manager')
    await waitFor(() => tablet.db.services.count(), { what: 'the first pull' })
    const party = booking(hotel.server, {
      _id: randomUUID(),
      time: dayAt(4, '20:00'),
      table_id: tables.T1,
    })
    const rival = booking(hotel.server, {
      _id: randomUUID(),
      time: dayAt(4, '20:00'),
      table_id: tables.T3,
    })
    await tablet.engine.enqueue('reservation.create', party)
    await tablet.engine.enqueue('reservation.create', rival)
    await tablet.engine.waitUntilSent()

    tablet.link.setUp(false)
    const move = (reservation_id: string, table: string) =>
      tablet.engine.enqueue('reservation.moveTables', {
        reservation_id,
        table_ids: [table],
        order_ids: [],
      })
    await move(party._id, tables.T2!)
    await move(rival._id, tables.T5!)
    expect(await tablet.db.reservations.get(party._id)).toMatchObject({ table_ids: [tables.T2] })
    // Meanwhile another desk moves a party onto T5 for that evening.
    const other = await call(
      hotel.server.url,
      'POST',
      `${RESERVATION_BASE}/createReservationExternal`,
      { body: booking(hotel.server, { time: dayAt(4, '19:30'), table_id: tables.T5 }) },
    )
    expect(other.status, other.text).toBe(200)

    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    const refused = await waitFor(
      async () => (await tablet.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refused move' },
    )
    expect(refused).toMatchObject({
      type: 'reservation.moveTables',
      error: { status: 409, code: 'reservation.taken' },
    })
    expect(refused.error?.message).toContain('T5')
    expect((await serverRow(party._id))?.tableIds).toEqual([tables.T2])
    expect((await serverRow(rival._id))?.tableIds).toEqual([tables.T3])
    await waitFor(
      async () => (await tablet.db.reservations.get(rival._id))?.table_ids[0] === tables.T3,
      { what: 'the rival back on T3' },
    )
    const moves = pushesOf(tablet.net)
      .filter((p) => p.status !== 'network')
      .flatMap((p) => p.actions.filter((a) => a.type === 'reservation.moveTables'))
    expect(moves).toHaveLength(2)
  })
})
