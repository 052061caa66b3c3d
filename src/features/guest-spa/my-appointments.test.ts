import { describe, expect, it } from 'vitest'
import type { SpaAppointment } from '../../../sync/protocol/spa.ts'
import {
  applySpaChange,
  awaitsAnswer,
  mergeAppointments,
  upcomingAppointments,
} from './my-appointments.ts'

const NOW = Date.parse('2026-12-01T12:00:00.000Z')
const appointment = (id: string, over: Partial<SpaAppointment> = {}): SpaAppointment =>
  ({
    _id: id,
    version: 1,
    stay_id: 's1',
    status: 'Pending',
    time: '2026-12-02T10:00:00.000Z',
    ...over,
  }) as SpaAppointment
const change = (row: SpaAppointment | null, id = row?._id ?? 'x') => ({
  table: 'appointments',
  id,
  version: row?.version ?? 9,
  deleted: row === null,
  row: row as Record<string, unknown> | null,
})

describe("the guest's spa appointments", () => {
  it('a newer version replaces the held one, an older one does not', () => {
    const held = mergeAppointments(new Map(), [appointment('a', { version: 3 })])
    expect(mergeAppointments(held, [appointment('a', { version: 2, status: 'Declined' })])).toBe(
      held,
    )
    const accepted = mergeAppointments(held, [appointment('a', { version: 4, status: 'Accepted' })])
    expect(accepted.get('a')?.status).toBe('Accepted')
  })
  it('spaAppointmentAccepted turns the pending one accepted; other stays are ignored; a tombstone removes', () => {
    const held = mergeAppointments(new Map(), [appointment('a')])
    const accepted = applySpaChange(
      held,
      change(appointment('a', { version: 2, status: 'Accepted' })),
      's1',
    )
    expect(accepted.get('a')?.status).toBe('Accepted')
    expect(applySpaChange(held, change(appointment('b', { stay_id: 's2' })), 's1')).toBe(held)
    expect(applySpaChange(held, { ...change(null, 'a') }, 's1').has('a')).toBe(false)
    expect(applySpaChange(held, { ...change(appointment('a')), table: 'orders' }, 's1')).toBe(held)
  })
  it("shows today's and later ones by time; only a pending one awaits an answer", () => {
    const held = mergeAppointments(new Map(), [
      appointment('later', { time: '2026-12-03T09:00:00.000Z' }),
      appointment('past', { time: '2026-11-30T09:00:00.000Z' }),
      appointment('today', { time: '2026-12-01T08:00:00.000Z' }),
    ])
    expect(upcomingAppointments(held, NOW, 'UTC').map((a) => a._id)).toEqual(['today', 'later'])
    expect(awaitsAnswer('Pending')).toBe(true)
    expect(awaitsAnswer('Accepted')).toBe(false)
  })
})
