import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  CATEGORY_BASE,
  EMPLOYEE_SHIFT_BASE,
  PUSH_PATH,
  RESERVATION_BASE,
  ROOM_BASE,
  SPA_APPOINTMENT_BASE,
  SPA_ROOM_BASE,
  STAY_BASE,
  TABLE_BASE,
  TICKET_BASE,
  type ErrorBody,
  type PushReply,
} from '../../sync/protocol/index.ts'
import { addDays, errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { booking, restaurantTables } from '../helpers/reservations.ts'
import { appointment, dayIn, newTreatment, onShift, therapists } from '../helpers/spa.ts'

/*
 * docs/api.md: an id any row already has, of any kind, in this business or another, alive or
 * deleted, is refused with 409 `conflict` naming `_id`, and nothing is written (issue 16 §3.3).
 */
describe('a client id another row has', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))

  /** How many rows of any kind carry the id. */
  async function rowsWith(id: string): Promise<number> {
    const tables = ['rooms', 'stays', 'tickets', 'dining_tables', 'reservations']
      .concat(['article_categories', 'spa_rooms', 'spa_appointments', 'employee_shifts'])
      .map((name) => sql`select 1 from ${sql.identifier(name)} where id = ${id}`)
    const result: unknown = await hotel.server.ctx.db.execute(sql.join(tables, sql` union all `))
    return (result as { rows: unknown[] }).rows.length
  }

  const expectTaken = (reply: { status: number; body: unknown; text: string }) => {
    expect(reply.status, reply.text).toBe(409)
    expect(errorOf(reply)).toMatchObject({ code: 'conflict', field: '_id' })
  }

  it('is refused for every create, whatever kind of row has it and whose it is', async () => {
    const { desk, server, other } = hotel
    const room = await desk.newRoom()
    const { treatment } = await newTreatment(server, desk)
    const sara = (await therapists(server)).Sara!
    await onShift(server, desk, dayIn(3), [sara])
    const ticket = await desk.as('reception', 'POST', `${TICKET_BASE}/createTicket`, {
      _id: randomUUID(),
      room_id: room._id,
      description: 'Lamp',
    })
    expect(ticket.status, ticket.text).toBe(200)
    const ticketId = (ticket.body as { _id: string })._id
    // One of ours of another kind, and rows of another business.
    for (const used of [ticketId, room._id, other.roomId, other.orderId]) {
      const before = await rowsWith(used)
      const creates: [string, string, string, Record<string, unknown>][] = [
        [
          'reception',
          'POST',
          `${TICKET_BASE}/createTicket`,
          { room_id: room._id, description: 'x' },
        ],
        [
          'owner',
          'POST',
          `${TABLE_BASE}/createTable`,
          {
            service_id: server.demo.services.restaurant._id,
            name: 'Z9',
            capacity: 2,
            type: 'square',
          },
        ],
        [
          'owner',
          'POST',
          `${SPA_APPOINTMENT_BASE}/createSpaAppointment`,
          appointment(server, treatment._id, `${dayIn(3)}T10:00:00.000Z`),
        ],
        [
          'reception',
          'POST',
          `${STAY_BASE}/generateNewPasswordAndCheckIn`,
          { room_id: room._id, checkout: addDays(2) },
        ],
        [
          'reception',
          'POST',
          `${STAY_BASE}/addStay`,
          { room_id: room._id, arrival: addDays(30), checkout: addDays(32) },
        ],
        ['reception', 'POST', `${ROOM_BASE}/createHotelRoom`, { name: `R-${used.slice(0, 6)}` }],
        [
          'owner',
          'POST',
          `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
          booking(server, {
            time: `${addDays(5)}T19:00:00.000Z`,
            table_id: restaurantTables(server).T2,
          }),
        ],
        [
          'manager',
          'POST',
          `${CATEGORY_BASE}/createArticleCategory`,
          { name: { en: 'Snacks' }, service_ids: [server.demo.services.roomservice._id] },
        ],
        [
          'owner',
          'POST',
          `${SPA_ROOM_BASE}/createSpaRoom`,
          {
            business_id: server.demo.businessId,
            service_id: server.demo.services.spa._id,
            name: { en: 'Room Z' },
            max_persons: 1,
            cleaning_break: 0,
          },
        ],
        [
          'owner',
          'POST',
          `${EMPLOYEE_SHIFT_BASE}/createEmployeeShift`,
          {
            business_id: server.demo.businessId,
            service_id: server.demo.services.spa._id,
            shift_id: 'spa-morning',
            target_employee_id: sara,
            date: dayIn(20),
          },
        ],
      ]
      for (const [who, method, path, body] of creates) {
        const reply = await desk.as(who as 'owner', method, path, { ...body, _id: used })
        expectTaken(reply)
      }
      expect(await rowsWith(used)).toBe(before)
    }
  })

  it('is refused through the push too, and a fresh id still creates', async () => {
    const { desk } = hotel
    const room = await desk.newRoom()
    const action = (id: string) => ({
      id: randomUUID(),
      type: 'ticket.create',
      payload: { _id: id, room_id: room._id, description: 'Door', tasks: [] },
    })
    const pushed = await desk.as('reception', 'POST', PUSH_PATH, {
      actions: [action(room._id), action(randomUUID())],
    })
    const [taken, fresh] = (pushed.body as PushReply).results
    expect([taken?.status, (taken?.body as ErrorBody).field]).toEqual([409, '_id'])
    expect(fresh?.status).toBe(200)
  })
})
