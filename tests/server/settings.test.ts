import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as t from '../../server/db/schema.ts'
import {
  BUSINESS_BASE,
  EMPLOYEE_BASE,
  IMAGE_BASE,
  PUSH_PATH,
  RESERVATION_BASE,
  type Business,
  type ErrorBody,
  type PushReply,
  type Service,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { hotelDay } from '../helpers/reservations.ts'
import { DEMO_PASSWORD } from '../../server/seed-data.ts'

/* Issue 18: business and service settings (spec 001 §2 Business and service edit, §5, §7). */

let server: TestServer
let other: OtherBusiness
const cookies: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  for (const name of ['admin', 'owner', 'manager', 'waiter'])
    cookies[name] = await login(server.url, name)
})
afterAll(() => server.close())

type Reply = Service & Business & ErrorBody
const as = <T = Reply>(who: string | null, method: string, path: string, body?: unknown) =>
  call<T>(server.url, method, path, {
    ...(who ? { cookie: cookies[who] ?? who } : {}),
    ...(body !== undefined ? { body } : {}),
  })
const field = (reply: { body: unknown }) => (reply.body as ErrorBody).field
const services = () => server.demo.services
const businessId = () => server.demo.businessId
const serviceRow = async (id: string) =>
  (await server.ctx.db.select().from(t.services).where(eq(t.services.id, id)))[0]!
const update = (who: string, body: Record<string, unknown>) =>
  as(who, 'PUT', `${BUSINESS_BASE}/updateService`, body)
const slots = (serviceId: string, day: string) =>
  as<{ time: { h: number; m: number } }[]>(
    null,
    'GET',
    `${RESERVATION_BASE}/getFreeApointments/${serviceId}/${day}/2`,
  )
/** The next day of the week `weekday` (0 Sunday … 6 Saturday) within the coming week. */
function nextWeekday(weekday: number): string {
  for (let i = 1; i <= 7; i++) {
    const day = hotelDay(i)
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === weekday) return day
  }
  throw new Error('no such day')
}

describe('the admin-only business paths', () => {
  it('refuse the owner, a manager and a waiter; the admin lists every business', async () => {
    const paths: [string, string][] = [
      ['GET', `${BUSINESS_BASE}/getAllbusinesses/`],
      ['PUT', `${BUSINESS_BASE}/deactivateBusiness/${businessId()}`],
      ['PUT', `${BUSINESS_BASE}/toggleChat/${businessId()}`],
      ['DELETE', `${BUSINESS_BASE}/deleteBusiness/${businessId()}`],
    ]
    for (const who of ['owner', 'manager', 'waiter'])
      for (const [method, path] of paths)
        expect((await as(who, method, path)).status, `${who} ${path}`).toBe(403)
    const refused = await as('owner', 'PUT', `${BUSINESS_BASE}/changePassword/${businessId()}`, {
      newPassword: 'another-pass-1',
    })
    expect(refused.status).toBe(403)
    expect((await as(null, 'GET', `${BUSINESS_BASE}/getAllbusinesses/`)).status).toBe(401)
    // nothing happened: the owner still signs in
    expect(await login(server.url, 'owner')).toBeTruthy()
    const all = await as<(Business & { active: boolean })[]>(
      'admin',
      'GET',
      `${BUSINESS_BASE}/getAllbusinesses/`,
    )
    expect(all.status).toBe(200)
    expect(all.body.map((b) => b._id)).toEqual(
      expect.arrayContaining([businessId(), other.businessId]),
    )
  })

  it('toggleChat flips the business’s chat services; a business without one is a 409', async () => {
    const chat = services().chat._id
    const before = (await serviceRow(chat)).options.active !== false
    const off = await as<{ active: boolean }>(
      'admin',
      'PUT',
      `${BUSINESS_BASE}/toggleChat/${businessId()}`,
    )
    expect(off.body).toEqual({ active: !before })
    expect((await serviceRow(chat)).options.active).toBe(!before)
    await as('admin', 'PUT', `${BUSINESS_BASE}/toggleChat/${businessId()}`)
    expect((await serviceRow(chat)).options.active).toBe(before)
    const none = await as('admin', 'PUT', `${BUSINESS_BASE}/toggleChat/${other.businessId}`)
    expect(none.status).toBe(409)
    expect((await as('admin', 'PUT', `${BUSINESS_BASE}/toggleChat/no-such`)).status).toBe(404)
  })

  it('deactivating a business ends its sessions and its logins; deleting hides it', async () => {
    const owner = await login(server.url, other.ownerUsername, DEMO_PASSWORD)
    expect((await as(owner, 'GET', `${BUSINESS_BASE}/getBusiness`)).status).toBe(200)
    const off = await as('admin', 'PUT', `${BUSINESS_BASE}/deactivateBusiness/${other.businessId}`)
    expect(off.status, off.text).toBe(200)
    expect((await as(owner, 'GET', `${BUSINESS_BASE}/getBusiness`)).status).toBe(401)
    const again = await call(server.url, 'POST', `${ACCESS}/login/`, {
      body: { username: other.ownerUsername, password: DEMO_PASSWORD },
    })
    expect(again.status).toBe(403)
    const gone = await as('admin', 'DELETE', `${BUSINESS_BASE}/deleteBusiness/${other.businessId}`)
    expect(gone.body).toMatchObject({ _id: other.businessId, deleted: true })
    const all = await as<Business[]>('admin', 'GET', `${BUSINESS_BASE}/getAllbusinesses/`)
    expect(all.body.map((b) => b._id)).not.toContain(other.businessId)
    expect(
      (await as('admin', 'GET', `${BUSINESS_BASE}/getbusinessByID/${other.businessId}`)).status,
    ).toBe(404)
  })
})

