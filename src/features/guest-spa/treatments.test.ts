import { describe, expect, it } from 'vitest'
import type { SpaRoom, SpaTreatment } from '../../../sync/protocol/spa.ts'
import { personOptions } from './persons.ts'
import { matchesSearch, treatmentGroups } from './treatments.ts'

const tx = (en: string, srb = en) => ({ en, srb, cro: srb })
const room = (id: string, name: string, max: number) =>
  ({ _id: id, service_id: 'spa', name: tx(name), max_persons: max, cleaning_break: 0 }) as SpaRoom
const treatment = (id: string, roomId: string, en: string, srb: string, max = 1) =>
  ({
    _id: id,
    service_id: 'spa',
    room_id: roomId,
    name: tx(en, srb),
    description: tx(''),
    max_persons: max,
  }) as SpaTreatment

const rooms = [room('m', 'Massage room', 1), room('c', 'Couples suite', 2)]
const list = [
  treatment('deep', 'm', 'Deep tissue massage', 'Duboka masaža tkiva'),
  treatment('classic', 'm', 'Classic massage', 'Klasična masaža'),
  treatment('couples', 'c', 'Couples massage', 'Masaža za parove', 4),
  { ...treatment('other', 'm', 'Other spa', 'Drugi'), service_id: 'spa2' },
]

describe('the treatments a spa page lists', () => {
  it("groups the spa's own by room, both in name order", () => {
    const groups = treatmentGroups(list, rooms, 'spa', '', 'en')
    expect(groups.map((g) => g.name)).toEqual(['Couples suite', 'Massage room'])
    expect(groups[1]!.treatments.map((t) => t._id)).toEqual(['classic', 'deep'])
  })
  it('searches the name in the guest language or English, ignoring case and accents', () => {
    expect(matchesSearch(list[1]!, 'klasicna', 'srb')).toBe(true)
    expect(matchesSearch(list[1]!, 'CLASSIC', 'srb')).toBe(true)
    expect(matchesSearch(list[1]!, 'stone', 'en')).toBe(false)
    const found = treatmentGroups(list, rooms, 'spa', 'parove', 'srb')
    expect(found.flatMap((g) => g.treatments.map((t) => t._id))).toEqual(['couples'])
    expect(treatmentGroups(list, rooms, 'spa', 'zzz', 'en')).toEqual([])
  })
  it("offers 1 to the treatment's and its room's limit of persons", () => {
    expect(personOptions(list[2]!, rooms)).toEqual([1, 2])
    expect(personOptions(list[0]!, rooms)).toEqual([1])
    expect(personOptions(list[2]!, [])).toEqual([1, 2, 3, 4])
  })
})
