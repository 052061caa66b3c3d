import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLocalDb, type AnySyncRow, type LocalDb } from '../../db.ts'
import { applyScope, applyServerChanges } from '../../apply.ts'
import { enqueueAction } from '../enqueue.ts'
import type { Ticket } from '../../protocol/index.ts'
import { ACTION_AREAS } from './areas.ts'

/** This module graph with none of the lazy areas loaded (a tablet that just opened the board). */
async function freshEngine() {
  vi.resetModules()
  const actions = await import('./index.ts')
  const apply = await import('../../apply.ts')
  return { ...actions, ...apply }
}

function ticket(overrides: Partial<Ticket> = {}): Ticket & AnySyncRow {
  return {
    _id: 'tk-1',
    business_id: 'b-1',
    room_id: 'r-1',
    room_name: '101',
    description: 'Leak',
    status: 'open',
    out_of_service: false,
    tasks: [],
    created_at: '2026-11-29T08:00:00.000Z',
    closed_at: null,
    version: 50,
    ...overrides,
  }
}

let db: LocalDb
let n = 0
beforeEach(async () => {
  db = createLocalDb(`lazy-areas-test-${++n}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

describe('lazy action areas', () => {
  it('only the orders actions are there at start; an area loads on demand', async () => {
    const engine = await freshEngine()
    expect(engine.actionOf('order.accept').type).toBe('order.accept')
    expect(() => engine.actionOf('stay.checkIn')).toThrow(engine.ActionsNotLoadedError)
    expect(() => engine.actionOf('article.update')).toThrow(/menu actions are not loaded/)
    await engine.loadActions(['stay.checkIn', 'a.type.of.a.newer.version'])
    expect(engine.actionOf('ticket.close').type).toBe('ticket.close')
    expect(() => engine.actionOf('table.updateMany')).toThrow(/tables actions/)
    expect(engine.isActionType('ticket.close')).toBe(true)
    expect(engine.isActionType('a.type.of.a.newer.version')).toBe(false)
  })

  it('every area module defines exactly its types', async () => {
    const engine = await freshEngine()
    await engine.loadActions(Object.keys(ACTION_AREAS))
    for (const type of Object.keys(ACTION_AREAS) as (keyof typeof ACTION_AREAS)[]) {
      expect(engine.actionOf(type).type).toBe(type)
    }
  })

  it('a server row meeting a queued action of an unloaded area: the transaction runs again once the area is in, and the action is re-applied', async () => {
    // A queued task from an earlier session (or another tab) on a ticket the server changes.
    await db.transaction('rw', applyScope(db), () =>
      applyServerChanges(db, 'acc-1', [
        { table: 'tickets', id: 'tk-1', version: 50, deleted: false, row: ticket() },
      ]),
    )
    const task = { ticket_id: 'tk-1', _id: '00000000-0000-4000-8000-000000000002', text: 'Valve' }
    await enqueueAction(db, 'acc-1', 'ticket.addTask', task)

    const engine = await freshEngine()
    expect(() => engine.actionOf('ticket.addTask')).toThrow(engine.ActionsNotLoadedError)
    let runs = 0
    const newer = ticket({ description: 'Leak under the sink', version: 51 })
    await engine.withActionsLoaded(() => {
      runs += 1
      return db.transaction('rw', engine.applyScope(db), () =>
        engine.applyServerChanges(db, 'acc-1', [
          { table: 'tickets', id: 'tk-1', version: 51, deleted: false, row: newer },
        ]),
      )
    })
    expect(runs).toBe(2)
    expect(await db.tickets.get('tk-1')).toMatchObject({
      description: 'Leak under the sink',
      version: 51,
      tasks: [{ _id: task._id, text: 'Valve', done: false }],
    })
    expect((await db.shadows.get('tickets:tk-1'))?.version).toBe(51)
  })

  it('an error that is not about a missing area is not retried', async () => {
    const engine = await freshEngine()
    let runs = 0
    const failing = engine.withActionsLoaded(() => {
      runs += 1
      return Promise.reject(new Error('disk full'))
    })
    await expect(failing).rejects.toThrow('disk full')
    expect(runs).toBe(1)
  })
})