describe('the business', () => {
  it('reads: getbusinessByID, getBusiness and getServicesByBusinessID for its own staff only', async () => {
    const own = await as('waiter', 'GET', `${BUSINESS_BASE}/getbusinessByID/${businessId()}`)
    expect(own.body).toMatchObject({ _id: businessId(), time_zone: 'Europe/Belgrade' })
    expect((await as('waiter', 'GET', `${BUSINESS_BASE}/getBusiness`)).body._id).toBe(businessId())
    const list = await as<Service[]>(
      'manager',
      'GET',
      `${BUSINESS_BASE}/getServicesByBusinessID/${businessId()}`,
    )
    expect(list.body.map((s) => s.name)).toContain('Restaurant')
    const foreign = await as(
      'manager',
      'GET',
      `${BUSINESS_BASE}/getServicesByBusinessID/${other.businessId}`,
    )
    expect(foreign.status).toBe(404)
  })

  it('updateBusiness: the manager sets name, currency and a valid IANA time zone; nothing on error', async () => {
    const path = `${BUSINESS_BASE}/updateBusiness`
    const bad: [Record<string, unknown>, string][] = [
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ time_zone: 'CET+1' }, 'time_zone'],
      [{ currency: 'BTC' }, 'currency'],
      [{ email: 'not-an-address' }, 'email'],
      [{ name: '  ' }, 'name'],
    ]
    for (const [body, name] of bad) {
      const reply = await as('manager', 'PUT', path, { name: 'Changed', ...body })
      expect([reply.status, field(reply)], JSON.stringify(body)).toEqual([400, name])
    }
    const [still] = await server.ctx.db
      .select()
      .from(t.businesses)
      .where(eq(t.businesses.id, businessId()))
    expect(still!.name).not.toBe('Changed')
    expect((await as('waiter', 'PUT', path, { name: 'Waiter’s hotel' })).status).toBe(403)
    expect((await as('manager', 'PUT', path, { business_id: other.businessId })).status).toBe(404)
    const ok = await as('manager', 'PUT', path, {
      business_id: businessId(),
      name: 'Hotel Dunav',
      currency: 'RSD',
      time_zone: 'Europe/London',
    })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.body).toMatchObject({
      name: 'Hotel Dunav',
      currency: 'RSD',
      time_zone: 'Europe/London',
    })
    await as('owner', 'PUT', path, {
      name: still!.name,
      currency: 'EUR',
      time_zone: 'Europe/Belgrade',
    })
  })

  it('the logo upload (logo/{id}) is re-encoded and set on the business, the manager’s only', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer()
    const send = (who: string, id: string) => {
      const form = new FormData()
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png')
      return fetch(`${server.url}${IMAGE_BASE}/logo/${id}`, {
        method: 'POST',
        headers: { cookie: cookies[who]! },
        body: form,
      })
    }
    expect((await send('waiter', businessId())).status).toBe(403)
    expect((await send('manager', other.businessId)).status).toBe(404)
    const ok = await send('manager', businessId())
    expect(ok.status).toBe(200)
    const body = (await ok.json()) as Business
    expect(body.logo).toMatch(
      new RegExp(`^/images/${businessId()}/logo/${businessId()}\\.webp\\?v=`),
    )
    const image = await fetch(`${server.url}${body.logo}`)
    expect(image.headers.get('content-type')).toBe('image/webp')
  })
})

