import { describe, expect, it } from 'vitest'
import {
  checkSpaSlot,
  freeTherapists,
  roomHoldMinutes,
  shiftSpan,
  spaFreeSlots,
  therapistHoldMinutes,
  treatmentStarts,
  type SpaBusy,
  type SpaDay,
  type SpaRoomRules,
  type SpaServiceRules,
  type SpaTreatmentRules,
} from './spa-slots.ts'

const DAY = '2030-06-03' // a Monday
const at = (clock: string) => Date.parse(`${DAY}T${clock}:00.000Z`)
const NIGHT_BEFORE = at('00:00') - 1

const service = (options: SpaServiceRules['options'] = {}): SpaServiceRules => ({
  workingHours: { mon: { start: { h: 9, m: 0 }, end: { h: 13, m: 0 } } },
  options: { therapiestDriven: true, ...options },
})
const room: SpaRoomRules = { _id: 'r1', max_persons: 2, cleaning_break: 15 }
const massage: SpaTreatmentRules = {
  _id: 'm',
  room_id: 'r1',
  length: 60,
  cleaning_break: 0,
  therapist_break: 15,
  max_persons: 2,
  therapist_driven: null,
}
const shift = (therapist_id: string, from = '09:00', to = '13:00') => {
  const [start, end] = shiftSpan(DAY, from, to, 'UTC')
  return { therapist_id, start, end }
}
const busy = (over: Partial<SpaBusy>): SpaBusy => ({
  _id: 'b1',
  time: at('09:00'),
  room_id: 'r1',
  therapist_id: 'anna',
  persons: 1,
  room_hold: roomHoldMinutes(massage, room),
  therapist_hold: therapistHoldMinutes(massage),
  therapist_driven: true,
  ...over,
})
const day = (over: Partial<SpaDay> = {}): SpaDay => ({
  zone: 'UTC',
  service: service(),
  treatment: massage,
  room,
  shifts: [shift('anna')],
  busy: [],
  ...over,
})
const clocks = (slots: { at: string; available: boolean }[]) =>
  slots.filter((s) => s.available).map((s) => s.at.slice(11, 16))

