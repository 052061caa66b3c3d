import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import {
  ALL_PERMISSIONS,
  NO_PERMISSIONS,
  type Business,
  type Change,
  type Employee,
  type Me,
  type PullPage,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initStaff, type TestSocket } from '../helpers/socket.ts'

let server: TestServer
let other: OtherBusiness
const cookies: Record<string, string> = {}
const open: TestSocket[] = []
beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  for (const name of ['admin', 'owner', 'manager', 'waiter'])
    cookies[name] = await login(server.url, name)
})
afterEach(() => {
  for (const s of open.splice(0)) s.close()
})
afterAll(async () => {
  await server.close()
})

const BUSINESS = '/api/v2/business'
const PASSWORD = 'strong-pass-1'
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

interface Created {
  business: Business
  owner: { account_id: string; username: string; role: 'business' }
}

const businessBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Hotel Mira',
  email: 'desk@mira.example.com',
  currency: 'RSD',
  username: unique('mira'),
  password: PASSWORD,
  ...patch,
})

const createBusiness = (body: unknown, cookie = cookies.admin, headers?: Record<string, string>) =>
  call<Created>(server.url, 'POST', `${BUSINESS}/createBusiness`, {
    body,
    ...(cookie ? { cookie } : {}),
    ...(headers ? { headers } : {}),
  })

const employeeBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Jelena',
  surname: 'Marić',
  username: unique('jelena'),
  password: PASSWORD,
  role: 'waiter',
  services: [
    {
      service_id: server.demo.services.restaurant._id,
      permissions: { ...NO_PERMISSIONS, ordersRead: true },
    },
  ],
  ...patch,
})

const createEmployee = (body: unknown, cookie = cookies.owner, headers?: Record<string, string>) =>
  call<Employee>(server.url, 'POST', `${BUSINESS}/employee/createEmployee`, {
    body,
    ...(cookie ? { cookie } : {}),
    ...(headers ? { headers } : {}),
  })

async function rows(table: typeof t.businesses | typeof t.employees | typeof t.accounts) {
  const [row] = await server.ctx.db.select({ n: count() }).from(table)
  return Number(row?.n ?? 0)
}

async function counts() {
  return {
    businesses: await rows(t.businesses),
    employees: await rows(t.employees),
    accounts: await rows(t.accounts),
  }
}

describe('createBusiness (admin only)', () => {
  it('creates the business and its owner account; the owner can sign in and sync it', async () => {
    const body = businessBody({ languages: ['en', 'srb'] })
    const reply = await createBusiness(body)
    expect(reply.status).toBe(200)
    const { business, owner } = reply.body
    expect(business).toMatchObject({
      name: 'Hotel Mira',
      email: 'desk@mira.example.com',
      currency: 'RSD',
      integration: 'none',
      languages: ['en', 'srb'],
      business_id: business._id,
    })
    expect(business.version).toBeGreaterThan(0)
    expect(owner).toEqual({
      account_id: expect.any(String) as string,
      username: body.username,
      role: 'business',
    })
    expect(reply.text).not.toContain(PASSWORD)

    const [account] = await server.ctx.db
      .select()
      .from(t.accounts)
      .where(eq(t.accounts.username, body.username))
    expect(account).toMatchObject({ role: 'business', businessId: business._id })
    expect(account!.passwordHash).toMatch(/^\$argon2/)

    const cookie = await login(server.url, body.username, PASSWORD)
    const me = await call<Me>(server.url, 'GET', `${ACCESS}/me`, { cookie })
    expect(me.body).toMatchObject({ role: 'business', business_id: business._id, manager: true })
    const pull = await call<PullPage>(server.url, 'GET', '/api/v2/sync/pull?cursor=0', { cookie })
    expect(pull.body.changes.map((c) => [c.table, c.id])).toEqual([['businesses', business._id]])
  })

  it('languages default to en, srb and cro', async () => {
    const reply = await createBusiness(businessBody())
    expect(reply.body.business.languages).toEqual(['en', 'srb', 'cro'])
  })

  it('the admin names the channel manager the business syncs from (default none)', async () => {
    const reply = await createBusiness(businessBody({ integration: 'otasync' }))
    expect(reply.body.business.integration).toBe('otasync')
    const [row] = await server.ctx.db
      .select({ integration: t.businesses.integration })
      .from(t.businesses)
      .where(eq(t.businesses.id, reply.body.business._id))
    expect(row).toEqual({ integration: 'otasync' })
  })

  it('a taken username is 409 and nothing is written (not even the business)', async () => {
    const before = await counts()
    const reply = await createBusiness(businessBody({ username: 'owner' }))
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({ code: 'conflict', field: 'username' })
    expect(await counts()).toEqual(before)
  })

  it('only an admin: an owner or manager is 403, no session 401; nothing is written', async () => {
    const before = await counts()
    expect((await createBusiness(businessBody(), cookies.owner)).status).toBe(403)
    expect((await createBusiness(businessBody(), cookies.manager)).status).toBe(403)
    expect((await createBusiness(businessBody(), '')).status).toBe(401)
    expect(await counts()).toEqual(before)
  })

  it.each([
    ['name', { name: '  ' }],
    ['email', { email: 'desk@mira' }],
    ['currency', { currency: 'DOGE' }],
    ['username', { username: 'has space' }],
    ['username', { username: 'ab' }],
    ['password', { password: 'short' }],
    ['languages.0', { languages: ['de'] }],
    ['integration', { integration: 'booking.com' }],
  ])('400 naming %s, nothing written (%j)', async (field, patch) => {
    const before = await counts()
    const reply = await createBusiness(businessBody(patch))
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'validation', field })
    expect(await counts()).toEqual(before)
  })

  it('with an Idempotency-Key a repeat replays the answer and creates one business', async () => {
    const headers = { 'Idempotency-Key': randomUUID() }
    const body = businessBody()
    const first = await createBusiness(body, cookies.admin, headers)
    const before = await counts()
    const second = await createBusiness(body, cookies.admin, headers)
    expect(second.status).toBe(200)
    expect(second.headers.get('idempotent-replay')).toBe('true')
    expect(second.body.business._id).toBe(first.body.business._id)
    expect(await counts()).toEqual(before)
  })
})

