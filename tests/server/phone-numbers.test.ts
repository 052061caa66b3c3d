import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import type { GuestAccount } from '../../server/routes/guest-accounts.ts'
import { RESERVATION_BASE, type Reservation } from '../../sync/protocol/index.ts'
import { ACCESS, call } from '../helpers/http.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { booking, dayAt, restaurantTables, setServiceOptions } from '../helpers/reservations.ts'

/* Issue 16: foreign guests book and register with their own numbers; nonsense is still 400. */

const FOREIGN = ['+381 64 1234567', '+44 20 7946 0958', '+1 212 555 0100', '+385 91 234 5678']
/** Each passes the clients' light check (the shape of an international number), not the server's. */
const NOT_NUMBERS = ['+1 212 555', '+999 123 456 789', '+44 20 79', '+381 64 123456789012']

describe('phone numbers (libphonenumber-js on the server)', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const external = `${RESERVATION_BASE}/createReservationExternal`
  const tables = () => restaurantTables(hotel.server)
  const reservationCount = async () =>
    (await hotel.server.ctx.db.select({ id: t.reservations.id }).from(t.reservations)).length

  it('the public books a table with an international number', async () => {
    await setServiceOptions(hotel.server, hotel.server.demo.services.restaurant._id, {
      openToPublic: true,
    })
    const names = ['T1', 'T2', 'T3', 'T4']
    for (const [i, phone] of FOREIGN.entries()) {
      const body = booking(hotel.server, {
        time: dayAt(2, '12:00'),
        table_ids: [tables()[names[i]!]],
        phone_number: phone,
      })
      const made = await call<Reservation>(hotel.server.url, 'POST', external, { body })
      expect(made.status, `${phone}: ${made.text}`).toBe(200)
      expect(made.body.phone_number).toBe(phone)
    }
  })

  it.each(NOT_NUMBERS)('%s is 400 naming phone_number, nothing written', async (phone) => {
    const before = await reservationCount()
    const body = booking(hotel.server, {
      time: dayAt(3, '12:00'),
      table_ids: [tables().T5],
      phone_number: phone,
    })
    const reply = await call(hotel.server.url, 'POST', external, { body })
    expect([reply.status, errorOf(reply).field]).toEqual([400, 'phone_number'])
    expect(await reservationCount()).toBe(before)
  })

  it('a guest profile keeps an international number and refuses a wrong one', async () => {
    for (const phone of FOREIGN) {
      const email = `phone.${randomUUID().slice(0, 8)}@mail.example.com`
      const reply = await call<GuestAccount>(
        hotel.server.url,
        'POST',
        `${ACCESS}/registerNewGuest`,
        {
          body: { email, password: 'sunny-beach-7', phone },
        },
      )
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body.phone).toBe(phone)
    }
    const email = `phone.${randomUUID().slice(0, 8)}@mail.example.com`
    const bad = await call(hotel.server.url, 'POST', `${ACCESS}/registerNewGuest`, {
      body: { email, password: 'sunny-beach-7', phone: '+1 212 555' },
    })
    expect([bad.status, errorOf(bad).field]).toEqual([400, 'phone'])
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.guestAccounts)
      .where(eq(t.guestAccounts.email, email))
    expect(rows).toHaveLength(0)
  })
})
