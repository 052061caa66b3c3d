import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  GUEST_REPORT_PATH,
  OLD_RESERVATION_BASE,
  RESERVATION_BASE,
  type Reservation,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { call } from '../helpers/http.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { expectOverlapOnPostgres, watchTransactions } from '../helpers/overlap.ts'
import { booking, dayAt, hotelDay, restaurantTables } from '../helpers/reservations.ts'

const CREATE = `${RESERVATION_BASE}/createAcceptedReservationWithTable`

describe('reservations: no double booking', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const tables = () => restaurantTables(hotel.server)
  const claimsOf = (id: string) =>
    hotel.server.ctx.db.select().from(t.tableClaims).where(eq(t.tableClaims.reservationId, id))

  it('20 simultaneous bookings of one table and slot: exactly one stands, 19 are told why (serialised on PGlite, truly parallel on PostgreSQL)', async () => {
    const time = dayAt(3, '19:00')
    const overlap = watchTransactions(hotel.server.database)
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        hotel.desk.as(
          'owner',
          'POST',
          CREATE,
          booking(hotel.server, { time, table_id: tables().T1 }),
        ),
      ),
    )
    expectOverlapOnPostgres(overlap)
    const ok = replies.filter((r) => r.status === 200)
    const refused = replies.filter((r) => r.status === 409)
    expect(ok).toHaveLength(1)
    expect(refused).toHaveLength(19)
    for (const r of refused) {
      expect(errorOf(r).code).toBe('reservation.taken')
      expect(errorOf(r).message).toMatch(
        /^Table T1 is already reserved on .+ from 19:00 to 21:00\.$/,
      )
      // The same facts for the client to say in the staff's language and the hotel's clock.
      expect(errorOf(r).held).toEqual({
        table: 'T1',
        from: time,
        to: new Date(Date.parse(time) + 120 * 60_000).toISOString(),
      })
    }
    const stored = await hotel.server.ctx.db
      .select()
      .from(t.reservations)
      .where(eq(t.reservations.time, time))
    expect(stored).toHaveLength(1)
    expect(await claimsOf(stored[0]!.id)).toHaveLength(8) // 120 minutes in quarter hours
  })

  it('adjacent slots both stand (one ends when the next starts); an overlap is refused', async () => {
    const first = await hotel.desk.as(
      'owner',
      'POST',
      CREATE,
      booking(hotel.server, { time: dayAt(4, '18:00'), table_id: tables().T2 }),
    )
    const next = await hotel.desk.as(
      'owner',
      'POST',
      CREATE,
      booking(hotel.server, { time: dayAt(4, '20:00'), table_id: tables().T2 }),
    )
    const before = await hotel.desk.as(
      'owner',
      'POST',
      CREATE,
      booking(hotel.server, { time: dayAt(4, '16:00'), table_id: tables().T2 }),
    )
    expect([first.status, next.status, before.status]).toEqual([200, 200, 200])
    const overlap = await hotel.desk.as(
      'owner',
      'POST',
      CREATE,
      booking(hotel.server, { time: dayAt(4, '19:45'), table_id: tables().T2 }),
    )
    expect(overlap.status).toBe(409)
    expect(errorOf(overlap).message).toContain('from 18:00 to 20:00')
  })

  it('a party of 6 over two tables claims both or neither', async () => {
    const time = dayAt(5, '19:00')
    const blocker = await hotel.desk.as(
      'owner',
      'POST',
      CREATE,
      booking(hotel.server, { time: dayAt(5, '20:00'), table_id: tables().T1 }),
    )
    expect(blocker.status).toBe(200)
    const both = booking(hotel.server, { time, number: 6, table_ids: [tables().T5, tables().T1] })
    const refused = await hotel.desk.as('owner', 'POST', CREATE, both)
    expect(refused.status).toBe(409)
    expect(errorOf(refused).message).toContain('Table T1')
    // nothing of it stays: T5 is free at that time for another party
    expect(await claimsOf(both._id)).toHaveLength(0)
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.reservations)
      .where(eq(t.reservations.id, both._id))
    expect(rows).toHaveLength(0)
    const party = booking(hotel.server, { time, number: 6, table_ids: [tables().T5, tables().T3] })
    const ok = await hotel.desk.as('owner', 'POST', CREATE, party)
    expect(ok.status).toBe(200)
    expect((ok.body as Reservation).table_ids).toEqual([tables().T5, tables().T3])
    expect(await claimsOf(party._id)).toHaveLength(16)
    // more guests than the tables seat
    const crowd = booking(hotel.server, {
      time: dayAt(6, '12:00'),
      number: 7,
      table_id: tables().T7,
    })
    const tooMany = await hotel.desk.as('owner', 'POST', CREATE, crowd)
    expect([tooMany.status, errorOf(tooMany).field]).toEqual([400, 'number'])
  })

  it('a table let go (declined, canceled, no-show, deleted) can be booked again', async () => {
    const time = dayAt(6, '19:00')
    const steps = [
      [`${OLD_RESERVATION_BASE}/declineReservation/`, 'PUT', 'reason'],
      [`${OLD_RESERVATION_BASE}/noshowReservation/`, 'POST', 'path'],
      [`${RESERVATION_BASE}/deleteReservation/`, 'DELETE', 'path'],
    ] as const
    for (const [path, method, how] of steps) {
      const pending = booking(hotel.server, { time, table_id: tables().T4 })
      const made = await hotel.desk.as(
        'owner',
        'POST',
        `${RESERVATION_BASE}/createReservationWithTable`,
        pending,
      )
      expect(made.status, made.text).toBe(200)
      expect((made.body as Reservation).status).toBe('Pending')
      const step =
        how === 'reason'
          ? await hotel.desk.as('owner', method, path, {
              reservation_id: pending._id,
              reason: 'Kitchen closed',
            })
          : await hotel.desk.as('owner', method, `${path}${pending._id}`)
      expect(step.status, step.text).toBe(200)
      expect(await claimsOf(pending._id)).toHaveLength(0)
    }
  })
})

