import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { db, resetLocalDb, type OutboxRow } from '../../../sync/index.ts'
import { boardData } from './queries.ts'
import { reservation } from './test-rows.ts'

afterEach(() => resetLocalDb())

const outboxRow = (
  id: string,
  seq: number,
  entityId: string,
  state: OutboxRow['state'],
  accountId = 'me',
): OutboxRow => ({
  id,
  seq,
  accountId,
  type: 'reservation.decline',
  payload: { reservation_id: entityId },
  entity: { table: 'reservations', id: entityId },
  entities: [{ table: 'reservations', id: entityId }],
  entityIds: [entityId],
  createdAt: '2026-11-24T10:00:00.000Z',
  attempts: 0,
  state,
  error: null,
})

describe('the board’s live query', () => {
  it('reads the board’s statuses, and keeps a declined one while its action waits or was refused', async () => {
    await db.reservations.bulkPut([
      reservation({ _id: 'pending' }),
      reservation({ _id: 'canceled', status: 'Canceled' }),
      reservation({ _id: 'waiting', status: 'Declined' }),
      reservation({ _id: 'refused', status: 'Noshow' }),
      reservation({ _id: 'history', status: 'Finished' }),
      reservation({ _id: 'others', status: 'Declined' }),
    ])
    await db.outbox.bulkPut([
      outboxRow('a', 1, 'waiting', 'pending'),
      outboxRow('b', 2, 'refused', 'failed'),
      // Another account's queued action does not hold a row on this board.
      outboxRow('c', 3, 'others', 'pending', 'someone else'),
    ])
    const data = await boardData('me')
    expect(data.reservations.map((r) => r._id).sort()).toEqual([
      'canceled',
      'pending',
      'refused',
      'waiting',
    ])
    expect([...data.marks.waiting]).toEqual(['waiting'])
    expect([...data.marks.refused.keys()]).toEqual(['refused'])
  })
})
