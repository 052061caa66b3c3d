import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  RESERVATION_BASE,
  SPA_APPOINTMENT_BASE,
  type ErrorBody,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { call } from '../helpers/http.ts'
import { openDesk, type Desk } from '../helpers/reception.ts'
import { booking, dayAt, restaurantTables, setServiceOptions } from '../helpers/reservations.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { appointment, at, dayIn, newTreatment } from '../helpers/spa.ts'

/*
 * The public's bookings are limited per address (5, then 10 minutes) and per e-mail or phone
 * (3, then a day), tables and spa apart (issue 16 §3.5). Addresses come from X-Forwarded-For,
 * as behind the reverse proxy TRUST_PROXY trusts.
 */
let server: TestServer
let desk: Desk
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } })
  desk = await openDesk(server)
})
afterAll(() => server.close())

const EXTERNAL = `${RESERVATION_BASE}/createReservationExternal`
const from = (address: string, path: string, body: unknown) =>
  call<ErrorBody>(server.url, 'POST', path, { body, headers: { 'x-forwarded-for': address } })
const reservationsNow = async () =>
  (await server.ctx.db.select({ n: count() }).from(t.reservations))[0]!.n

/** A public table booking of one table at a time of day `days` ahead. */
const table = (name: string, days: number, clock: string, extra: Record<string, unknown> = {}) =>
  booking(server, { time: dayAt(days, clock), table_id: restaurantTables(server)[name], ...extra })

describe('public table reservations', () => {
  it('a burst from one address is limited with 429 and Retry-After; another address still books', async () => {
    const names = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6']
    for (const name of names.slice(0, 5)) {
      const made = await from('203.0.113.1', EXTERNAL, table(name, 2, '12:00'))
      expect(made.status, made.text).toBe(200)
    }
    const before = await reservationsNow()
    const refused = await from('203.0.113.1', EXTERNAL, table('T6', 2, '12:00'))
    expect(refused.status, refused.text).toBe(429)
    expect(refused.body).toMatchObject({ code: 'rate_limited' })
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(500)
    expect(wait).toBeLessThanOrEqual(600)
    expect(refused.body.retry_after).toBe(wait)
    expect(await reservationsNow()).toBe(before)
    // Another client books the same table.
    const other = await from('203.0.113.2', EXTERNAL, table('T6', 2, '12:00'))
    expect(other.status, other.text).toBe(200)
  })

  it('the same e-mail from several addresses is limited; a refused booking does not count', async () => {
    const email = `family-${randomUUID().slice(0, 6)}@example.com`
    // A slot outside the working hours is a 400, not a booking: it does not use the allowance.
    const wrong = await from('198.51.100.9', EXTERNAL, table('T1', 3, '03:00', { email }))
    expect(wrong.status).toBe(400)
    const names = ['T1', 'T2', 'T3']
    for (const [i, name] of names.entries()) {
      const made = await from(`198.51.100.${i + 1}`, EXTERNAL, table(name, 3, '13:00', { email }))
      expect(made.status, made.text).toBe(200)
    }
    const fourth = await from('198.51.100.7', EXTERNAL, table('T4', 3, '13:00', { email }))
    expect([fourth.status, fourth.body.code]).toEqual([429, 'rate_limited'])
    // Any case of the address is the same e-mail.
    const shouted = await from(
      '198.51.100.8',
      EXTERNAL,
      table('T4', 3, '13:00', { email: email.toUpperCase() }),
    )
    expect(shouted.status).toBe(429)
    // The same phone under other e-mails likewise.
    const phone = '+385 921 555 000'
    for (const [i, name] of ['T5', 'T6', 'T7'].entries()) {
      const made = await from(
        `192.0.2.${i + 1}`,
        EXTERNAL,
        table(name, 3, '13:00', { phone_number: phone }),
      )
      expect(made.status, made.text).toBe(200)
    }
    const byPhone = await from(
      '192.0.2.9',
      EXTERNAL,
      table('T8', 3, '13:00', { phone_number: '+385-921-555-000' }),
    )
    expect(byPhone.status).toBe(429)
  })

  it('staff are not limited', async () => {
    for (const [i, name] of ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'].entries()) {
      const made = await desk.as(
        'owner',
        'POST',
        `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
        table(name, 4, `1${i}:00`, { email: 'regular@example.com' }),
      )
      expect(made.status, made.text).toBe(200)
    }
  })
})

describe('public spa bookings', () => {
  it('a burst from one address is limited; another address still books', async () => {
    const spa = server.demo.services.spa._id
    const { treatment } = await newTreatment(
      server,
      desk,
      { max_persons: 20 },
      { therapist_driven: false, max_persons: 20 },
    )
    await setServiceOptions(server, spa, { openToPublic: true })
    const reserve = `${SPA_APPOINTMENT_BASE}/reserveAppointment`
    const time = at(dayIn(1), '18:00')
    for (let i = 0; i < 5; i++) {
      const made = await from('203.0.113.50', reserve, appointment(server, treatment._id, time))
      expect(made.status, made.text).toBe(200)
    }
    const before = (await server.ctx.db.select({ n: count() }).from(t.spaAppointments))[0]!.n
    const refused = await from('203.0.113.50', reserve, appointment(server, treatment._id, time))
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited'])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await server.ctx.db.select({ n: count() }).from(t.spaAppointments))[0]!.n).toBe(before)
    const other = await from('203.0.113.51', reserve, appointment(server, treatment._id, time))
    expect(other.status, other.text).toBe(200)
  })
})
