import { describe, expect, it } from 'vitest'
import {
  createPayload,
  deviceFreeSlots,
  formProblems,
  hotelInstant,
  dayField,
  clockField,
  needsTherapist,
  onQuarterHour,
  therapistsFreeFor,
  type NewAppointmentForm,
} from './spa-booking.ts'
import { DAY, appointment, shift, spaData, utc } from './test-rows.ts'

const BEFORE = Date.parse(`${DAY}T00:00:00.000Z`)
const classic = spaData().treatments[0]!
const sauna = spaData().treatments[1]!

const form = (over: Partial<NewAppointmentForm> = {}): NewAppointmentForm => ({
  treatmentId: 'classic',
  day: DAY,
  at: utc('09:00'),
  persons: 1,
  therapistId: 'sara',
  name: 'Novak',
  phone: '+381 641 234 567',
  email: '',
  note: '',
  ...over,
})

describe('accepting a pending appointment offers the therapists free then', () => {
  it('not one busy with another appointment, nor one off shift; the appointment itself aside', () => {
    const pending = appointment({ _id: 'pending', status: 'Pending', time: utc('09:00') })
    const busy = appointment({
      _id: 'busy',
      status: 'Accepted',
      Therapist: 'luka',
      time: utc('09:15'),
    })
    const data = spaData({ appointments: [pending, busy] })
    expect([...therapistsFreeFor(data, pending)!]).toEqual(['sara'])
    // At 13:30 the morning shift (to 14:00) cannot hold a 45-minute massage: nobody.
    const late = appointment({ _id: 'late', status: 'Pending', time: utc('13:30') })
    expect([...therapistsFreeFor(spaData({ appointments: [late] }), late)!]).toEqual([])
    // Its own therapist (chosen by the guest) does not make itself busy.
    const chosen = appointment({ _id: 'chosen', Therapist: 'sara', time: utc('10:00') })
    expect([...therapistsFreeFor(spaData({ appointments: [chosen] }), chosen)!]).toEqual([
      'luka',
      'sara',
    ])
  })

  it('a treatment this device does not know: not known (every therapist is offered)', () => {
    const other = appointment({ spa_service_id: 'gone', time: utc('09:00') })
    expect(therapistsFreeFor(spaData(), other)).toBeNull()
  })
})

describe('free slots on the device (works offline)', () => {
  it('a therapist-driven treatment: only while a therapist is on shift, each slot with who is free', () => {
    const slots = deviceFreeSlots(spaData(), classic, DAY, 1, BEFORE)
    // Morning shift 8:00-14:00, 45 minutes: the last start is 13:15.
    expect(slots[0]).toMatchObject({ at: utc('08:00'), therapists: ['luka', 'sara'] })
    expect(slots.at(-1)?.at).toBe(utc('13:15'))
  })

  it('an appointment the device holds takes its room and its therapist', () => {
    const data = spaData({
      appointments: [appointment({ Therapist: 'sara', status: 'Accepted', time: utc('09:00') })],
    })
    const slots = deviceFreeSlots(data, classic, DAY, 1, BEFORE)
    // The one massage room is held 9:00-10:00 (45 minutes and 15 of cleaning).
    const at = slots.map((s) => s.at)
    expect(at).not.toContain(utc('09:00'))
    expect(at).not.toContain(utc('08:30'))
    expect(at).toContain(utc('10:00'))
    // A declined one holds nothing.
    const declined = spaData({ appointments: [appointment({ status: 'Declined' })] })
    expect(deviceFreeSlots(declined, classic, DAY, 1, BEFORE).map((s) => s.at)).toContain(
      utc('09:00'),
    )
  })

  it('no therapist on shift: no slot for a massage, the sauna (no therapist) is still free', () => {
    const data = spaData({ shifts: [shift('sara', { date: '2026-11-26' })] })
    expect(deviceFreeSlots(data, classic, DAY, 1, BEFORE)).toEqual([])
    expect(needsTherapist(data, sauna)).toBe(false)
    const saunaSlots = deviceFreeSlots(data, sauna, DAY, 4, BEFORE)
    expect(saunaSlots[0]).toMatchObject({ at: utc('08:00'), therapists: [] })
    expect(saunaSlots.at(-1)?.at).toBe(utc('19:00'))
  })

  it('a shift of someone who is not a therapist of the spa does not count', () => {
    const data = spaData({ therapistIds: new Set(['luka']), shifts: [shift('sara')] })
    expect(deviceFreeSlots(data, classic, DAY, 1, BEFORE)).toEqual([])
  })
})

describe('the new appointment form (every field required)', () => {
  it('a full form has no problems and becomes the outbox create with what the device shows', () => {
    const data = spaData()
    expect(formProblems(form(), data)).toEqual({})
    const payload = createPayload(form({ email: ' a@b.rs ', note: ' ' }), data, 'b', 'id-1')
    expect(payload).toEqual({
      _id: 'id-1',
      business_id: 'b',
      spa_service_id: 'classic',
      time: utc('09:00'),
      persons: 1,
      name: 'Novak',
      phone_number: '+381 641 234 567',
      email: 'a@b.rs',
      Therapist: 'sara',
      shown: {
        service_id: 'spa',
        room_id: 'room-massage',
        length: 45,
        price: 50,
        room_hold: 60,
        therapist_hold: 60,
      },
    })
  })

  it('names each missing or wrong field', () => {
    const data = spaData()
    expect(
      formProblems(
        form({ treatmentId: '', day: '', at: '', persons: 0, name: ' ', phone: '' }),
        data,
      ),
    ).toEqual({
      treatment: 'required',
      day: 'required',
      at: 'required',
      persons: 'required',
      name: 'required',
      phone: 'required',
    })
    expect(formProblems(form({ therapistId: '' }), data)).toEqual({ therapist: 'required' })
    expect(formProblems(form({ phone: '12', email: 'not-mail' }), data)).toEqual({
      phone: 'invalid',
      email: 'invalid',
    })
    expect(formProblems(form({ persons: 2 }), data)).toEqual({ persons: 'tooMany' })
  })

  it('a treatment without a therapist needs none', () => {
    expect(
      formProblems(form({ treatmentId: 'sauna', therapistId: '', persons: 6 }), spaData()),
    ).toEqual({})
  })
})

describe('the popup move fields', () => {
  it("the hotel's date and time, on quarter hours only", () => {
    const zone = 'Europe/Belgrade'
    const at = hotelInstant('2026-11-25', '09:30', zone)
    expect(new Date(at!).toISOString()).toBe('2026-11-25T08:30:00.000Z')
    expect(dayField(at!, zone)).toBe('2026-11-25')
    expect(clockField(at!, zone)).toBe('09:30')
    expect(onQuarterHour(at!)).toBe(true)
    expect(onQuarterHour(hotelInstant('2026-11-25', '09:10', zone)!)).toBe(false)
    expect(hotelInstant('', '09:00', zone)).toBeNull()
    expect(hotelInstant('2026-11-25', '9', zone)).toBeNull()
    expect(hotelInstant('2026-11-25', '25:00', zone)).toBeNull()
  })
})
