import { describe, expect, it } from 'vitest'
import type { HttpOutcome } from '../transport/http.ts'
import { decideReplay } from './decide.ts'
import { makeOrder } from '../testing/fixtures.ts'

const answer = (status: number, body: unknown = null): HttpOutcome => ({
  kind: 'response',
  status,
  ok: status >= 200 && status < 300,
  body,
  text: body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body),
})

describe('decideReplay', () => {
  it('2xx: sent', () => {
    expect(decideReplay(answer(200, makeOrder())).kind).toBe('sent')
    expect(decideReplay(answer(204)).kind).toBe('sent')
  })

  it('no answer or 5xx: retry, the row is kept', () => {
    expect(decideReplay({ kind: 'network', error: new TypeError('fetch failed') })).toEqual({
      kind: 'retry',
      error: { status: 0, code: 'network', message: 'Server unreachable' },
    })
    expect(decideReplay(answer(500, 'boom')).kind).toBe('retry')
    expect(decideReplay(answer(503)).kind).toBe('retry')
    expect(decideReplay(answer(429)).kind).toBe('retry')
  })

  it('409 idempotency.in_progress: retry (the first request is still running)', () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      message: 'busy',
      code: 'idempotency.in_progress',
    }
    expect(decideReplay(answer(409, body)).kind).toBe('retry')
  })

  it('401 after refresh-once: session expired, not failed', () => {
    const body = {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
      code: 'unauthorized',
    }
    expect(decideReplay(answer(401, body))).toEqual({ kind: 'session-expired' })
  })

  it('409 with current: failed, carrying the reason and the server row', () => {
    const current = {
      table: 'orders',
      id: 'order-1',
      version: 12,
      deleted: false,
      row: makeOrder(),
    }
    const body = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Order is already Accepted; it cannot be declined.',
      code: 'order.illegal_transition',
      current,
    }
    expect(decideReplay(answer(409, body))).toEqual({
      kind: 'failed',
      error: { status: 409, code: 'order.illegal_transition', message: body.message },
      current,
    })
  })

  it('other 4xx: failed; a body that is not an ErrorBody still gives a code and message', () => {
    expect(decideReplay(answer(404, 'Not here'))).toEqual({
      kind: 'failed',
      error: { status: 404, code: 'not_found', message: 'Not here' },
      current: null,
    })
    expect(decideReplay(answer(403, null))).toMatchObject({
      kind: 'failed',
      error: { status: 403, code: 'forbidden', message: 'HTTP 403' },
    })
    expect(decideReplay(answer(422, {}))).toMatchObject({ error: { code: 'internal' } })
  })
})
