import type { ZodMiniType } from 'zod/mini'
import { SYNC_TABLES } from '../../protocol/engine-schemas.ts'
import { pushEndpoint, type PushActionType } from '../../protocol/rules/index.ts'
import type { Change, SyncTableName } from '../../protocol/index.ts'
import type { AnySyncRow } from '../../db.ts'
import type { ActionPayloads, ActionType } from '../types.ts'
import type { ActionDefinition, ApplyResult } from './definition.ts'

/*
 * The kinds of staff write, as builders: an area adds an action with one small file that calls
 * one of these (docs/sync.md, "Adding an action"). The rebase rule of each kind follows from its
 * `apply`, which is re-run on every newer server row while the action waits:
 *   create  a new row with the client's id; if the server's row is there already, it wins
 *   update  a patch of fields, re-applied on top of the newer server row (last writer wins per
 *           field); on a row the server deleted, or one it no longer fits (`refuse`), it does
 *           nothing
 *   delete  removes the row (the server keeps a tombstone)
 *   many    one action writing several rows, each with its own patch; one server transaction
 *   status  a booking's named step (reservation.accept, spaAppointment.arrived …): an update of
 *           its status and what the step carries, refused by its area's state machine
 *           (`stepRefusal`)
 * State-machine steps (order.accept …) are built by `orderAction` (order-action.ts): a step the
 * newer row no longer allows is skipped, and the server's refusal then restores its row.
 */

type Request<T extends ActionType> = ActionDefinition<T>['request']

/** A server row of `table` in a reply, as a change; null if the body is not such a row. */
export function rowChange(table: SyncTableName, body: unknown): Change | null {
  const parsed = SYNC_TABLES[table].safeParse(body)
  if (!parsed.success) return null
  const row = parsed.data as AnySyncRow
  return { table, id: row._id, version: row.version, deleted: false, row }
}

const notFound = (table: SyncTableName, id: string): ApplyResult => ({
  ok: false,
  code: 'not_found',
  message: `No ${table} row ${id} on this device.`,
})

/** Create: the client makes the id; the new row shows at once (version 0: not on the server yet). */
export function createAction<T extends ActionType>(spec: {
  type: T
  table: SyncTableName
  payload: ZodMiniType<ActionPayloads[T]>
  id: (payload: ActionPayloads[T]) => string
  /** The row as the server will store it, from the payload alone (pure). */
  build: (payload: ActionPayloads[T], at: string) => Record<string, unknown> & { _id: string }
  request: Request<T>
}): ActionDefinition<T> {
  return {
    type: spec.type,
    payload: spec.payload,
    creates: true,
    entities: (payload) => [{ table: spec.table, id: spec.id(payload) }],
    apply: (_entity, row, payload, at) =>
      // The server's row of this id can only be this create's own effect: it wins.
      row ? { ok: true, row } : { ok: true, row: { ...spec.build(payload, at), version: 0 } },
    request: spec.request,
    serverRows: (body) => {
      const change = rowChange(spec.table, body)
      return change ? [change] : []
    },
  }
}

/**
 * Update: a patch of plain fields, re-applied on top of every newer server row. `refuse` names
 * why the row no longer takes the action (a checked-out stay, a closed ticket): enqueue refuses
 * it (`conflict`), and on a newer server row it is skipped, like an order step the row no longer
 * allows; the server's refusal then restores its row.
 */
export function updateAction<T extends ActionType>(spec: {
  type: T
  table: SyncTableName
  payload: ZodMiniType<ActionPayloads[T]>
  id: (payload: ActionPayloads[T]) => string
  patch: (payload: ActionPayloads[T], row: AnySyncRow, at: string) => Record<string, unknown>
  refuse?: (row: AnySyncRow, payload: ActionPayloads[T]) => string | null
  request: Request<T>
}): ActionDefinition<T> {
  return {
    type: spec.type,
    payload: spec.payload,
    entities: (payload) => [{ table: spec.table, id: spec.id(payload) }],
    apply: (entity, row, payload, at) => {
      if (!row) return notFound(entity.table, entity.id)
      const refused = spec.refuse?.(row, payload) ?? null
      if (refused !== null) return { ok: false, code: 'conflict', message: refused }
      return { ok: true, row: { ...row, ...spec.patch(payload, row, at) } }
    },
    request: spec.request,
    serverRows: (body) => {
      const change = rowChange(spec.table, body)
      return change ? [change] : []
    },
  }
}