describe('spa free slots', () => {
  it('holds the room for the length plus the cleaning break and the therapist plus their break', () => {
    expect(roomHoldMinutes(massage, room)).toBe(75)
    expect(roomHoldMinutes({ ...massage, cleaning_break: 20 }, room)).toBe(90)
    expect(therapistHoldMinutes({ ...massage, length: 50, therapist_break: 0 })).toBe(60)
  })

  it('offers quarter hours inside the working hours whose treatment ends by closing', () => {
    const starts = treatmentStarts(service(), 60, DAY, NIGHT_BEFORE, 'UTC')
    expect(starts[0]).toBe(at('09:00'))
    expect(starts.at(-1)).toBe(at('12:00'))
    expect(starts).toHaveLength(13)
    // a closed day (no hours on Tuesday) has none; today starts after now
    expect(treatmentStarts(service(), 60, '2030-06-04', 0, 'UTC')).toEqual([])
    expect(treatmentStarts(service(), 60, DAY, at('10:05'), 'UTC')[0]).toBe(at('10:15'))
  })

  it('keeps treatments clear of the break hours', () => {
    const withBreak = service({
      breakSet: true,
      breakHours: { start: { h: 11, m: 0 }, end: { h: 11, m: 30 } },
    })
    const starts = treatmentStarts(withBreak, 60, DAY, NIGHT_BEFORE, 'UTC').map((s) =>
      new Date(s).toISOString().slice(11, 16),
    )
    expect(starts).toContain('10:00')
    expect(starts).not.toContain('10:15')
    expect(starts).not.toContain('11:15')
    expect(starts).toContain('11:30')
    // breakSet off: the hours are ignored
    expect(
      treatmentStarts(
        service({ breakHours: { start: { h: 11, m: 0 }, end: { h: 12, m: 0 } } }),
        60,
        DAY,
        0,
        'UTC',
      ),
    ).toEqual(treatmentStarts(service(), 60, DAY, 0, 'UTC'))
  })

  it('a therapist-driven treatment needs a therapist on shift for the whole treatment', () => {
    expect(clocks(spaFreeSlots(day({ shifts: [] }), DAY, 1, NIGHT_BEFORE))).toEqual([])
    const late = day({ shifts: [shift('anna', '11:00', '13:00')] })
    expect(clocks(spaFreeSlots(late, DAY, 1, NIGHT_BEFORE))).toEqual([
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
    ])
    // not therapist-driven: the room alone decides
    const sauna = day({ shifts: [], treatment: { ...massage, therapist_driven: false } })
    expect(clocks(spaFreeSlots(sauna, DAY, 1, NIGHT_BEFORE))).toHaveLength(13)
    // the service's option decides when the treatment says nothing
    const off = day({ shifts: [], service: service({ therapiestDriven: false }) })
    expect(clocks(spaFreeSlots(off, DAY, 1, NIGHT_BEFORE))).toHaveLength(13)
  })

  it('a busy therapist is free again after the treatment and their break: adjacent slots stand', () => {
    const spa = day({ busy: [busy({ room_id: 'other' })] })
    const free = clocks(spaFreeSlots(spa, DAY, 1, NIGHT_BEFORE))
    // 09:00 + 60 min + 15 min break: free from 10:15
    expect(free[0]).toBe('10:15')
    expect(free).not.toContain('10:00')
    const two = day({ shifts: [shift('anna'), shift('ben')], busy: [busy({ room_id: 'other' })] })
    const first = spaFreeSlots(two, DAY, 1, NIGHT_BEFORE)[0]!
    expect(first).toMatchObject({ available: true, therapists: ['ben'] })
  })

  it('a room takes parties up to its maximum persons, counting its cleaning break', () => {
    const sauna = { ...massage, therapist_driven: false }
    const one = day({
      treatment: sauna,
      busy: [busy({ persons: 1, therapist_id: null, therapist_driven: false })],
    })
    expect(checkSpaSlot(one, at('09:00'), 1, null).refusal).toBeNull()
    expect(checkSpaSlot(one, at('09:00'), 2, null).refusal).toMatchObject({ field: 'room_id' })
    // the room is cleaned until 10:15: a party of two fits from then
    expect(checkSpaSlot(one, at('10:00'), 2, null).refusal).toMatchObject({ field: 'room_id' })
    expect(checkSpaSlot(one, at('10:15'), 2, null).refusal).toBeNull()
    // never more than the treatment's or the room's maximum
    expect(checkSpaSlot(day({ treatment: sauna }), at('09:00'), 3, null).refusal).toMatchObject({
      field: 'persons',
    })
  })

  it('appointments still waiting for a therapist use up the free therapists', () => {
    const waiting = busy({ therapist_id: null, room_id: 'other' })
    const spa = day({ shifts: [shift('anna'), shift('ben')], busy: [waiting] })
    expect(checkSpaSlot(spa, at('09:00'), 1, null).refusal).toBeNull()
    const full = day({ shifts: [shift('anna')], busy: [waiting] })
    expect(checkSpaSlot(full, at('09:00'), 1, null).refusal).toMatchObject({ field: 'time' })
    // the waiting one itself, when it is accepted with anna, is left out
    expect(checkSpaSlot(full, at('09:00'), 1, 'anna', 'b1').refusal).toBeNull()
  })

  it('a chosen therapist must be free; moving an appointment leaves its own hold out', () => {
    const spa = day({ shifts: [shift('anna'), shift('ben')], busy: [busy({ room_id: 'other' })] })
    expect(checkSpaSlot(spa, at('09:30'), 1, 'anna').refusal).toMatchObject({
      field: 'Therapist',
    })
    expect(checkSpaSlot(spa, at('09:30'), 1, 'ben').refusal).toBeNull()
    expect(checkSpaSlot(spa, at('09:30'), 1, 'anna', 'b1').refusal).toBeNull()
    expect(freeTherapists(spa.shifts, spa.busy, at('10:15'), 60, 75)).toEqual(['anna', 'ben'])
  })

  it('a shift that ends after midnight runs into the next day', () => {
    const [start, end] = shiftSpan(DAY, '22:00', '02:00', 'UTC')
    expect(end - start).toBe(4 * 3_600_000)
  })
})
