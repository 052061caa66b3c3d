import { describe, expect, it } from 'vitest'
import type { SpaAppointment } from '../../../sync/protocol/index.ts'
import { spaColumn, spaColumnOf } from './spa-board.ts'

const appointment = (
  _id: string,
  status: SpaAppointment['status'],
  time: string,
  service_id = 'spa',
) => ({ _id, status, time, service_id, name: _id }) as unknown as SpaAppointment

describe('spa appointments on the reservations board', () => {
  it('pending, accepted and arrived go to the three columns; the rest nowhere', () => {
    expect(spaColumnOf('Pending')).toBe('pending')
    expect(spaColumnOf('Accepted')).toBe('accepted')
    expect(spaColumnOf('Active')).toBe('active')
    for (const status of ['Declined', 'Finished', 'Room', 'Paid', 'Noshow'] as const)
      expect(spaColumnOf(status)).toBeNull()
  })

  it('lists a column soonest first, of the spas the session reads and the filter chose', () => {
    const rows = [
      appointment('late', 'Pending', '2026-11-28T15:00:00.000Z'),
      appointment('early', 'Pending', '2026-11-28T09:00:00.000Z'),
      appointment('done', 'Finished', '2026-11-28T08:00:00.000Z'),
      appointment('other', 'Pending', '2026-11-28T10:00:00.000Z', 'wellness'),
    ]
    const ids = (filter: string, spas = ['spa']) =>
      spaColumn(rows, 'pending', new Set(spas), filter).map((a) => a._id)
    expect(ids('all')).toEqual(['early', 'late'])
    expect(ids('all', ['spa', 'wellness'])).toEqual(['early', 'other', 'late'])
    expect(ids('wellness', ['spa', 'wellness'])).toEqual(['other'])
    expect(ids('rest')).toEqual([])
  })
})