/** The rows a booking area's steps act on: their table, and the payload that names one. */
interface StepTarget<Payload> {
  table: SyncTableName
  payload: ZodMiniType<Payload>
  id: (payload: Payload) => string
}

/**
 * Why a row in its status does not take a step of its state machine (null: `allows` lets it):
 * "A {status} {noun} cannot be {step}." Enqueue refuses the action with it; on a newer server row
 * the step is skipped.
 */
export function stepRefusal<Status extends string, Step extends string>(
  noun: string,
  allows: (from: Status, step: Step) => boolean,
): (row: AnySyncRow, step: Step) => string | null {
  return (row, step) => {
    const from = row.status as Status
    return allows(from, step) ? null : `A ${from} ${noun} cannot be ${step}.`
  }
}

/**
 * A named step that moves the row to the status `to` (a reservation's accept, a spa
 * appointment's arrived …), with what the step `carries` (a decline's reason), sent as its push
 * endpoint's request: re-applied on top of newer server rows while it waits and skipped when the
 * row no longer allows it (`refuse`); the server's refusal then restores its row.
 */
export function statusStep<T extends ActionType & PushActionType>(
  type: T,
  target: StepTarget<ActionPayloads[T]>,
  to: string,
  refuse: (row: AnySyncRow) => string | null,
  carries: (payload: ActionPayloads[T], row: AnySyncRow) => Record<string, unknown> = () => ({}),
) {
  return updateAction({
    type,
    ...target,
    patch: (p, row, at) => ({ status: to, ...carries(p, row), updated_at: at }),
    refuse,
    request: endpointRequest(type),
  })
}

/** The tombstone a delete answers with (`{_id, version, deleted: true}`), as a change. */
function tombstoneChange(table: SyncTableName, body: unknown): Change | null {
  if (typeof body !== 'object' || body === null) return null
  const { _id, version, deleted } = body as Record<string, unknown>
  if (deleted !== true || typeof _id !== 'string' || typeof version !== 'number') return null
  return { table, id: _id, version, deleted: true, row: null }
}

/** Delete: the row goes at once; the server keeps a tombstone and answers with its version. */
export function deleteAction<T extends ActionType>(spec: {
  type: T
  table: SyncTableName
  payload: ZodMiniType<ActionPayloads[T]>
  id: (payload: ActionPayloads[T]) => string
  request: Request<T>
}): ActionDefinition<T> {
  return {
    type: spec.type,
    payload: spec.payload,
    entities: (payload) => [{ table: spec.table, id: spec.id(payload) }],
    apply: (entity, row) => (row ? { ok: true, row: null } : notFound(entity.table, entity.id)),
    request: spec.request,
    serverRows: (body) => {
      const change = tombstoneChange(spec.table, body)
      return change ? [change] : []
    },
  }
}

/**
 * Several rows of one table in one action (move tables, save a shift week): each row gets its
 * own patch, the server writes them in one transaction, and Dexie applies them in one (enqueue
 * refuses the whole action when one row is missing). The reply lists the saved rows.
 */
export function manyAction<T extends ActionType, Item>(spec: {
  type: T
  table: SyncTableName
  payload: ZodMiniType<ActionPayloads[T]>
  items: (payload: ActionPayloads[T]) => readonly Item[]
  id: (item: Item) => string
  patch: (item: Item, row: AnySyncRow) => Record<string, unknown>
  request: Request<T>
  /** The saved rows in the reply (unvalidated). */
  replyRows: (body: unknown) => unknown[]
}): ActionDefinition<T> {
  return {
    type: spec.type,
    payload: spec.payload,
    entities: (payload) =>
      spec.items(payload).map((item) => ({ table: spec.table, id: spec.id(item) })),
    apply: (entity, row, payload) => {
      const item = spec.items(payload).find((i) => spec.id(i) === entity.id)
      if (!row || item === undefined) return notFound(entity.table, entity.id)
      return { ok: true, row: { ...row, ...spec.patch(item, row) } }
    },
    request: spec.request,
    serverRows: (body) =>
      spec.replyRows(body).flatMap((row) => {
        const change = rowChange(spec.table, row)
        return change ? [change] : []
      }),
  }
}

/**
 * The request of an action that stands for one push endpoint (rules/push.ts): the same method,
 * path and body, so its idempotency key means the same on either way in.
 */
export function endpointRequest<T extends ActionType & PushActionType>(type: T): Request<T> {
  return (payload) => {
    const { method, path, body } = pushEndpoint(type, payload)
    return body === null ? { method, path } : { method, path, json: body }
  }
}
