import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import {
  EMPLOYEE_BASE,
  NO_PERMISSIONS,
  OLD_EMPLOYEE_BASE,
  PUSH_PATH,
  type Employee,
  type ErrorBody,
  type PullPage,
  type PushReply,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initStaff, type TestSocket } from '../helpers/socket.ts'

/* Issue 18: workers and permissions (spec 001 §2 Workers, §7 Employees). */

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
afterAll(() => server.close())

const PASSWORD = 'strong-pass-1'
const as = <T = Employee & ErrorBody>(who: string, method: string, path: string, body?: unknown) =>
  call<T>(server.url, method, path, {
    cookie: cookies[who] ?? who,
    ...(body !== undefined ? { body } : {}),
  })

const restaurant = () => server.demo.services.restaurant._id
const pool = () => server.demo.services.pool._id

async function newWorker(patch: Record<string, unknown> = {}) {
  const username = (patch.username as string | undefined) ?? `jelena-${randomUUID().slice(0, 8)}`
  const reply = await as('manager', 'POST', `${EMPLOYEE_BASE}/createEmployee`, {
    name: 'Jelena',
    surname: 'Marić',
    username,
    password: PASSWORD,
    role: 'waiter',
    services: [
      { service_id: restaurant(), permissions: { ...NO_PERMISSIONS, reservationsRead: true } },
    ],
    ...patch,
  })
  expect(reply.status, reply.text).toBe(200)
  return { worker: reply.body as Employee, cookie: await login(server.url, username, PASSWORD) }
}
const pull = (cookie: string) =>
  call<PullPage>(server.url, 'GET', '/api/v2/sync/pull?cursor=0&limit=1000', { cookie })

describe('the workers list', () => {
  it('lists the business’s workers sorted by role, and refuses another business', async () => {
    const list = await as<Employee[]>(
      'waiter',
      'GET',
      `${EMPLOYEE_BASE}/getEmployeesByBuisnessID/${server.demo.businessId}`,
    )
    expect(list.status).toBe(200)
    const roles = list.body.map((e) => e.role)
    expect(roles.indexOf('manager')).toBe(0)
    expect(roles.indexOf('reception')).toBeLessThan(roles.indexOf('waiter'))
    expect(roles.indexOf('waiter')).toBeLessThan(roles.indexOf('kitchen'))
    const foreign = await as(
      'manager',
      'GET',
      `${EMPLOYEE_BASE}/getEmployeesByBuisnessID/${other.businessId}`,
    )
    expect(foreign.status).toBe(404)
    const one = await as(
      'waiter',
      'GET',
      `${OLD_EMPLOYEE_BASE}/getEmployeeByID/${list.body[0]!._id}`,
    )
    expect(one.body).toMatchObject({ _id: list.body[0]!._id, role: 'manager' })
  })

  it('twenty managers adding the same username at once: one worker, nineteen 409s', async () => {
    const username = `race-${randomUUID().slice(0, 8)}`
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as('manager', 'POST', `${EMPLOYEE_BASE}/createEmployee`, {
          name: `Racer ${i}`,
          surname: 'Test',
          username,
          password: PASSWORD,
          role: 'waiter',
        }),
      ),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
    expect(replies.filter((r) => r.status === 409 && r.body.field === 'username')).toHaveLength(19)
    const rows = await server.ctx.db
      .select()
      .from(t.employees)
      .where(eq(t.employees.username, username))
    expect(rows).toHaveLength(1)
  })

  it('createEmployeeManager makes a manager; a waiter may not add workers', async () => {
    const reply = await as('owner', 'POST', `${EMPLOYEE_BASE}/createEmployeeManager`, {
      name: 'Petar',
      surname: 'Ilić',
      username: `petar-${randomUUID().slice(0, 8)}`,
      password: PASSWORD,
      role: 'waiter',
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.role).toBe('manager')
    const refused = await as('waiter', 'POST', `${EMPLOYEE_BASE}/createEmployee`, {
      name: 'A',
      surname: 'B',
      username: `nope-${randomUUID().slice(0, 8)}`,
      password: PASSWORD,
      role: 'waiter',
    })
    expect(refused.status).toBe(403)
  })
})