describe('reservations: staff steps', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const pending = async (overrides: Record<string, unknown> = {}) => {
    const body = booking(hotel.server, {
      table_id: restaurantTables(hotel.server).T8,
      ...overrides,
    })
    const made = await hotel.desk.as('owner', 'POST', `${RESERVATION_BASE}/createReservation`, body)
    expect(made.status, made.text).toBe(200)
    return made.body as Reservation
  }

  it('accept, guest arrived, now available, changeStatus finished; illegal steps are 409', async () => {
    const r = await pending({ time: dayAt(2, '08:00') })
    const as = (method: string, path: string, body?: unknown) =>
      hotel.desk.as('owner', method, `${OLD_RESERVATION_BASE}/${path}`, body)
    const accepted = await as('PUT', 'acceptReservation', { reservation_id: r._id })
    expect((accepted.body as Reservation).status).toBe('Accepted')
    const again = await as('PUT', 'acceptReservation', { reservation_id: r._id })
    expect([again.status, errorOf(again).code]).toEqual([409, 'reservation.illegal_transition'])
    expect((await as('PUT', `activeReservation/${r._id}`)).body).toMatchObject({ status: 'Active' })
    expect((await as('PUT', `reservationNowAvailable/${r._id}`)).body).toMatchObject({
      status: 'Accepted',
    })
    expect((await as('PUT', `noshowReservation/${r._id}`)).body).toMatchObject({ status: 'Noshow' })
    const late = await as('PUT', `changeStatus/${r._id}`, { status: 'Active' })
    expect(late.status).toBe(409)
    const bad = await as('PUT', `changeStatus/${r._id}`, { status: 'Gone' })
    expect([bad.status, errorOf(bad).field]).toEqual([400, 'status'])
  })

  it('decline keeps the reason; reads by id, by service, by date and the history page', async () => {
    const r = await pending({ time: dayAt(2, '09:00') })
    const declined = await hotel.desk.as(
      'owner',
      'PUT',
      `${OLD_RESERVATION_BASE}/declineReservation/`,
      { reservation_id: r._id, reason: 'Private event' },
    )
    expect(declined.body).toMatchObject({ status: 'Declined', decline_reason: 'Private event' })
    const byId = await hotel.desk.as(
      'waiter',
      'GET',
      `${OLD_RESERVATION_BASE}/getReservationByID/${r._id}`,
    )
    expect(byId.body).toMatchObject({ _id: r._id, service_name: 'Restaurant' })
    const restaurant = hotel.server.demo.services.restaurant._id
    const live = await pending({ time: dayAt(2, '10:00') })
    const board = await hotel.desk.as(
      'waiter',
      'GET',
      `${RESERVATION_BASE}/getReservationsServiceId/${restaurant}`,
    )
    const ids = (board.body as Reservation[]).map((x) => x._id)
    expect(ids).toContain(live._id)
    expect(ids).not.toContain(r._id)
    const byDate = await hotel.desk.as(
      'waiter',
      'GET',
      `${OLD_RESERVATION_BASE}/GetReservationsByDate/${restaurant}/${live.time.slice(0, 10)}`,
    )
    expect((byDate.body as Reservation[]).map((x) => x._id)).toEqual(
      expect.arrayContaining([r._id, live._id]),
    )
    const history = await hotel.desk.as(
      'waiter',
      'GET',
      `${RESERVATION_BASE}/getResevationsPaginated/${restaurant}/1/12?status=Declined`,
    )
    const declinedPage = history.body as { count: number; reservations: Reservation[] }
    expect(declinedPage.reservations.map((x) => x._id)).toContain(r._id)
    expect(declinedPage.reservations.every((x) => x.status === 'Declined')).toBe(true)
    expect(declinedPage.count).toBe(declinedPage.reservations.length)
    const accepted = await hotel.desk.as(
      'waiter',
      'POST',
      `${OLD_RESERVATION_BASE}/GetAccpetedReservationsByDate/${hotel.businessId}/Restaurant`,
      { date: live.time.slice(0, 10) },
    )
    expect(accepted.body).toEqual([])
  })

  it('checks the per-service permission and the tenant on every path', async () => {
    const r = await pending({ time: dayAt(2, '13:00') })
    // the waiter reads reservations but may not act on them; reception has no restaurant rights
    const accept = await hotel.desk.as(
      'waiter',
      'PUT',
      `${OLD_RESERVATION_BASE}/acceptReservation`,
      {
        reservation_id: r._id,
      },
    )
    expect(accept.status).toBe(403)
    const read = await hotel.desk.as(
      'reception',
      'GET',
      `${RESERVATION_BASE}/getReservationsServiceId/${r.service_id}`,
    )
    expect(read.status).toBe(403)
    const create = await hotel.desk.as(
      'waiter',
      'POST',
      CREATE,
      booking(hotel.server, { table_id: restaurantTables(hotel.server).T7 }),
    )
    expect(create.status).toBe(403)
    const other = await call(hotel.server.url, 'POST', '/api/v2/access/login/', {
      body: { username: hotel.other.ownerUsername, password: 'demo1234' },
    })
    const cookie = Object.entries(other.setCookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ')
    const foreign = await call(
      hotel.server.url,
      'PUT',
      `${OLD_RESERVATION_BASE}/activeReservation/${r._id}`,
      {
        cookie,
      },
    )
    expect(foreign.status).toBe(404)
    const foreignCreate = await call(hotel.server.url, 'POST', CREATE, {
      cookie,
      body: booking(hotel.server),
    })
    expect(foreignCreate.status).toBe(404)
  })

  it('a bad body is a 400 naming the field, and nothing is written', async () => {
    const before = await hotel.server.ctx.db.select().from(t.reservations)
    const cases: [Record<string, unknown>, string][] = [
      [{ time: dayAt(2, '19:07') }, 'time'],
      [{ number: 0 }, 'number'],
      [{ name: '  ' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ length: 50 }, 'length'],
    ]
    for (const [overrides, field] of cases) {
      const reply = await hotel.desk.as(
        'owner',
        'POST',
        CREATE,
        booking(hotel.server, { table_id: restaurantTables(hotel.server).T7, ...overrides }),
      )
      expect([reply.status, errorOf(reply).field], JSON.stringify(overrides)).toEqual([400, field])
    }
    const noTable = await hotel.desk.as('owner', 'POST', CREATE, booking(hotel.server))
    expect([noTable.status, errorOf(noTable).field]).toEqual([400, 'table_ids'])
    expect(await hotel.server.ctx.db.select().from(t.reservations)).toHaveLength(before.length)
  })

  it('history pages: past accepted ones count, filters by origin and dates; lists by services', async () => {
    const restaurant = hotel.server.demo.services.restaurant._id
    const past = await hotel.desk.as(
      'owner',
      'POST',
      CREATE,
      booking(hotel.server, {
        time: dayAt(-3, '12:00'),
        table_id: restaurantTables(hotel.server).T1,
      }),
    )
    expect(past.status, past.text).toBe(200)
    const id = (past.body as Reservation)._id
    const page = async (query: string) => {
      const reply = await hotel.desk.as(
        'waiter',
        'GET',
        `${RESERVATION_BASE}/getResevationsPaginated/${restaurant}/1/12${query}`,
      )
      expect(reply.status, reply.text).toBe(200)
      return (reply.body as { reservations: Reservation[] }).reservations.map((r) => r._id)
    }
    const day = hotelDay
    expect(await page('')).toContain(id)
    expect(await page('?origin=Reception')).toContain(id)
    expect(await page('?origin=External')).not.toContain(id)
    expect(await page(`?startDate=${day(-3)}&endDate=${day(-2)}`)).toContain(id)
    expect(await page(`?startDate=${day(-2)}`)).not.toContain(id)
    const badQuery = await hotel.desk.as(
      'waiter',
      'GET',
      `${RESERVATION_BASE}/getResevationsPaginated/${restaurant}/1/12?status=Lost`,
    )
    expect([badQuery.status, errorOf(badQuery).field]).toEqual([400, 'status'])

    const live = await pending({ time: dayAt(2, '15:00') })
    const listed = await hotel.desk.as(
      'waiter',
      'GET',
      `${RESERVATION_BASE}/getReservationsByServiceIDs?service_ids=${restaurant},${hotel.server.demo.services.roomservice._id}`,
    )
    const ids = (listed.body as Reservation[]).map((r) => r._id)
    expect(ids).toContain(live._id)
    expect(ids).not.toContain(id)
  })

  it('the reservations report lists the bookings of the period with their tables and a total', async () => {
    const t1 = restaurantTables(hotel.server).T1
    const kept = await pending({
      time: dayAt(12, '12:00'),
      table_ids: [t1, restaurantTables(hotel.server).T2],
      number: 3,
    })
    const gone = await pending({ time: dayAt(12, '18:00'), table_id: t1 })
    await hotel.desk.as('owner', 'PUT', `${OLD_RESERVATION_BASE}/declineReservation/`, {
      reservation_id: gone._id,
    })
    const day = kept.time.slice(0, 10)
    const report = await hotel.desk.as('owner', 'POST', GUEST_REPORT_PATH, {
      type: 'daily',
      dataType: 2,
      service_id: kept.service_id,
      business_id: hotel.businessId,
      startDate: day,
      endDate: day,
    })
    expect(report.status, report.text).toBe(200)
    expect(
      report.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Date,Time,Reservation,Name,Guests,Table,Status',
      `${day},12:00,${kept._id},Horvat,3,"T1, T2",Pending`,
      `${day},18:00,${gone._id},Horvat,2,T1,Declined`,
      'Total,,1,,3,,',
    ])
  })
})
