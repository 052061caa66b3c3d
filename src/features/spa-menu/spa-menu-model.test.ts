import { describe, expect, it } from 'vitest'
import type { SpaRoom, SpaTreatment } from '../../../sync/protocol/index.ts'
import { roomsOf, searchMenu, upcomingByTreatment } from './spa-menu-model.ts'

const room = (id: string, en: string, srb?: string): SpaRoom => ({
  _id: id,
  business_id: 'b',
  service_id: 'spa',
  name: srb ? { en, srb } : { en },
  max_persons: 1,
  cleaning_break: 0,
  version: 1,
})
const treatment = (id: string, roomId: string, en: string): SpaTreatment => ({
  _id: id,
  business_id: 'b',
  service_id: 'spa',
  room_id: roomId,
  name: { en },
  description: { en: '' },
  length: 60,
  price: 10,
  cleaning_break: 0,
  therapist_break: 0,
  max_persons: 1,
  modifiers: [],
  therapist_driven: null,
  version: 1,
})

const rooms = [room('r2', 'Sauna'), room('r1', 'Massage room', 'Soba za masažu')]
const treatments = [
  treatment('t1', 'r1', 'Deep tissue massage'),
  treatment('t2', 'r1', 'Classic massage'),
  treatment('t3', 'r2', 'Finnish sauna'),
]

describe('the treatments screen’s lists', () => {
  it('rooms and treatments by name in the staff language', () => {
    expect(roomsOf('spa', rooms, 'en').map((r) => r._id)).toEqual(['r1', 'r2'])
    expect(roomsOf('spa', rooms, 'srb').map((r) => r._id)).toEqual(['r2', 'r1'])
    const all = searchMenu(rooms, treatments, '', 'en')
    expect(all.treatmentsOf('r1').map((t) => t._id)).toEqual(['t2', 't1'])
  })

  it('search by treatment name keeps only the rooms holding a match', () => {
    const found = searchMenu(rooms, treatments, 'CLASSIC', 'en')
    expect(found.rooms.map((r) => r._id)).toEqual(['r1'])
    expect(found.treatmentsOf('r1').map((t) => t._id)).toEqual(['t2'])
    expect(searchMenu(rooms, treatments, 'nothing', 'en').rooms).toEqual([])
    // a room named so shows all of its treatments
    expect(searchMenu(rooms, treatments, 'sauna', 'en').treatmentsOf('r2')).toHaveLength(1)
  })

  it('appointments to come: live ones not over yet, per treatment', () => {
    const now = Date.parse('2026-11-24T10:00:00Z')
    const a = (
      id: string,
      status: 'Pending' | 'Accepted' | 'Declined' | 'Active',
      time: string,
    ) => ({
      spa_service_id: id,
      status,
      time,
      length: 60,
    })
    const counts = upcomingByTreatment(
      [
        a('t1', 'Pending', '2026-11-25T09:00:00Z'),
        a('t1', 'Declined', '2026-11-25T09:00:00Z'),
        a('t2', 'Active', '2026-11-24T09:30:00Z'),
        a('t3', 'Accepted', '2026-11-24T08:00:00Z'),
      ],
      now,
    )
    expect(Object.fromEntries(counts)).toEqual({ t1: 1, t2: 1 })
  })
})
