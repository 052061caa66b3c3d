import { describe, expect, it, beforeAll } from 'vitest'
import { PushBody } from '../protocol/index.ts'
import {
  PUSH_ACTION_TYPES,
  PUSH_MAX_ACTIONS,
  PUSH_PATH,
  pushEndpoint,
} from '../protocol/rules/index.ts'
import { ACTIONS } from './actions/all.ts'
import { actionOf, loadActions } from './actions/index.ts'
import { ACTION_AREAS } from './actions/areas.ts'
import { isPushable, PUSH_BATCH_SIZE, pushAnswers, pushRequest } from './push.ts'
import type { OutboxRow } from './types.ts'
import { makeOutboxRow } from '../testing/fixtures.ts'

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
const row = (i: number, overrides: Partial<OutboxRow> = {}): OutboxRow =>
  makeOutboxRow(i, { id: uuid(i), ...overrides })

describe('push protocol', () => {
  // The lazy areas as the app loads them (actions/index.ts).
  beforeAll(() => loadActions(Object.keys(ACTION_AREAS)))

  it('every JSON action is pushable and stands for the same endpoint it is sent to alone', () => {
    // A file upload is no JSON: it is the one action sent on its own, never in a push.
    const pushable = Object.keys(ACTIONS).filter((type) =>
      isPushable(row(1, { type: type as never })),
    )
    expect(Object.keys(ACTIONS).filter((type) => !pushable.includes(type))).toEqual([
      'image.upload',
    ])
    const payload = {
      order_id: 'order-1',
      reason: 'Sold out',
      room_id: 'room-1',
      category_id: 'cat-1',
      _id: 'cat-new-1',
      business_id: 'biz-1',
      name: { en: 'Drinks' },
      service_ids: ['svc-1'],
      tables: [{ _id: 'table-1', coordinate_x: 0.5, coordinate_y: 0.5 }],
      stay_id: 'stay-1',
      ticket_id: 'ticket-1',
    }
    // Every push kind has its action (push-payloads.test.ts checks their payloads and bodies).
    expect(PUSH_ACTION_TYPES.filter((t) => !pushable.includes(t))).toEqual([])
    for (const type of PUSH_ACTION_TYPES) {
      const request = actionOf(type).request(payload)
      // Same method and path, so a key first used on one is replayed by the other.
      const { method, path } = pushEndpoint(type, payload)
      expect([request.method, request.path], type).toEqual([method, path])
    }
    expect(isPushable(row(1, { type: 'order.teleport' as never }))).toBe(false)
  })

  it('the body: 1 to 100 actions, unique uuids, known types; payloads are checked per action', () => {
    const actions = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: uuid(i), type: 'order.accept', payload: 1 }))
    expect(PushBody.safeParse({ actions: actions(1) }).success).toBe(true)
    expect(PushBody.safeParse({ actions: actions(PUSH_MAX_ACTIONS) }).success).toBe(true)
    expect(PushBody.safeParse({ actions: actions(PUSH_MAX_ACTIONS + 1) }).success).toBe(false)
    expect(PushBody.safeParse({ actions: [] }).success).toBe(false)
    const twice = [...actions(1), ...actions(1)]
    expect(PushBody.safeParse({ actions: twice }).success).toBe(false)
    const bad = [{ id: 'row-1', type: 'order.accept', payload: {} }]
    expect(PushBody.safeParse({ actions: bad }).success).toBe(false)
    const unknown = [{ id: uuid(1), type: 'order.teleport', payload: {} }]
    expect(PushBody.safeParse({ actions: unknown }).success).toBe(false)
    expect(PUSH_BATCH_SIZE).toBeLessThanOrEqual(PUSH_MAX_ACTIONS)
  })

  it('builds the request from the rows in order, ids as keys', () => {
    const rows = [
      row(1),
      row(2, { type: 'order.decline', payload: { order_id: 'o', reason: 'x' } }),
    ]
    expect(pushRequest(rows.map((r) => ({ row: r, payload: r.payload })))).toEqual({
      method: 'POST',
      path: PUSH_PATH,
      json: {
        actions: [
          { id: uuid(1), type: 'order.accept', payload: { order_id: 'order-1' } },
          { id: uuid(2), type: 'order.decline', payload: { order_id: 'o', reason: 'x' } },
        ],
      },
    })
  })

  it('reads one answer per row, in order, up to the first row without its result', () => {
    const rows = [row(1), row(2), row(3)]
    const results = [
      { id: uuid(1), status: 200, body: { _id: 'order-1' } },
      { id: uuid(2), status: 409, body: { code: 'conflict' } },
    ]
    expect(pushAnswers({ results }, rows)).toEqual([
      { kind: 'response', status: 200, ok: true, body: { _id: 'order-1' }, text: '' },
      { kind: 'response', status: 409, ok: false, body: { code: 'conflict' }, text: '' },
    ])
    // A result for another row ends the answers there.
    expect(pushAnswers({ results: [results[1]] }, rows)).toEqual([])
    expect(pushAnswers('<html>', rows)).toBeNull()
  })
})
