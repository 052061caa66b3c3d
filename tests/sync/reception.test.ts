import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ROOM_BASE, STAY_BASE, TICKET_BASE, type Ticket } from '../../sync/protocol/index.ts'
import { DEMO_TICKETS } from '../../server/seed-data.ts'
import { call, login } from '../helpers/http.ts'
import { useHotel } from './helpers/fixture.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()

const addDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Another desk, writing through REST. */
async function otherDesk() {
  const cookie = await login(hotel.server.url, 'reception')
  return <T>(method: string, path: string, body?: unknown) =>
    call<T>(hotel.server.url, method, path, { cookie, ...(body ? { body } : {}) })
}

describe('reception rows on the tablets', () => {
  it('rooms, stays and tickets reach IndexedDB by pull and by event; codes only at reception', async () => {
    const desk = await hotel.tablet('reception')
    const waiter = await hotel.tablet('waiter')
    // The demo's open tickets and the stays of each room (found by room), with their codes.
    const tickets = await desk.db.tickets.where('status').equals('open').toArray()
    expect(tickets.map((t) => t.description).sort()).toEqual(
      DEMO_TICKETS.map((t) => t.description).sort(),
    )
    const room = hotel.server.demo.rooms.find((r) => r.stay)!
    const [stay] = await desk.db.stays.where('room_id').equals(room._id).toArray()
    expect(stay).toMatchObject({ _id: room.stay!._id, password: room.stay!.password })
    expect(await waiter.db.tickets.count()).toBe(0)
    const [seen] = await waiter.db.stays.where('room_id').equals(room._id).toArray()
    expect(seen).not.toHaveProperty('password')

    const rest = await otherDesk()
    const created = await rest<{ _id: string }>('POST', `${ROOM_BASE}/createHotelRoom`, {
      _id: randomUUID(),
      name: '808',
    })
    const roomId = created.body._id
    const checkedIn = await rest<{ _id: string }>(
      'POST',
      `${STAY_BASE}/generateNewPasswordAndCheckIn`,
      { room_id: roomId, _id: randomUUID(), password: '8088', checkout: addDays(2) },
    )
    expect(checkedIn.status).toBe(200)
    const ticket = await rest<Ticket>('POST', `${TICKET_BASE}/createTicket`, {
      room_id: roomId,
      description: 'Kettle broken',
    })
    await waitFor(async () => (await desk.db.rooms.get(roomId))?.name === '808', { what: 'room' })
    const arrived = await waitFor(
      async () => (await desk.db.stays.where('room_id').equals(roomId).toArray())[0],
      { what: 'stay' },
    )
    expect(arrived).toMatchObject({ password: '8088', room_name: '808' })
    await waitFor(async () => (await desk.db.tickets.get(ticket.body._id))?.status === 'open', {
      what: 'ticket',
    })
    const other = await waitFor(
      async () => (await waiter.db.stays.where('room_id').equals(roomId).toArray())[0],
      { what: 'stay on the waiter’s tablet' },
    )
    expect(other).not.toHaveProperty('password')

    // Checked out and closed on the other desk: the tablet follows.
    await rest('PUT', `${STAY_BASE}/checkout`, { stay_id: checkedIn.body._id })
    await rest('PUT', `${TICKET_BASE}/closeTicketByID/${ticket.body._id}`)
    await waitFor(async () => (await desk.db.tickets.get(ticket.body._id))?.status === 'closed', {
      what: 'closed ticket',
    })
    await waitFor(async () => (await desk.db.stays.get(checkedIn.body._id))?.check_in === null, {
      what: 'checked-out stay',
    })
    expect(await waiter.db.tickets.count()).toBe(0)
  })
})