describe('createEmployee (owner or manager of the business)', () => {
  it('creates the worker and its login; synced tablets get the new row', async () => {
    const tablet = await connectSocket(server.url, cookies.manager)
    open.push(tablet)
    expect((await initStaff(tablet)).ok).toBe(true)
    const body = employeeBody()
    const reply = await createEmployee(body)
    expect(reply.status).toBe(200)
    const employee = reply.body
    expect(employee).toEqual({
      _id: expect.any(String) as string,
      business_id: server.demo.businessId,
      name: 'Jelena',
      surname: 'Marić',
      username: body.username,
      role: 'waiter',
      services: body.services,
      version: expect.any(Number) as number,
    })
    expect(reply.text).not.toContain(PASSWORD)

    const change = await tablet.next<Change>('change', (c) => c.id === employee._id)
    expect(change).toMatchObject({ table: 'employees', version: employee.version, deleted: false })
    expect(change.row).toEqual(employee)

    const pull = await call<PullPage>(
      server.url,
      'GET',
      `/api/v2/sync/pull?cursor=${employee.version - 1}`,
      { cookie: cookies.manager },
    )
    expect(pull.body.changes.find((c) => c.id === employee._id)?.row).toEqual(employee)

    const cookie = await login(server.url, body.username, PASSWORD)
    const me = await call<Me>(server.url, 'GET', `${ACCESS}/me`, { cookie })
    expect(me.body).toMatchObject({
      role: 'employee',
      employee_id: employee._id,
      employee_role: 'waiter',
      manager: false,
      permissions: { [server.demo.services.restaurant._id]: body.services[0]!.permissions },
    })
  })

  it('a manager may add workers too (here another manager, without services)', async () => {
    const reply = await createEmployee(
      employeeBody({ role: 'manager', services: [] }),
      cookies.manager,
    )
    expect(reply.status).toBe(200)
    const cookie = await login(server.url, reply.body.username, PASSWORD)
    const me = await call<Me>(server.url, 'GET', `${ACCESS}/me`, { cookie })
    expect(me.body.manager).toBe(true)
    expect(me.body.permissions[server.demo.services.spa._id]).toEqual(ALL_PERMISSIONS)
  })

  it('a worker without the Manage section is 403, no session 401; nothing is written', async () => {
    const before = await counts()
    expect((await createEmployee(employeeBody(), cookies.waiter)).status).toBe(403)
    expect((await createEmployee(employeeBody(), '')).status).toBe(401)
    // the admin has no business
    expect((await createEmployee(employeeBody(), cookies.admin)).status).toBe(403)
    expect(await counts()).toEqual(before)
  })

  it('a taken username is 409 and nothing is written', async () => {
    const before = await counts()
    const reply = await createEmployee(employeeBody({ username: 'waiter' }))
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({ code: 'conflict', field: 'username' })
    expect(await counts()).toEqual(before)
  })

  it('a service of another business is 400 naming it; nothing is written', async () => {
    const before = await counts()
    const reply = await createEmployee(
      employeeBody({
        services: [
          {
            service_id: server.demo.services.pool._id,
            permissions: NO_PERMISSIONS,
          },
          { service_id: other.restaurantId, permissions: ALL_PERMISSIONS },
        ],
      }),
    )
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'validation', field: 'services.1.service_id' })
    expect(await counts()).toEqual(before)
  })

  it('another business’s business_id is 404; its own is accepted', async () => {
    const before = await counts()
    const foreign = await createEmployee(employeeBody({ business_id: other.businessId }))
    expect(foreign.status).toBe(404)
    expect(await counts()).toEqual(before)
    const own = await createEmployee(employeeBody({ business_id: server.demo.businessId }))
    expect(own.status).toBe(200)
  })

  it.each([
    ['name', { name: '' }],
    ['surname', { surname: undefined }],
    ['username', { username: 'a b c' }],
    ['password', { password: '1234567' }],
    ['role', { role: '' }],
    ['services', { services: 'all' }],
    [
      'services.0.permissions.ordersRead',
      {
        services: [{ service_id: 'x', permissions: { ...NO_PERMISSIONS, ordersRead: 'yes' } }],
      },
    ],
    [
      'services.1.service_id',
      {
        services: [
          { service_id: 'same', permissions: NO_PERMISSIONS },
          { service_id: 'same', permissions: NO_PERMISSIONS },
        ],
      },
    ],
  ])('400 naming %s, nothing written', async (field, patch) => {
    const before = await counts()
    const reply = await createEmployee(employeeBody(patch))
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'validation', field })
    expect(await counts()).toEqual(before)
  })

  it('with an Idempotency-Key a repeat replays the answer and creates one worker', async () => {
    const headers = { 'Idempotency-Key': randomUUID() }
    const body = employeeBody()
    const first = await createEmployee(body, cookies.owner, headers)
    const before = await counts()
    const second = await createEmployee(body, cookies.owner, headers)
    expect(second.status).toBe(200)
    expect(second.headers.get('idempotent-replay')).toBe('true')
    expect(second.body._id).toBe(first.body._id)
    expect(await counts()).toEqual(before)
  })
})