describe('changing a worker', () => {
  it('a permission change reaches the worker’s tablet: new scope on its pull, socket reconnects', async () => {
    const { worker, cookie } = await newWorker()
    const before = await pull(cookie)
    expect(before.status).toBe(200)
    const socket = await connectSocket(server.url, cookie)
    open.push(socket)
    await initStaff(socket, [restaurant()])
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))

    const reply = await as('manager', 'PUT', `${EMPLOYEE_BASE}/updateEmployee`, {
      _id: worker._id,
      services: [
        { service_id: restaurant(), permissions: { ...NO_PERMISSIONS, reservationsRead: true } },
        { service_id: pool(), permissions: { ...NO_PERMISSIONS, ordersRead: true } },
      ],
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.version).toBeGreaterThan(worker.version)
    await closed
    const after = await pull(cookie)
    expect(after.body.scope).not.toBe(before.body.scope)
    const me = await call<{ permissions: Record<string, { ordersRead: boolean }> }>(
      server.url,
      'GET',
      `${ACCESS}/me`,
      { cookie },
    )
    expect(me.body.permissions[pool()]?.ordersRead).toBe(true)
  })

  it('a taken username is 409 naming username; an unknown service 400 naming it', async () => {
    const { worker } = await newWorker()
    const taken = await as('manager', 'PUT', `${EMPLOYEE_BASE}/updateEmployee`, {
      _id: worker._id,
      username: 'waiter',
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: 'conflict', field: 'username' })
    const foreign = await as('manager', 'PUT', `${EMPLOYEE_BASE}/updateEmployee`, {
      _id: worker._id,
      services: [{ service_id: other.restaurantId, permissions: NO_PERMISSIONS }],
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.field).toBe('services.0.service_id')
    const renamed = await as('manager', 'PUT', `${EMPLOYEE_BASE}/updateEmployee`, {
      _id: worker._id,
      username: `${worker.username}-2`,
    })
    expect(renamed.status).toBe(200)
    // The new username signs in.
    await login(server.url, `${worker.username}-2`, PASSWORD)
  })

  it('a deleted worker’s sessions end at once and the username is free again', async () => {
    const { worker, cookie } = await newWorker()
    const socket = await connectSocket(server.url, cookie)
    open.push(socket)
    await initStaff(socket, [restaurant()])
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))
    expect(
      (await as('waiter', 'DELETE', `${EMPLOYEE_BASE}/deleteEmployee/${worker._id}`)).status,
    ).toBe(403)
    const reply = await as<{ _id: string; deleted: boolean }>(
      'manager',
      'DELETE',
      `${EMPLOYEE_BASE}/deleteEmployee/${worker._id}`,
    )
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({ _id: worker._id, deleted: true })
    await closed
    expect((await call(server.url, 'GET', `${ACCESS}/me`, { cookie })).status).toBe(401)
    const [row] = await server.ctx.db
      .select()
      .from(t.employees)
      .where(eq(t.employees.id, worker._id))
    expect(row!.deletedAt).not.toBeNull()
    // Gone from the list; deleting again is 404.
    expect(
      (await as('manager', 'DELETE', `${EMPLOYEE_BASE}/deleteEmployee/${worker._id}`)).status,
    ).toBe(404)
    await newWorker({ username: worker.username })
  })

  it('nobody deletes their own account', async () => {
    const me = await as<{ employee_id: string }>('manager', 'GET', `${ACCESS}/me`)
    const reply = await as(
      'manager',
      'DELETE',
      `${EMPLOYEE_BASE}/deleteEmployee/${me.body.employee_id}`,
    )
    expect(reply.status).toBe(409)
  })

  it('through the push: a worker created offline lands once', async () => {
    const id = randomUUID()
    const actions = [
      {
        id: randomUUID(),
        type: 'employee.create',
        payload: {
          _id: id,
          name: 'Offline',
          surname: 'Worker',
          username: `offline-${id.slice(0, 8)}`,
          password: PASSWORD,
          role: 'kitchen',
          services: [],
        },
      },
    ]
    const first = await as<PushReply>('manager', 'POST', PUSH_PATH, { actions })
    expect(first.body.results[0]!.status).toBe(200)
    const again = await as<PushReply>('manager', 'POST', PUSH_PATH, { actions })
    expect(again.body.results[0]!.replayed).toBe(true)
    const rows = await server.ctx.db.select().from(t.employees).where(eq(t.employees.id, id))
    expect(rows).toHaveLength(1)
  })
})

describe('passwords', () => {
  it('a worker’s: the old one must be right (401), then the new one signs in', async () => {
    const { worker } = await newWorker()
    const path = `${EMPLOYEE_BASE}/updatePassword`
    const wrong = await as('manager', 'PUT', path, {
      employee_id: worker._id,
      oldPassword: 'not-it-at-all',
      newPassword: 'brand-new-pass-2',
    })
    expect(wrong.status).toBe(401)
    const right = await as('manager', 'PUT', path, {
      employee_id: worker._id,
      oldPassword: PASSWORD,
      newPassword: 'brand-new-pass-2',
    })
    expect(right.status, right.text).toBe(200)
    await login(server.url, worker.username, 'brand-new-pass-2')
    // The owner resets a forgotten one without it; a manager may not.
    expect(
      (await as('manager', 'PUT', path, { employee_id: worker._id, newPassword: 'x-reset-pass-3' }))
        .status,
    ).toBe(401)
    const reset = await as('owner', 'PUT', path, {
      employee_id: worker._id,
      newPassword: 'x-reset-pass-3',
    })
    expect(reset.status).toBe(200)
    await login(server.url, worker.username, 'x-reset-pass-3')
    const short = await as('owner', 'PUT', path, { employee_id: worker._id, newPassword: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.field).toBe('newPassword')
  })

  it('changePassword/{id} is the platform admin’s alone', async () => {
    const path = `/api/v2/business/changePassword/${other.businessId}`
    for (const who of ['owner', 'manager', 'waiter'])
      expect((await as(who, 'PUT', path, { newPassword: 'admin-set-pass-1' })).status).toBe(403)
    const reply = await as('admin', 'PUT', path, { newPassword: 'admin-set-pass-1' })
    expect(reply.status, reply.text).toBe(200)
  })
})
