import { randomUUID } from 'node:crypto'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type {
  CreateEmployeeBody,
  Employee,
  UpdateEmployeeBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { accounts, authSessions, employees } from '../../db/schema.ts'
import { HttpError, badRequest, forbidden, notFound } from '../../http/errors.ts'
import { hashPassword } from '../../auth/passwords.ts'
import type { StaffContext } from '../permissions.ts'
import { employeeToWire } from '../serialize.ts'
import { changedFields, nextVersionSql } from '../versioning.ts'
import { assertIdFree } from './client-ids.ts'
import type { ChangeNotice, StaffWrite, WriteResult } from './types.ts'

/*
 * Workers of a business (spec 001 §2 Workers, §7 Employees): the owner or a manager adds, edits
 * and deletes them. Each worker has a login account; usernames are unique over every account. A
 * change to a worker's role or services reaches their signed-in devices without a new login:
 * their sockets are closed after the commit (they reconnect into the rooms the new permissions
 * give) and their next pull carries another scope (a full re-pull). A deleted worker's sessions
 * end at once.
 */

export const usernameTaken = () =>
  new HttpError(409, 'conflict', 'This username is already taken.', { field: 'username' })

function assertManager(staff: StaffContext): void {
  if (!staff.manager) throw forbidden('Only the owner or a manager can manage workers.')
}

/** Every service named once and of this business (400 naming the entry otherwise). */
function checkServices(staff: StaffContext, services: readonly { service_id: string }[]): void {
  const fieldOf = (index: number) => `services.${index}.service_id`
  const seen = new Set<string>()
  services.forEach((entry, index) => {
    if (seen.has(entry.service_id))
      throw badRequest(fieldOf(index), `${fieldOf(index)}: this service is listed twice`)
    seen.add(entry.service_id)
  })
  const own = new Set(staff.services.map((s) => s._id))
  services.forEach((entry, index) => {
    if (!own.has(entry.service_id))
      throw badRequest(fieldOf(index), `${fieldOf(index)}: no such service in this business`)
  })
}

async function assertUsernameFree(tx: Tx, username: string, exceptAccount?: string) {
  const [taken] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      exceptAccount
        ? and(eq(accounts.username, username), ne(accounts.id, exceptAccount))
        : eq(accounts.username, username),
    )
  if (taken) throw usernameTaken()
}

/** The live worker of the staff member's business, locked; 404 for any other. */
async function lockEmployee(tx: Tx, staff: StaffContext, id: string) {
  const [row] = await tx
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.id, id),
        eq(employees.businessId, staff.businessId),
        isNull(employees.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Employee')
  return row
}

/** The login account of a worker and its live sessions' ids. */
async function accountOf(tx: Tx, employeeId: string) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.employeeId, employeeId))
  const sessions = account
    ? await tx
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(eq(authSessions.accountId, account.id))
    : []
  return { account, sessionIds: sessions.map((s) => s.id) }
}

const notice = (row: Employee, extra: Partial<ChangeNotice> = {}): ChangeNotice => ({
  change: { table: 'employees', id: row._id, version: row.version, deleted: false, row },
  businessId: row.business_id,
  audience: 'all',
  ...extra,
})

/** createEmployee (and createEmployeeManager with `role` manager): a worker and its login. */
export async function createEmployee(
  tx: Tx,
  staff: StaffContext,
  body: CreateEmployeeBody,
): Promise<WriteResult> {
  assertManager(staff)
  if (body.business_id !== undefined && body.business_id !== staff.businessId)
    throw notFound('Business')
  checkServices(staff, body.services)
  await assertUsernameFree(tx, body.username)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Employee', id)
  const [row] = await tx
    .insert(employees)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      name: body.name,
      surname: body.surname,
      username: body.username,
      role: body.role,
      services: body.services,
    })
    .returning()
  const [account] = await tx
    .insert(accounts)
    .values({
      id: randomUUID(),
      username: body.username,
      passwordHash: await hashPassword(body.password),
      role: 'employee',
      businessId: staff.businessId,
      employeeId: id,
    })
    .onConflictDoNothing()
    .returning()
  // Taken in between (the unique index): throwing rolls the worker back too.
  if (!account) throw usernameTaken()
  const wire = employeeToWire(row!)
  return { status: 200, body: wire, changes: [notice(wire)] }
}

/** updateEmployee: name, surname, username, role, services and permissions (any subset). */
export async function updateEmployee(
  tx: Tx,
  staff: StaffContext,
  body: UpdateEmployeeBody,
): Promise<WriteResult> {
  assertManager(staff)
  const current = await lockEmployee(tx, staff, body._id)
  if (body.services) checkServices(staff, body.services)
  const { account, sessionIds } = await accountOf(tx, current.id)
  if (body.username !== undefined && body.username !== current.username) {
    await assertUsernameFree(tx, body.username, account?.id)
    if (account)
      await tx.update(accounts).set({ username: body.username }).where(eq(accounts.id, account.id))
  }
  const patch = changedFields(current, {
    name: body.name,
    surname: body.surname,
    username: body.username,
    role: body.role,
    services: body.services,
  })
  if (patch === null) return { status: 200, body: employeeToWire(current), changes: [] }
  const [row] = await tx
    .update(employees)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(employees.id, current.id))
    .returning()
  const wire = employeeToWire(row!)
  // What the worker may read changed: their devices reconnect into the right rooms.
  const rights = patch.role !== undefined || patch.services !== undefined
  return {
    status: 200,
    body: wire,
    changes: [notice(wire, rights ? { reconnectsSessions: sessionIds } : {})],
  }
}

/** deleteEmployee/{id}: a tombstone for the sync; the login goes and its sessions end now. */
export async function deleteEmployee(
  tx: Tx,
  staff: StaffContext,
  id: string,
): Promise<WriteResult> {
  assertManager(staff)
  if (staff.employeeId === id)
    throw new HttpError(409, 'conflict', 'You cannot delete your own account.', { field: '_id' })
  const current = await lockEmployee(tx, staff, id)
  const { account, sessionIds } = await accountOf(tx, id)
  if (account) {
    await tx.delete(authSessions).where(eq(authSessions.accountId, account.id))
    await tx.delete(accounts).where(eq(accounts.id, account.id))
  }
  const [row] = await tx
    .update(employees)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(employees.id, current.id))
    .returning()
  const before = employeeToWire(current)
  return {
    status: 200,
    body: { _id: id, version: row!.version, deleted: true },
    changes: [
      {
        change: { table: 'employees', id, version: row!.version, deleted: true, row: null },
        businessId: before.business_id,
        audience: 'all',
        reconnectsSessions: sessionIds,
      },
    ],
  }
}

export const createEmployeeWrite: StaffWrite<'employee.create'> = {
  type: 'employee.create',
  run: (tx, staff, payload) => createEmployee(tx, staff, payload),
}

export const updateEmployeeWrite: StaffWrite<'employee.update'> = {
  type: 'employee.update',
  run: (tx, staff, payload) => updateEmployee(tx, staff, payload),
}

export const deleteEmployeeWrite: StaffWrite<'employee.delete'> = {
  type: 'employee.delete',
  run: (tx, staff, payload) => deleteEmployee(tx, staff, payload.employee_id),
}