describe('the services', () => {
  it('updateService refuses a blank e-mail with e-mail requests on, non-integer prices, a type change', async () => {
    const restaurant = services().restaurant._id
    const before = await serviceRow(restaurant)
    const cases: [Record<string, unknown>, string][] = [
      [{ emailReqeustEnabled: true, email: '   ' }, 'email'],
      [{ operatingPrice: 2.5 }, 'operatingPrice'],
      [{ reservationPublicCost: '10' }, 'reservationPublicCost'],
      [{ reservationPublicCost: -1 }, 'reservationPublicCost'],
      [{ type: 'spa' }, 'type'],
      [{ closedBetweenStart: hotelDay(3), closedBetweenEnd: hotelDay(1) }, 'closedBetweenEnd'],
      [{ closedBetweenStart: hotelDay(3) }, 'closedBetweenEnd'],
      [{ shifts: [{ id: 's1', start_time: '25:00', end_time: '10:00' }] }, 'shifts.0.start_time'],
      [{ selectedEmployeeGuestChat: 'nobody' }, 'selectedEmployeeGuestChat'],
    ]
    for (const [body, name] of cases) {
      const reply = await update('manager', { service_id: restaurant, name: 'Bistro', ...body })
      expect([reply.status, field(reply)], JSON.stringify(body)).toEqual([400, name])
    }
    // the same rule when the e-mail stored is blank and only the toggle comes
    expect(
      (await update('manager', { service_id: restaurant, emailReqeustEnabled: true })).status,
    ).toBe(400)
    const after = await serviceRow(restaurant)
    expect(after.name).toBe(before.name)
    expect(after.version).toBe(before.version)
  })

  it('updateService: tenants and roles', async () => {
    expect(
      (await update('waiter', { service_id: services().pool._id, positional: false })).status,
    ).toBe(403)
    expect(
      (await update('manager', { service_id: other.restaurantId, positional: false })).status,
    ).toBe(404)
    // the Employees base answers alike
    const viaEmployees = await as('manager', 'PUT', `${EMPLOYEE_BASE}/updateService`, {
      service_id: services().amenities._id,
      description: 'Towels and more',
    })
    expect(viaEmployees.body.description).toBe('Towels and more')
  })

  it('saves the spec’s fields into the typed options', async () => {
    const spa = services().spa._id
    const reply = await update('owner', {
      service_id: spa,
      type: 'spa',
      email: 'spa@hotel.com',
      emailReqeustEnabled: true,
      breakSet: true,
      breakHours: { start: { h: 13, m: 0 }, end: { h: 13, m: 30 } },
      therapiestDriven: false,
      shifts: [{ id: 'morning', start_time: '07:00', end_time: '15:00' }],
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.options).toMatchObject({
      emailReqeustEnabled: true,
      breakSet: true,
      breakHours: { start: { h: 13, m: 0 }, end: { h: 13, m: 30 } },
      therapiestDriven: false,
      isBookable: true,
    })
    expect(reply.body.shifts).toEqual([{ id: 'morning', start_time: '07:00', end_time: '15:00' }])
    const chat = await update('manager', {
      service_id: services().chat._id,
      isChatActivated: true,
      employeeChatroomEnabled: true,
      guestBotChatroomEnabled: false,
      selectedEmployeeGuestChat: null,
    })
    expect(chat.body.options).toMatchObject({
      active: true,
      employeeChatroomEnabled: true,
      guestBotChatroomEnabled: false,
      selectedEmployeeGuestChatroom: null,
    })
    const events = await update('manager', {
      service_id: services().eventplanning._id,
      currency: '',
    })
    expect(events.status).toBe(200) // currencyNotSelected warns, the save goes on
    const info = await update('manager', {
      service_id: services().info._id,
      infoType: 'menuSingle',
    })
    expect(info.body.options.type).toBe('menuSingle')
  })

  it('a closed range reaches the public page: its services carry it, the slots say the reopening day', async () => {
    const restaurant = services().restaurant._id
    const closed = await update('manager', {
      service_id: restaurant,
      openToPublic: true,
      closedBetweenStart: hotelDay(0),
      closedBetweenEnd: hotelDay(2),
    })
    expect(closed.body.options.closedBetween).toEqual({ start: hotelDay(0), end: hotelDay(2) })
    const page = await as<{ services: Service[] }>(
      null,
      'GET',
      `${ACCESS}/getBusinessServices/${businessId()}`,
    )
    const publicRestaurant = page.body.services.find((s) => s._id === restaurant)!
    expect(publicRestaurant.options.closedBetween).toEqual({ start: hotelDay(0), end: hotelDay(2) })
    const reply = await slots(restaurant, hotelDay(3))
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({ code: 'reservation.service_closed', reopens: hotelDay(3) })
    const open = await update('manager', {
      service_id: restaurant,
      closedBetweenStart: null,
      closedBetweenEnd: null,
    })
    expect(open.body.options.closedBetween).toBeNull()
    expect((await slots(restaurant, hotelDay(3))).status).toBe(200)
  })

  it('opening the pool bar to the public lets visitors book it; closing it is a 404 again', async () => {
    const pool = services().pool._id
    expect((await slots(pool, hotelDay(1))).status).toBe(404)
    await update('manager', { service_id: pool, openToPublic: true, reservationPublicCost: 5 })
    const open = await slots(pool, hotelDay(1))
    expect(open.status, open.text).toBe(200)
    expect(open.body.length).toBeGreaterThan(0)
    await update('manager', { service_id: pool, openToPublic: false })
    expect((await slots(pool, hotelDay(1))).status).toBe(404)
  })

  it('setWokringHours moves the free slots guests see on that day', async () => {
    const restaurant = services().restaurant._id
    const tuesday = nextWeekday(2)
    const path = `${BUSINESS_BASE}/setWokringHours`
    const before = (await serviceRow(restaurant)).workingHours!
    const hours = { ...before, tue: { start: { h: 12, m: 0 }, end: { h: 14, m: 0 } } }
    const bad = await as('manager', 'PUT', path, {
      business_id: businessId(),
      service_id: restaurant,
      hours: { tue: { start: { h: 24, m: 30 }, end: { h: 2, m: 0 } } },
    })
    expect(bad.status).toBe(400)
    const foreign = await as('manager', 'PUT', path, {
      business_id: other.businessId,
      service_id: restaurant,
      hours,
    })
    expect(foreign.status).toBe(404)
    const waiter = await as('waiter', 'PUT', path, {
      business_id: businessId(),
      service_id: restaurant,
      hours,
    })
    expect(waiter.status).toBe(403)
    const ok = await as('manager', 'PUT', path, {
      business_id: businessId(),
      service_id: restaurant,
      hours,
    })
    expect(ok.status, ok.text).toBe(200)
    const free = await slots(restaurant, tuesday)
    expect(free.body.map((s) => s.time)).toEqual([
      { h: 12, m: 0 },
      { h: 12, m: 15 },
      { h: 12, m: 30 },
      { h: 12, m: 45 },
      { h: 13, m: 0 },
      { h: 13, m: 15 },
      { h: 13, m: 30 },
      { h: 13, m: 45 },
    ])
    await as('manager', 'PUT', path, {
      business_id: businessId(),
      service_id: restaurant,
      hours: before,
    })
  })

  it('addService, then its hours; a Manage service is refused; replayed through the push once', async () => {
    const id = 'svc-terrace-0001'
    const body = { _id: id, name: 'Terrace', type: 'restaurant', description: 'Up on the roof' }
    expect((await as('waiter', 'POST', `${BUSINESS_BASE}/addService`, body)).status).toBe(403)
    expect(
      field(
        await as('manager', 'POST', `${BUSINESS_BASE}/addService`, { ...body, type: 'manage' }),
      ),
    ).toBe('type')
    const push = (key: string) =>
      as<PushReply>('manager', 'POST', PUSH_PATH, {
        actions: [{ id: key, type: 'service.add', payload: body }],
      })
    const key = randomUUID()
    const first = await push(key)
    expect(first.status, first.text).toBe(200)
    expect(first.body.results[0]).toMatchObject({ status: 200 })
    const again = await push(key)
    expect(again.body.results[0]).toMatchObject({ status: 200 })
    const rows = await server.ctx.db.select().from(t.services).where(eq(t.services.name, 'Terrace'))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.options).toMatchObject({ active: true })
    const hours = await as('manager', 'PUT', `${BUSINESS_BASE}/setWokringHours`, {
      business_id: businessId(),
      service_id: id,
      hours: { mon: { start: { h: 9, m: 0 }, end: { h: 17, m: 0 } } },
    })
    expect(hours.body.workingHours).toEqual({
      mon: { start: { h: 9, m: 0 }, end: { h: 17, m: 0 } },
    })
  })
})
