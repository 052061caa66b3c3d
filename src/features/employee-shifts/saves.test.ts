import { describe, expect, it } from 'vitest'
import type { OutboxRow } from '../../../sync/index.ts'
import { dayKey, settledDays, waitingDays, weekSavesOf } from './saves.ts'

const row = (id: string, over: Partial<OutboxRow> & { service?: string }): OutboxRow => ({
  id,
  seq: 1,
  accountId: 'me',
  type: 'shift.saveWeek',
  payload: {
    business_id: 'b',
    service_id: over.service ?? 'spa',
    target_employee_id: 'sara',
    week_start: '2026-11-30',
    days: [
      { date: '2026-11-30', shift_id: 'm', _id: 'x' },
      { date: '2026-12-01', shift_id: null, _id: 'y' },
    ],
  },
  entity: { table: 'employeeShifts', id: 'x' },
  entities: [],
  entityIds: [],
  createdAt: '',
  attempts: 0,
  state: 'pending',
  error: null,
  ...over,
})

describe('the shift week saves the outbox holds', () => {
  it('are this account’s saves of this service', () => {
    const rows = [
      row('a', {}),
      row('b', { accountId: 'other' }),
      row('c', { service: 'pool' }),
      row('d', { type: 'order.accept', payload: { order_id: 'o' } }),
    ]
    expect(weekSavesOf(rows, 'spa', 'me').map((s) => s.id)).toEqual(['a'])
  })

  it('mark the days still waiting, not those of a refused save', () => {
    const saves = weekSavesOf([row('a', {}), row('b', { state: 'failed' })], 'spa', 'me')
    expect([...waitingDays(saves)]).toEqual([
      dayKey('sara', '2026-11-30'),
      dayKey('sara', '2026-12-01'),
    ])
    expect(waitingDays(weekSavesOf([row('b', { state: 'failed' })], 'spa', 'me')).size).toBe(0)
  })

  it('leave out of a landed save the days a later save still changes', () => {
    const [landed] = weekSavesOf([row('a', {})], 'spa', 'me')
    const waiting = new Set([dayKey('sara', '2026-12-01')])
    expect(settledDays(landed!.payload, waiting).map((d) => d.date)).toEqual(['2026-11-30'])
    expect(settledDays(landed!.payload, new Set())).toHaveLength(2)
  })
})
