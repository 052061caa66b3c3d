import { describe, expect, it } from 'vitest'
import { makeOrder } from '../testing/fixtures.ts'
import { rebase, type PendingAction } from './rebase.ts'
import { ACTIONS } from './actions/all.ts'

const at = '2026-11-21T11:00:00.000Z'
const ref = { table: 'orders', id: 'order-1' } as const
const action = (type: PendingAction['type'], payload: unknown): PendingAction => ({
  type,
  payload,
  createdAt: at,
})

describe('order actions (optimistic apply)', () => {
  it('follow the order state machine', () => {
    const pending = makeOrder()
    const accepted = ACTIONS['order.accept'].apply(ref, pending, { order_id: 'order-1' }, at)
    expect(accepted).toEqual({ ok: true, row: { ...pending, status: 'Accepted', updated_at: at } })
    const declined = ACTIONS['order.decline'].apply(
      ref,
      pending,
      { order_id: 'order-1', reason: 'Closed' },
      at,
    )
    expect(declined.ok && declined.row).toMatchObject({
      status: 'Declined',
      decline_reason: 'Closed',
    })
    const room = makeOrder({ payment: 'room', status: 'Accepted' })
    const delivered = ACTIONS['order.roomServiceFinished'].apply(
      ref,
      room,
      { order_id: 'order-1' },
      at,
    )
    expect(delivered.ok && delivered.row?.status).toBe('Room')
  })

  it('refuse an illegal transition with the order.illegal_transition code', () => {
    const result = ACTIONS['order.pay'].apply(ref, makeOrder(), { order_id: 'order-1' }, at)
    expect(result).toEqual({
      ok: false,
      code: 'order.illegal_transition',
      message: 'Cannot pay an order that is Pending.',
    })
  })

  it('keep the server version (only the server moves it)', () => {
    const result = ACTIONS['order.finish'].apply(
      ref,
      makeOrder({ version: 42 }),
      { order_id: 'order-1' },
      at,
    )
    expect(result.ok && result.row?.version).toBe(42)
  })

  it('read the server row from either reply shape', () => {
    const order = makeOrder({ status: 'Paid', version: 20 })
    const other = makeOrder({ _id: 'order-2', status: 'Paid', version: 21 })
    expect(ACTIONS['order.accept'].serverRows(order, { order_id: 'order-1' })).toEqual([
      { table: 'orders', id: 'order-1', version: 20, deleted: false, row: order },
    ])
    expect(
      ACTIONS['order.pay'].serverRows({ orders: [other, order] }, { order_id: 'order-1' }),
    ).toHaveLength(1)
    expect(ACTIONS['order.pay'].serverRows('OK', { order_id: 'order-1' })).toEqual([])
  })
})

describe('rebase', () => {
  it('re-applies pending actions in order on top of a newer server row', () => {
    const server = makeOrder({ version: 11, note: 'no onions' }) // the guest edited the note
    const rebased = rebase(ref, server, [
      action('order.accept', { order_id: 'order-1' }),
      action('order.finish', { order_id: 'order-1' }),
    ])
    expect(rebased).toMatchObject({ status: 'Finished', note: 'no onions', version: 11 })
  })

  it('skips an action the server row no longer allows (the replay gets the refusal)', () => {
    const server = makeOrder({ status: 'Declined', version: 11 })
    expect(rebase(ref, server, [action('order.accept', { order_id: 'order-1' })])).toBe(server)
  })

  it('continues after a skipped action', () => {
    const server = makeOrder({ status: 'Accepted', version: 11 })
    const rebased = rebase(ref, server, [
      action('order.accept', { order_id: 'order-1' }), // already accepted elsewhere
      action('order.finish', { order_id: 'order-1' }),
    ])
    expect(rebased?.status).toBe('Finished')
  })

  it('ignores rows of unknown action types and bad payloads (other app versions)', () => {
    const server = makeOrder()
    const unknown = {
      type: 'order.teleport',
      payload: {},
      createdAt: at,
    } as unknown as PendingAction
    expect(rebase(ref, server, [unknown, action('order.accept', { nope: 1 })])).toBe(server)
  })

  it('with no actions is the server row itself', () => {
    const server = makeOrder()
    expect(rebase(ref, server, [])).toBe(server)
  })
})
