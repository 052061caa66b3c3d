import { describe, expect, it } from 'vitest'
import {
  addDays,
  checkBooking,
  checkCheckIn,
  checkExtend,
  checkRoom,
  checkTicket,
  localDay,
  newBookingDraft,
  newCheckInDraft,
} from './drafts.ts'

const today = '2026-11-23'

describe('days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
  it('reads the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})

describe('check-in', () => {
  it('proposes tomorrow as checkout and passes with a trimmed name', () => {
    const draft = { ...newCheckInDraft(today, 'srb'), guestName: '  Ana Petrović ' }
    expect(checkCheckIn(draft, today)).toEqual({
      ok: true,
      fields: { checkout: '2026-11-24', lang: 'srb', guest_name: 'Ana Petrović' },
    })
  })
  it('requires the checkout date (spec section 5) and refuses a past one', () => {
    expect(checkCheckIn({ checkout: '', lang: 'en', guestName: '' }, today)).toEqual({
      ok: false,
      problems: { checkout: 'required' },
    })
    expect(checkCheckIn({ checkout: '2026-11-22', lang: 'en', guestName: '' }, today)).toEqual({
      ok: false,
      problems: { checkout: 'past' },
    })
    // A day use: leaving today is fine; no name is null.
    expect(checkCheckIn({ checkout: today, lang: 'cro', guestName: ' ' }, today)).toEqual({
      ok: true,
      fields: { checkout: today, lang: 'cro', guest_name: null },
    })
  })
})

describe('add stay', () => {
  it('needs both days, checkout not before arrival, arrival not in the past', () => {
    expect(checkBooking(newBookingDraft(today), today).ok).toBe(true)
    const bad = {
      arrival: '2026-11-30',
      checkout: '2026-11-29',
      lang: 'en' as const,
      guestName: '',
    }
    expect(checkBooking(bad, today)).toEqual({ ok: false, problems: { checkout: 'beforeArrival' } })
    expect(checkBooking({ ...bad, arrival: '2026-11-01', checkout: '' }, today)).toEqual({
      ok: false,
      problems: { arrival: 'past', checkout: 'required' },
    })
  })
})

describe('extend stay', () => {
  it('requires the new checkout date, not before the stay starts', () => {
    expect(checkExtend('', '2026-11-20')).toEqual({ ok: false, problems: { checkout: 'required' } })
    expect(checkExtend('2026-11-19', '2026-11-20')).toEqual({
      ok: false,
      problems: { checkout: 'beforeStart' },
    })
    expect(checkExtend('2026-11-28', '2026-11-20')).toEqual({
      ok: true,
      fields: { checkout: '2026-11-28' },
    })
  })
})

describe('room form', () => {
  it('requires a name, unique among the other rooms whatever the letter case', () => {
    expect(checkRoom({ name: ' ', type: '' }, [])).toEqual({
      ok: false,
      problems: { name: 'required' },
    })
    expect(checkRoom({ name: 'suite a', type: '' }, ['Suite A'])).toEqual({
      ok: false,
      problems: { name: 'duplicate' },
    })
    expect(checkRoom({ name: ' 305 ', type: ' Double ' }, ['304'])).toEqual({
      ok: true,
      fields: { name: '305', type: 'Double' },
    })
    expect(checkRoom({ name: 'x'.repeat(51), type: '' }, []).ok).toBe(false)
  })
})

describe('ticket', () => {
  it('needs a description; tasks are the non-blank lines', () => {
    expect(checkTicket({ description: '', tasks: '', outOfService: true })).toEqual({
      ok: false,
      problems: { description: 'required' },
    })
    expect(
      checkTicket({
        description: ' Leak ',
        tasks: 'Call plumber\n\n  Dry floor ',
        outOfService: true,
      }),
    ).toEqual({
      ok: true,
      fields: { description: 'Leak', tasks: ['Call plumber', 'Dry floor'], out_of_service: true },
    })
  })
})
