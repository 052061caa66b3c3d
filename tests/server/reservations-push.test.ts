import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  OLD_RESERVATION_BASE,
  PUSH_PATH,
  RESERVATION_BASE,
  type PushReply,
  type Reservation,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { call } from '../helpers/http.ts'
import { guestCookie } from '../helpers/orders.ts'
import { withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { booking, dayAt, restaurantTables } from '../helpers/reservations.ts'

describe('reservation and table actions through the push', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const tables = () => restaurantTables(hotel.server)

  it('an offline tablet replaying into a slot a guest took meanwhile is told why', async () => {
    const time = dayAt(7, '13:00')
    const queued = {
      id: randomUUID(),
      type: 'reservation.create',
      payload: booking(hotel.server, { time, table_id: tables().T6 }),
    }
    // meanwhile a room guest takes the table from their phone
    const other = await call(
      hotel.server.url,
      'POST',
      `${RESERVATION_BASE}/createReservationWithTable`,
      {
        cookie: await guestCookie(hotel.server, 0),
        body: booking(hotel.server, { time: dayAt(7, '12:30'), table_id: tables().T6 }),
      },
    )
    expect(other.status, other.text).toBe(200)
    const replay = await hotel.desk.as('owner', 'POST', PUSH_PATH, { actions: [queued] })
    expect(replay.status).toBe(200)
    const [result] = (replay.body as PushReply).results
    expect(result!.status).toBe(409)
    expect(result!.body).toMatchObject({
      code: 'reservation.taken',
      message: expect.stringContaining('Table T6 is already reserved on') as unknown,
    })
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.reservations)
      .where(eq(t.reservations.id, queued.payload._id))
    expect(rows).toHaveLength(0)
  })

  it('replays each staff step once, in order, and refuses one that no longer fits', async () => {
    const made = booking(hotel.server, { time: dayAt(8, '12:00'), table_id: tables().T3 })
    const action = (type: string, payload: unknown) => ({ id: randomUUID(), type, payload })
    const id = { reservation_id: made._id }
    const actions = [
      action('reservation.create', made),
      action('reservation.active', id),
      action('reservation.nowAvailable', id),
      action('reservation.changeStatus', { ...id, status: 'Active' }),
      action('reservation.changeStatus', { ...id, status: 'Finished' }),
      action('reservation.accept', id),
    ]
    const first = await hotel.desk.as('owner', 'POST', PUSH_PATH, { actions })
    const results = (first.body as PushReply).results
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 409])
    expect((results[4]!.body as Reservation).status).toBe('Finished')
    const again = await hotel.desk.as('owner', 'POST', PUSH_PATH, { actions })
    expect((again.body as PushReply).results.every((r) => r.replayed === true)).toBe(true)
    // the step through its REST path with the same key is answered from the store
    const rest = await hotel.desk.as(
      'owner',
      'PUT',
      `${OLD_RESERVATION_BASE}/activeReservation/${made._id}`,
      undefined,
      actions[1]!.id,
    )
    expect([rest.status, (rest.body as Reservation).status]).toEqual([200, 'Active'])
    const declined = booking(hotel.server, { time: dayAt(8, '15:00'), table_id: tables().T3 })
    const decline = await hotel.desk.as('owner', 'POST', PUSH_PATH, {
      actions: [
        action('reservation.create', declined),
        action('reservation.cancel', { reservation_id: declined._id }),
        action('reservation.delete', { reservation_id: declined._id }),
      ],
    })
    expect((decline.body as PushReply).results.map((r) => r.status)).toEqual([200, 200, 200])
  })

  it('creates, edits and lengthens a table through the push', async () => {
    const tableId = randomUUID()
    const restaurant = hotel.server.demo.services.restaurant._id
    const action = (type: string, payload: unknown) => ({ id: randomUUID(), type, payload })
    const reply = await hotel.desk.as('owner', 'POST', PUSH_PATH, {
      actions: [
        action('table.create', {
          _id: tableId,
          service_id: restaurant,
          name: 'T9',
          capacity: 4,
          type: 'couch',
        }),
        action('table.edit', { _id: tableId, rotation: 90, coordinate_x: 0.1 }),
        action('table.addLength', { table_id: tableId, hours: 1, minutes: 30 }),
      ],
    })
    const results = (reply.body as PushReply).results
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(results[2]!.body).toMatchObject({
      _id: tableId,
      rotation: 90,
      coordinate_x: 0.1,
      length: { h: 1, m: 30 },
    })
    const waiter = await hotel.desk.as('waiter', 'POST', PUSH_PATH, {
      actions: [action('table.edit', { _id: tableId, name: 'X' })],
    })
    expect((waiter.body as PushReply).results[0]!.status).toBe(403)
    const [row] = await hotel.server.ctx.db
      .select()
      .from(t.diningTables)
      .where(eq(t.diningTables.id, tableId))
    expect(row!.name).toBe('T9')
  })
})
