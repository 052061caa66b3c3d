import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  OLD_RESERVATION_BASE,
  PUSH_PATH,
  RESERVATION_BASE,
  TABLE_BASE,
  type ErrorBody,
  type Order,
  type PushReply,
  type Reservation,
  type ReservationMoveReply,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { ORDER, call } from '../helpers/http.ts'
import { articleOf, line, tableBody } from '../helpers/orders.ts'
import { withReceptionHotel, type ReceptionHotel, type Who } from '../helpers/reception.ts'
import { booking, dayAt, restaurantTables } from '../helpers/reservations.ts'

/* Issue 17: a party moves to another table, its open orders with it. */

describe('moving a party to other tables', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const tables = () => restaurantTables(hotel.server)

  async function book(overrides: Record<string, unknown>) {
    const reply = await hotel.desk.as(
      'owner',
      'POST',
      `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
      booking(hotel.server, overrides),
    )
    expect(reply.status, reply.text).toBe(200)
    return reply.body as Reservation
  }
  const move = (id: string, body: unknown, who: Who = 'manager') =>
    hotel.desk.as(who, 'PUT', `${RESERVATION_BASE}/moveReservationTables/${id}`, body)
  const claimed = async (reservationId: string) =>
    (
      await hotel.server.ctx.db
        .selectDistinct({ tableId: t.tableClaims.tableId })
        .from(t.tableClaims)
        .where(eq(t.tableClaims.reservationId, reservationId))
    ).map((r) => r.tableId)

  it('takes the new tables for the booked time and lets the old ones go', async () => {
    const party = await book({ time: dayAt(3, '19:00'), table_id: tables().T1 })
    const reply = await move(party._id, { table_ids: [tables().T5] })
    expect(reply.status, reply.text).toBe(200)
    const body = reply.body as ReservationMoveReply
    expect(body.reservation).toMatchObject({ table_ids: [tables().T5], status: 'Accepted' })
    expect(body.reservation.version).toBeGreaterThan(party.version)
    expect(body.orders).toEqual([])
    expect(await claimed(party._id)).toEqual([tables().T5])
    // T1 is free at that time again.
    await book({ time: dayAt(3, '19:30'), table_id: tables().T1 })
  })

  it('a table another booking holds then refuses the move with the reason; nothing changes', async () => {
    const party = await book({ time: dayAt(3, '13:00'), table_id: tables().T2 })
    await book({ time: dayAt(3, '14:00'), table_id: tables().T6, name: 'Novak' })
    const reply = await move(party._id, { table_ids: [tables().T6] })
    expect(reply.status).toBe(409)
    expect(reply.body as ErrorBody).toMatchObject({
      code: 'reservation.taken',
      field: 'table_ids',
      message: expect.stringMatching(
        /^Table T6 is already reserved on .* from 14:00 to/,
      ) as unknown,
    })
    const [row] = await hotel.server.ctx.db
      .select()
      .from(t.reservations)
      .where(eq(t.reservations.id, party._id))
    expect(row!.tableIds).toEqual([tables().T2])
    expect(await claimed(party._id)).toEqual([tables().T2])
  })

  it('a seated party’s open orders move with it to the first new table', async () => {
    const party = await book({ time: dayAt(6, '12:00'), table_id: tables().T3 })
    const seated = await hotel.desk.as(
      'manager',
      'PUT',
      `${OLD_RESERVATION_BASE}/activeReservation/${party._id}`,
    )
    expect(seated.status, seated.text).toBe(200)
    const dish = articleOf(hotel.server, 'restaurant')
    const placed = await call<Order>(hotel.server.url, 'POST', `${ORDER}/createOrder`, {
      body: tableBody(hotel.server, 'restaurant', {
        table_id: tables().T3,
        payment: 'cash',
        user_id: `phone-${randomUUID()}`,
        content: [line(dish._id)],
      }),
    })
    expect(placed.status, placed.text).toBe(200)
    const elsewhere = await call<Order>(hotel.server.url, 'POST', `${ORDER}/createOrder`, {
      body: tableBody(hotel.server, 'restaurant', {
        table_id: tables().T4,
        payment: 'cash',
        user_id: `phone-${randomUUID()}`,
        content: [line(dish._id)],
      }),
    })
    // An order of another table is not the party's: 400 naming order_ids, nothing moves.
    const wrong = await move(party._id, {
      table_ids: [tables().T7, tables().T8],
      order_ids: [elsewhere.body._id],
    })
    expect(wrong.status).toBe(400)
    expect((wrong.body as ErrorBody).field).toBe('order_ids')
    expect(await claimed(party._id)).toEqual([tables().T3])

    const reply = await move(party._id, {
      table_ids: [tables().T7, tables().T8],
      order_ids: [placed.body._id],
    })
    expect(reply.status, reply.text).toBe(200)
    const body = reply.body as ReservationMoveReply
    expect(body.reservation).toMatchObject({ status: 'Active' })
    expect(body.orders).toHaveLength(1)
    expect(body.orders[0]).toMatchObject({ _id: placed.body._id, table_id: tables().T7 })
    const [order] = await hotel.server.ctx.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, placed.body._id)))
    expect(order!.tableId).toBe(tables().T7)
  })

  it('refuses a finished party, a worker without reservationsWrite, and bad tables', async () => {
    const party = await book({ time: dayAt(4, '12:00'), table_id: tables().T1 })
    for (const who of ['kitchen', 'waiter'] as const)
      expect((await move(party._id, { table_ids: [tables().T2] }, who)).status).toBe(403)
    const twice = await move(party._id, { table_ids: [tables().T2, tables().T2] })
    expect(twice.status).toBe(400)
    expect((twice.body as ErrorBody).field).toMatch(/^table_ids/)
    expect((await move(party._id, { table_ids: [] })).status).toBe(400)
    expect((await move(party._id, { table_ids: [randomUUID()] })).status).toBe(404)
    await hotel.desk.as('owner', 'POST', `${OLD_RESERVATION_BASE}/noshowReservation/${party._id}`)
    const canceled = await move(party._id, { table_ids: [tables().T2] })
    expect(canceled.status).toBe(409)
    expect((canceled.body as ErrorBody).code).toBe('reservation.illegal_transition')
    expect((await move(randomUUID(), { table_ids: [tables().T2] })).status).toBe(404)
  })

  it('twenty desks moving twenty parties onto one table at once: exactly one gets it', async () => {
    const newTable = async (name: string) => {
      const reply = await hotel.desk.as('owner', 'POST', `${TABLE_BASE}/createTable`, {
        _id: randomUUID(),
        service_id: hotel.server.demo.services.restaurant._id,
        name,
        capacity: 4,
        type: 'round',
      })
      expect(reply.status, reply.text).toBe(200)
      return (reply.body as { _id: string })._id
    }
    const target = await newTable('Race')
    const parties = []
    for (let i = 0; i < 20; i++) {
      parties.push(await book({ time: dayAt(9, '20:00'), table_id: await newTable(`R${i}`) }))
    }
    const replies = await Promise.all(parties.map((p) => move(p._id, { table_ids: [target] })))
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
    const lost = replies.filter((r) => r.status !== 200)
    expect(lost.map((r) => (r.body as ErrorBody).code)).toEqual(Array(19).fill('reservation.taken'))
    const holders = await hotel.server.ctx.db
      .selectDistinct({ reservationId: t.tableClaims.reservationId })
      .from(t.tableClaims)
      .where(eq(t.tableClaims.tableId, target))
    expect(holders).toHaveLength(1)
  })

  it('through the push, a replayed move is applied once', async () => {
    const party = await book({ time: dayAt(5, '20:00'), table_id: tables().T5 })
    const actions = [
      {
        id: randomUUID(),
        type: 'reservation.moveTables',
        payload: { reservation_id: party._id, table_ids: [tables().T6], order_ids: [] },
      },
    ]
    const first = await hotel.desk.as('owner', 'POST', PUSH_PATH, { actions })
    const [result] = (first.body as PushReply).results
    expect(result!.status, JSON.stringify(result)).toBe(200)
    const again = await hotel.desk.as('owner', 'POST', PUSH_PATH, { actions })
    expect((again.body as PushReply).results[0]!.replayed).toBe(true)
    expect(await claimed(party._id)).toEqual([tables().T6])
  })
})
