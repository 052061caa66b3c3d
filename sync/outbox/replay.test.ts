import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PUSH_PATH } from '../protocol/rules/index.ts'
import type { ErrorBody, PushAction, PushResult } from '../protocol/index.ts'
import { createLocalDb, type LocalDb } from '../db.ts'
import type { HttpClient, HttpOutcome, RequestSpec } from '../transport/http.ts'
import { makeOrder, makeOutboxRow } from '../testing/fixtures.ts'
import { PUSH_BATCH_SIZE } from './push.ts'
import { replayQueue } from './replay.ts'
import type { OutboxRow } from './types.ts'

const ACCOUNT = 'acc-1'
let db: LocalDb
let n = 0
beforeEach(async () => {
  db = createLocalDb(`replay-test-${++n}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

const orderId = (seq: number) => `order-${seq}`
const row = (seq: number, overrides: Partial<OutboxRow> = {}): OutboxRow =>
  makeOutboxRow(seq, {
    id: `row-${String(seq).padStart(4, '0')}`,
    accountId: ACCOUNT,
    ...overrides,
  })

/** `count` pending accepts, each on its own pending order (optimistically Accepted, shadowed). */
async function queue(count: number, extra: OutboxRow[] = []): Promise<void> {
  const seqs = Array.from({ length: count }, (_, i) => i + 1)
  await db.orders.bulkPut(seqs.map((s) => makeOrder({ _id: orderId(s), status: 'Accepted' })))
  await db.shadows.bulkPut(
    seqs.map((s) => ({
      key: `orders:${orderId(s)}`,
      table: 'orders' as const,
      id: orderId(s),
      row: makeOrder({ _id: orderId(s) }),
      version: 10,
    })),
  )
  await db.outbox.bulkAdd([...seqs.map((s) => row(s)), ...extra])
}

const response = (status: number, body: unknown): HttpOutcome => ({
  kind: 'response',
  status,
  ok: status >= 200 && status < 300,
  body,
  text: typeof body === 'string' ? body : JSON.stringify(body),
})

const accepted = (id: string, version = 20) => makeOrder({ _id: id, status: 'Accepted', version })

/** A server that answers every action of a push with 200 and the accepted order. */
const acceptAll = (action: PushAction): PushResult => ({
  id: action.id,
  status: 200,
  body: accepted((action.payload as { order_id: string }).order_id),
})

function fakeServer(answer: (spec: RequestSpec, index: number) => HttpOutcome) {
  const requests: RequestSpec[] = []
  const http: HttpClient = {
    send: (spec) => {
      requests.push(spec)
      return Promise.resolve(answer(spec, requests.length - 1))
    },
    refresh: () => Promise.reject(new Error('no refresh expected')),
  }
  const actionsOf = (spec: RequestSpec) => (spec.json as { actions: PushAction[] }).actions
  return { http, requests, actionsOf }
}

const pushOf =
  (results: (action: PushAction, i: number) => PushResult | null) => (spec: RequestSpec) => {
    const actions = (spec.json as { actions: PushAction[] }).actions
    const out: PushResult[] = []
    for (const [i, action] of actions.entries()) {
      const result = results(action, i)
      if (!result) break
      out.push(result)
    }
    return response(200, { results: out })
  }

describe('batched replay', () => {
  it('sends consecutive rows of the account in pushes of 50, in seq order, and settles them', async () => {
    await queue(120, [
      row(121, { accountId: 'acc-2' }), // another account's: never sent
      row(122, { state: 'failed' }), // failed: never resent, only discarded
    ])
    const server = fakeServer(pushOf(acceptAll))
    const sent: string[] = []
    const result = await replayQueue({
      db,
      http: server.http,
      accountId: ACCOUNT,
      onSent: (r) => sent.push(r.id),
    })
    expect(result).toMatchObject({ stop: 'drained', sent: 120, failed: 0 })
    expect(server.requests.map((r) => [r.method, r.path, r.idempotencyKey])).toEqual(
      Array.from({ length: 3 }, () => ['POST', PUSH_PATH, undefined]),
    )
    const ids = server.requests.flatMap((r) => server.actionsOf(r).map((a) => a.id))
    expect(server.requests.map((r) => server.actionsOf(r).length)).toEqual([50, 50, 20])
    expect(ids).toEqual(Array.from({ length: 120 }, (_, i) => row(i + 1).id))
    expect(sent).toEqual(ids)
    expect(server.actionsOf(server.requests[0]!)[0]).toEqual({
      id: row(1).id,
      type: 'order.accept',
      payload: { order_id: orderId(1) },
    })
    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual(['row-0121', 'row-0122'])
    expect(await db.shadows.count()).toBe(0)
    expect(await db.orders.get(orderId(7))).toMatchObject({ status: 'Accepted', version: 20 })
    expect(PUSH_BATCH_SIZE).toBe(50)
  })

  it('a 409 in the middle fails only its row, restores `current`, and the rest goes on', async () => {
    await queue(3)
    const current = makeOrder({ _id: orderId(2), status: 'Declined', version: 15 })
    const server = fakeServer(
      pushOf((action, i) =>
        i === 1
          ? {
              id: action.id,
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message: 'Order is already Declined; it cannot be accepted.',
                code: 'order.illegal_transition',
                current: {
                  table: 'orders',
                  id: current._id,
                  version: 15,
                  deleted: false,
                  row: current,
                },
              } satisfies ErrorBody,
            }
          : acceptAll(action),
      ),
    )
    const failed: OutboxRow[] = []
    const currents: unknown[] = []
    const result = await replayQueue({
      db,
      http: server.http,
      accountId: ACCOUNT,
      onFailed: (r, c) => {
        failed.push(r)
        currents.push(c)
      },
    })
    expect(result).toMatchObject({ stop: 'drained', sent: 2, failed: 1 })
    expect(result.lastError).toMatchObject({ status: 409, code: 'order.illegal_transition' })
    expect(failed.map((r) => r.id)).toEqual([row(2).id])
    // Told as stored, with the server's row the refusal carried.
    expect(failed[0]).toMatchObject({
      state: 'failed',
      error: { status: 409 },
      refusedWith: { status: 'Declined' },
    })
    expect(currents).toMatchObject([{ id: orderId(2), version: 15, row: { status: 'Declined' } }])
    expect(await db.outbox.toArray()).toMatchObject([
      {
        id: row(2).id,
        state: 'failed',
        attempts: 1,
        error: { status: 409 },
        // Kept, so the reason can be told after the local row moved on.
        refusedWith: { _id: orderId(2), status: 'Declined' },
      },
    ])
    expect(await db.orders.get(orderId(2))).toMatchObject({ status: 'Declined', version: 15 })
    expect(await db.orders.get(orderId(3))).toMatchObject({ status: 'Accepted', version: 20 })
  })

  it('no answer to the push: every row back to pending, retry later', async () => {
    await queue(3)
    const server = fakeServer(() => ({ kind: 'network', error: new Error('offline') }))
    const result = await replayQueue({ db, http: server.http, accountId: ACCOUNT })
    expect(result).toMatchObject({ stop: 'retry', sent: 0, lastError: { code: 'network' } })
    const rows = await db.outbox.orderBy('seq').toArray()
    expect(rows.map((r) => [r.state, r.attempts, r.error?.code])).toEqual([
      ['pending', 1, 'network'],
      ['pending', 1, 'network'],
      ['pending', 1, 'network'],
    ])
    expect((await db.orders.get(orderId(1)))?.status).toBe('Accepted') // still shown
  })

  it('a 5xx or a 401 on the push as a whole: nothing settled', async () => {
    await queue(2)
    const down = fakeServer(() => response(503, 'busy'))
    expect(await replayQueue({ db, http: down.http, accountId: ACCOUNT })).toMatchObject({
      stop: 'retry',
      lastError: { status: 503 },
    })
    // The waiting list can say why they still wait.
    expect((await db.outbox.toArray()).map((r) => r.error?.status)).toEqual([503, 503])
    const expired = fakeServer(() => response(401, { message: 'Unauthorized' }))
    expect(await replayQueue({ db, http: expired.http, accountId: ACCOUNT })).toMatchObject({
      stop: 'session-expired',
    })
    expect((await db.outbox.toArray()).map((r) => r.state)).toEqual(['pending', 'pending'])
  })

  it('the server stopped early: answered rows done, the rest pending, retry later', async () => {
    await queue(4)
    const server = fakeServer(pushOf((action, i) => (i < 2 ? acceptAll(action) : null)))
    const result = await replayQueue({ db, http: server.http, accountId: ACCOUNT })
    expect(result).toMatchObject({ stop: 'retry', sent: 2, lastError: { code: 'internal' } })
    expect(
      (await db.outbox.orderBy('seq').toArray()).map((r) => [r.id, r.state, r.error?.code]),
    ).toEqual([
      [row(3).id, 'pending', 'internal'],
      [row(4).id, 'pending', 'internal'],
    ])
  })

  it('a key still in progress on the server: that row and the rest wait', async () => {
    await queue(3)
    const inProgress = {
      statusCode: 409,
      error: 'Conflict',
      message: 'The same request is still being processed. Try again shortly.',
      code: 'idempotency.in_progress',
    }
    const server = fakeServer(
      pushOf((action, i) =>
        i === 0
          ? acceptAll(action)
          : i === 1
            ? { id: action.id, status: 409, body: inProgress }
            : null,
      ),
    )
    const result = await replayQueue({ db, http: server.http, accountId: ACCOUNT })
    expect(result).toMatchObject({ stop: 'retry', sent: 1, failed: 0 })
    expect((await db.outbox.orderBy('seq').toArray()).map((r) => [r.state, r.error?.code])).toEqual(
      [
        ['pending', 'idempotency.in_progress'],
        ['pending', 'internal'],
      ],
    )
  })

  it('an answer for another row than expected is not taken: results are matched by id, in order', async () => {
    await queue(2)
    const server = fakeServer(() =>
      response(200, { results: [{ id: 'someone-else', status: 200, body: accepted(orderId(1)) }] }),
    )
    const result = await replayQueue({ db, http: server.http, accountId: ACCOUNT })
    expect(result).toMatchObject({ stop: 'retry', sent: 0 })
    expect(await db.outbox.count()).toBe(2)
  })

  it('a server without the push (404): the rows go one by one through their own endpoints', async () => {
    await queue(2)
    const server = fakeServer((spec) =>
      spec.path === PUSH_PATH
        ? response(404, {
            statusCode: 404,
            error: 'Not Found',
            message: 'No route',
            code: 'not_found',
          })
        : response(200, accepted((spec.json as { order_id: string }).order_id)),
    )
    const result = await replayQueue({ db, http: server.http, accountId: ACCOUNT })
    expect(result).toMatchObject({ stop: 'drained', sent: 2, failed: 0 })
    expect(
      server.requests.map((r) => [r.method, r.path.split('/').at(-1), r.idempotencyKey]),
    ).toEqual([
      ['POST', 'push', undefined],
      ['PUT', 'acceptOrder', row(1).id],
      ['PUT', 'acceptOrder', row(2).id],
    ])
    expect(await db.outbox.count()).toBe(0)
  })

  it('a row this version no longer accepts ends the batch; it fails unsent, the next go on', async () => {
    await queue(3)
    await db.outbox.update(row(2).id, { payload: { id: orderId(2) } })
    const server = fakeServer(pushOf(acceptAll))
    const result = await replayQueue({ db, http: server.http, accountId: ACCOUNT })
    expect(result).toMatchObject({ stop: 'drained', sent: 2, failed: 1 })
    expect(server.requests.map((r) => server.actionsOf(r).map((a) => a.id))).toEqual([
      [row(1).id],
      [row(3).id],
    ])
    expect(await db.outbox.toArray()).toMatchObject([
      { id: row(2).id, state: 'failed', error: { code: 'validation' } },
    ])
  })

  it('stops between pushes when told to', async () => {
    await queue(60)
    let go = true
    const server = fakeServer((spec) => {
      go = false
      return pushOf(acceptAll)(spec)
    })
    const result = await replayQueue({
      db,
      http: server.http,
      accountId: ACCOUNT,
      shouldContinue: () => go,
    })
    expect(result).toMatchObject({ stop: 'stopped', sent: 50 })
    expect(await db.outbox.count()).toBe(10)
  })
})
