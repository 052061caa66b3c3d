import {
  IDEMPOTENCY_HEADER,
  SERVER_PUSH_PAYLOADS,
  pushEndpoint,
  type Order,
  type OrderAction,
  type PushAction,
  type PushResult,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import type { Tx } from '../db/client.ts'
import { HttpError, badRequest, notFound, zodToHttpError } from '../http/errors.ts'
import { keyReused } from '../http/idempotency.ts'
import { bodyHash } from '../http/body-hash.ts'
import {
  claimKeys,
  releaseClaims,
  storeAnswers,
  type KeyClaim,
  type StoredAnswer,
} from '../http/idempotency-batch.ts'
import { applyOrderStep, lockOrders } from './order-step.ts'
import { emitChangedOrders } from './orders.ts'
import type { StaffContext } from './permissions.ts'
import { staffAuthorizer } from './staff-actions.ts'
import { businessWrite } from './versioning.ts'
import { isWriteType, STAFF_WRITES, type ChangeNotice } from './writes/index.ts'
import { emitNotices } from './writes/run.ts'
import { guestNoticesAfter } from './guests/refresh.ts'

/** The order steps: batched (their orders are locked in one query before the loop). */
const ORDER_ACTION: Partial<Record<PushAction['type'], OrderAction>> = {
  'order.accept': 'accept',
  'order.decline': 'decline',
  'order.finish': 'finish',
  'order.roomServiceFinished': 'roomServiceFinished',
  'order.pay': 'pay',
}

/** A push action with its payload checked by the single endpoint's schema. */
interface Prepared {
  action: PushAction
  /** The payload as the schema reads it; null when it is invalid. */
  payload: unknown
  /** The payload's 400 (that action's answer). */
  invalid: HttpError | null
}

function prepare(action: PushAction): Prepared {
  const parsed = SERVER_PUSH_PAYLOADS[action.type].safeParse(action.payload)
  return parsed.success
    ? { action, payload: parsed.data, invalid: null }
    : { action, payload: null, invalid: zodToHttpError(parsed.error, 'body') }
}

const orderIdOf = (item: Prepared): string | null =>
  ORDER_ACTION[item.action.type] && item.payload
    ? (item.payload as { order_id: string }).order_id
    : null

/** The single endpoint of an action, as its key is stored (an invalid payload: as sent). */
function endpointOf(action: PushAction) {
  const raw = typeof action.payload === 'object' && action.payload !== null ? action.payload : {}
  return pushEndpoint(action.type, raw)
}

const answerOf = (error: HttpError) => ({ status: error.statusCode, body: error.toBody() })

/** The answer to a key this push did not claim (answered before, or busy elsewhere). */
function claimAnswer(claim: Exclude<KeyClaim, { kind: 'claimed' }>): Omit<PushResult, 'id'> {
  switch (claim.kind) {
    case 'stored':
      return { status: claim.status, body: claim.body, replayed: true }
    case 'in_progress':
      return answerOf(
        new HttpError(
          409,
          'idempotency.in_progress',
          'The same request is still being processed. Try again shortly.',
        ),
      )
    case 'other_body':
      return answerOf(keyReused())
    case 'other_route':
      return answerOf(
        badRequest(
          IDEMPOTENCY_HEADER,
          `${IDEMPOTENCY_HEADER} was already used for ${claim.method} ${claim.path}`,
        ),
      )
  }
}

/** An action that failed unexpectedly: its result is a 500, the error is logged by the route. */
export interface PushFailure {
  id: string
  type: PushAction['type']
  error: unknown
}

export interface PushOutcome {
  results: PushResult[]
  /** The unexpected errors of single actions (each answered 500; the others went on). */
  failures: PushFailure[]
}

/** What the single endpoint answers for an unexpected error (server/http/errors.ts). */
const internalError = () => answerOf(new HttpError(500, 'internal', 'Internal Server Error'))

/**
 * Applies a batch of staff actions in ONE business write (one advisory lock, one commit), each
 * action in its own savepoint so a refusal (400/403/404/409) rolls back only that action. Keys
 * answered before are replayed, not acted on (a key reused with another body is a 422); new
 * answers are stored in the same transaction. An unexpected error is that action's 500 (its
 * savepoint rolled back, its key released so a retry acts again); the next actions still run.
 */
export async function pushActions(
  ctx: AppContext,
  staff: StaffContext,
  actions: readonly PushAction[],
): Promise<PushOutcome> {
  const scope = `account:${staff.accountId}`
  /** Each changed order once, with its final row, in the order of their last change. */
  const changed = new Map<string, Order>()
  /** What the other writes changed, told after the commit. */
  const notices: ChangeNotice[] = []
  const failures: PushFailure[] = []

  const results = await businessWrite(ctx.db, staff.businessId, async (tx) => {
    const claims = await claimKeys(
      tx,
      scope,
      actions.map((a) => {
        const { method, path, body } = endpointOf(a)
        return { key: a.id, method, path, bodyHash: bodyHash(body) }
      }),
    )
    const prepared = actions.map(prepare)
    const toAct = prepared.filter((p) => p.payload && claims.get(p.action.id)?.kind === 'claimed')
    const locked = await lockOrders(tx, staff.businessId, [
      ...new Set(toAct.flatMap((p) => orderIdOf(p) ?? [])),
    ])
    const out: PushResult[] = []
    const answers: StoredAnswer[] = []
    for (const item of prepared) {
      const { id } = item.action
      const claim = claims.get(id) ?? { kind: 'in_progress' }
      if (claim.kind !== 'claimed') {
        out.push({ id, ...claimAnswer(claim) })
        if (claim.kind === 'in_progress') break // keep the queue's order: stop here
        continue
      }
      let answer: { status: number; body: unknown }
      if (item.invalid) answer = answerOf(item.invalid)
      else {
        try {
          answer = isWriteType(item.action.type)
            ? await writeOne(tx, staff, item, notices)
            : await actOne(tx, staff, item, locked, changed)
        } catch (error) {
          if (error instanceof HttpError && error.statusCode < 500) answer = answerOf(error)
          else {
            failures.push({ id, type: item.action.type, error })
            answer = error instanceof HttpError ? answerOf(error) : internalError()
          }
        }
      }
      out.push({ id, ...answer })
      // A 5xx is not stored (as on the single endpoints): its key is released below.
      if (answer.status < 500) answers.push({ key: id, ...answer })
    }
    // Stays or rooms changed: the guests follow, once for the batch.
    notices.push(...(await guestNoticesAfter(tx, staff.businessId, notices)))
    await storeAnswers(tx, scope, answers)
    const answered = new Set(answers.map((a) => a.key))
    await releaseClaims(
      tx,
      scope,
      actions
        .filter((a) => claims.get(a.id)?.kind === 'claimed' && !answered.has(a.id))
        .map((a) => a.id),
    )
    return out
  })
  // One event per changed order with its final row (the states between were never visible
  // outside the transaction), in version order: two events of one order could otherwise
  // overtake each other on their way through the socket.io adapter.
  emitChangedOrders(ctx, [...changed.values()])
  emitNotices(ctx, notices)
  return { results, failures }
}

/** One staff write (rooms, categories, tables, …) in a savepoint: a refusal rolls back only it. */
async function writeOne(
  tx: Tx,
  staff: StaffContext,
  item: Prepared,
  notices: ChangeNotice[],
): Promise<{ status: number; body: unknown }> {
  const type = item.action.type
  if (!isWriteType(type)) throw new Error(`${type} is not a staff write`)
  const write = STAFF_WRITES[type]
  const result = await tx.transaction((savepoint) =>
    write.run(savepoint, staff, item.payload as never),
  )
  notices.push(...result.changes)
  return { status: result.status, body: result.body }
}

/** One action on its locked order, in a savepoint: a refusal rolls back only this action. */
async function actOne(
  tx: Tx,
  staff: StaffContext,
  item: Prepared,
  locked: Map<string, Order>,
  changed: Map<string, Order>,
): Promise<{ status: number; body: unknown }> {
  const { type } = item.action
  const payload = item.payload as { order_id: string; reason?: string }
  const action = ORDER_ACTION[type]
  if (!action) throw new Error(`${type} is not an order step`)
  const step = await tx.transaction(async (savepoint) => {
    const current = locked.get(payload.order_id)
    if (!current) throw notFound('Order')
    return applyOrderStep(savepoint, current, {
      action,
      actor: staff.accountId,
      authorize: staffAuthorizer(staff, action),
      ...(payload.reason !== undefined ? { declineReason: payload.reason } : {}),
    })
  })
  locked.set(payload.order_id, step.order)
  if (step.changed) {
    changed.delete(step.order._id) // re-inserted last: the map iterates in version order
    changed.set(step.order._id, step.order)
  }
  return { status: 200, body: type === 'order.pay' ? { orders: [step.order] } : step.order }
}
