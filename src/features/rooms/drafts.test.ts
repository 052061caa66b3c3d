import { describe, expect, it } from 'vitest'
import {
  addDays,
  checkBooking,
  checkCheckIn,
  checkExtend,
  checkRoom,
  checkRoomLinks,
  followRoomLinks,
  checkTicket,
  newBookingDraft,
  newCheckInDraft,
  roomLinksDraft,
} from './drafts.ts'

const today = '2026-11-23'

describe('days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
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

describe('room service links', () => {
  const current = [
    { service_id: 'spa', url: 'https://spa.example/101' },
    { service_id: 'pool', url: 'http://pool.example' },
  ]
  it('starts from the room’s links and sends only what changed, emptied ones as removals', () => {
    const draft = roomLinksDraft(current)
    expect(draft).toEqual({ spa: 'https://spa.example/101', pool: 'http://pool.example' })
    expect(checkRoomLinks(draft, current)).toEqual({ ok: true, changes: [] })
    expect(
      checkRoomLinks({ ...draft, spa: ' https://spa.example/102 ', pool: '  ', info: '' }, current),
    ).toEqual({
      ok: true,
      changes: [
        { service_id: 'spa', url: 'https://spa.example/102' },
        { service_id: 'pool', url: null },
      ],
    })
    expect(checkRoomLinks({ info: 'HTTPS://info.example/a b' }, [])).toEqual({
      ok: false,
      problems: { info: 'link' },
    })
  })
  it('a link starts with http:// or https:// (spec section 5) and is at most 2000 characters', () => {
    expect(checkRoomLinks({ spa: 'spa.example', pool: 'ftp://x.example' }, [])).toEqual({
      ok: false,
      problems: { spa: 'link', pool: 'link' },
    })
    expect(checkRoomLinks({ spa: `https://${'a'.repeat(2000)}` }, [])).toEqual({
      ok: false,
      problems: { spa: 'tooLong' },
    })
    expect(checkRoomLinks({ info: 'https://info.example/welcome' }, [])).toEqual({
      ok: true,
      changes: [{ service_id: 'info', url: 'https://info.example/welcome' }],
    })
  })
})

describe('followRoomLinks', () => {
  const spa = 'https://spa.example/105'
  const info = 'https://hotel.example/annex'
  it('an untouched field follows the room: a link added, changed or removed while the form is open', () => {
    expect(followRoomLinks({ s: spa }, { s: spa }, { s: spa, i: info })).toEqual({
      s: spa,
      i: info,
    })
    expect(followRoomLinks({ s: spa, i: info }, { s: spa, i: info }, { s: spa })).toEqual({
      s: spa,
    })
    expect(followRoomLinks({ i: info }, { i: info }, { i: 'https://new.example' })).toEqual({
      i: 'https://new.example',
    })
  })
  it('what the user typed stays, also an emptied field', () => {
    expect(followRoomLinks({ s: 'https://mine' }, { s: spa }, { s: 'https://theirs' })).toEqual({
      s: 'https://mine',
    })
    expect(followRoomLinks({ s: spa, i: '' }, { s: spa, i: info }, { s: spa, i: info })).toEqual({
      s: spa,
      i: '',
    })
    expect(followRoomLinks({ p: 'https://pool' }, {}, { p: 'https://theirs' })).toEqual({
      p: 'https://pool',
    })
  })
  it('a field left empty counts as untouched against a room without that link', () => {
    expect(followRoomLinks({ i: '' }, {}, { i: info })).toEqual({ i: info })
  })
})
