import { describe, expect, it } from 'vitest'
import {
  CURRENCY_NOT_SELECTED,
  DEFAULT_HOURS,
  EMAIL_EMPTY_WHILE_REQUEST,
  checkServiceSave,
  closedRangeChoices,
  currencyCode,
  editableServices,
  parseClock,
  publicLink,
  serviceOptionsPatch,
  shiftProblem,
  visibleServiceFields,
  weekHoursOrDefault,
  wholeAmount,
} from './settings.ts'

const visible = (type: string, options = {}) => [...visibleServiceFields(type, options)].sort()

describe('which options a service shows (spec 001 §2)', () => {
  it('spa: break toggle, bookable, therapist-driven; break hours only with the break on', () => {
    expect(visible('spa')).toEqual(
      [
        'name',
        'description',
        'shifts',
        'workingHours',
        'emailReqeustEnabled',
        'breakSet',
        'isBookable',
        'therapiestDriven',
      ].sort(),
    )
    expect(visibleServiceFields('spa', { breakSet: true }).has('breakHours')).toBe(true)
  })

  it('restaurant and pool: reservations, positional, open to public; its link, cost and closed range when public; served at arrival with reservations', () => {
    for (const type of ['restaurant', 'pool']) {
      const closed = visibleServiceFields(type, {})
      expect(
        closed.has('reservations') && closed.has('positional') && closed.has('openToPublic'),
      ).toBe(true)
      expect(
        closed.has('publicLink') || closed.has('closedBetween') || closed.has('servedAtArrival'),
      ).toBe(false)
      const open = visibleServiceFields(type, { openToPublic: true, reservations: true })
      for (const f of [
        'publicLink',
        'reservationPublicCost',
        'closedBetween',
        'servedAtArrival',
      ] as const)
        expect(open.has(f), `${type} ${f}`).toBe(true)
    }
    expect(visibleServiceFields('pool', {}).has('ordering')).toBe(false)
  })

  it('restaurant and room service: ordering and, when on, instant finish; room service its operating price', () => {
    expect(visibleServiceFields('roomservice', {}).has('instantFinishOrder')).toBe(false)
    const on = visibleServiceFields('roomservice', { ordering: true })
    expect(on.has('ordering') && on.has('instantFinishOrder') && on.has('operatingPrice')).toBe(
      true,
    )
    expect(visibleServiceFields('restaurant', {}).has('operatingPrice')).toBe(false)
  })

  it('the e-mail request is hidden for reception, kitchen, event planning, info and chat', () => {
    for (const type of ['reception', 'kitchen', 'eventplanning', 'info', 'chat'])
      expect(visibleServiceFields(type, {}).has('emailReqeustEnabled'), type).toBe(false)
    for (const type of ['restaurant', 'pool', 'spa', 'roomservice', 'amenities'])
      expect(visibleServiceFields(type, {}).has('emailReqeustEnabled'), type).toBe(true)
  })

  it('chat: its four options, and no name, description, shifts or working hours', () => {
    expect(visible('chat')).toEqual(
      [
        'active',
        'employeeChatroomEnabled',
        'guestBotChatroomEnabled',
        'selectedEmployeeGuestChatroom',
      ].sort(),
    )
    expect(visible('eventplanning')).toContain('currency')
  })

  it('a service named Manage is not listed', () => {
    const list = [
      { name: 'Restaurant', type: 'restaurant' },
      { name: 'Manage', type: 'reception' },
      { name: 'Office', type: 'manage' },
    ]
    expect(editableServices(list).map((s) => s.name)).toEqual(['Restaurant'])
  })
})

describe('saving a service (spec 001 §5)', () => {
  it('e-mail requests on with a blank e-mail stop the save', () => {
    const check = checkServiceSave({
      type: 'restaurant',
      email: '  ',
      options: { emailReqeustEnabled: true },
    })
    expect(check.errors).toEqual([{ field: 'email', code: EMAIL_EMPTY_WHILE_REQUEST }])
    expect(
      checkServiceSave({
        type: 'restaurant',
        email: 'a@b.rs',
        options: { emailReqeustEnabled: true },
      }).errors,
    ).toEqual([])
    expect(checkServiceSave({ type: 'restaurant', email: '', options: {} }).errors).toEqual([])
  })

  it('event planning without a currency warns and saves', () => {
    const check = checkServiceSave({ type: 'eventplanning', email: '', options: { currency: '' } })
    expect(check).toEqual({ errors: [], warnings: [CURRENCY_NOT_SELECTED] })
    expect(
      checkServiceSave({ type: 'eventplanning', email: '', options: { currency: 'EUR' } }).warnings,
    ).toEqual([])
  })

  it('prices are whole numbers: a decimal is cut, text is none', () => {
    expect(wholeAmount('12')).toBe(12)
    expect(wholeAmount('12.7')).toBe(12)
    expect(wholeAmount('3,5')).toBe(3)
    expect(wholeAmount('')).toBe(0)
    expect(wholeAmount('abc')).toBeNull()
    expect(wholeAmount('-3')).toBeNull()
  })

  it('the flat body becomes options: infoType, the chat names, the closed range', () => {
    expect(
      serviceOptionsPatch({
        service_id: 's',
        infoType: 'text',
        isChatActivated: false,
        selectedEmployeeGuestChat: 'e1',
        closedBetweenStart: '2026-12-01',
        closedBetweenEnd: '2026-12-03',
        openToPublic: true,
      }),
    ).toEqual({
      patch: {
        type: 'text',
        active: false,
        selectedEmployeeGuestChatroom: 'e1',
        closedBetween: { start: '2026-12-01', end: '2026-12-03' },
        openToPublic: true,
      },
      problem: null,
    })
    expect(
      serviceOptionsPatch({ service_id: 's', closedBetweenStart: null, closedBetweenEnd: null })
        .patch,
    ).toEqual({
      closedBetween: null,
    })
    expect(
      serviceOptionsPatch({
        service_id: 's',
        closedBetweenStart: '2026-12-03',
        closedBetweenEnd: '2026-12-01',
      }).problem?.field,
    ).toBe('closedBetweenEnd')
  })
})

describe('hours, shifts, days, currencies', () => {
  it('a day without working hours shows 00:00 to 00:15 (spec §9)', () => {
    const week = weekHoursOrDefault({ tue: { start: { h: 12, m: 0 }, end: { h: 22, m: 0 } } })
    expect(week.tue).toEqual({ start: { h: 12, m: 0 }, end: { h: 22, m: 0 } })
    expect(week.mon).toEqual(DEFAULT_HOURS)
    expect(DEFAULT_HOURS).toEqual({ start: { h: 0, m: 0 }, end: { h: 0, m: 15 } })
    expect(Object.keys(weekHoursOrDefault(null))).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
      'sat',
      'sun',
    ])
  })

  it('clock times and shifts are HH:MM', () => {
    expect(parseClock('07:30')).toEqual({ h: 7, m: 30 })
    expect(parseClock('24:00')).toEqual({ h: 24, m: 0 })
    expect(parseClock('24:15')).toBeNull()
    expect(parseClock('7h')).toBeNull()
    expect(shiftProblem('07:00', '15:00')).toBeNull()
    expect(shiftProblem('22:00', '06:00')).toBeNull() // overnight
    expect(shiftProblem('7:00', '15:00')).toBe('start_time')
    expect(shiftProblem('07:00', '07:00')).toBe('end_time')
  })

  it('a closed range is chosen from the next 30 days', () => {
    const days = closedRangeChoices('2026-12-30')
    expect(days).toHaveLength(30)
    expect(days[0]).toBe('2026-12-30')
    expect(days[2]).toBe('2027-01-01')
    expect(days.at(-1)).toBe('2027-01-28')
  })

  it('the five currencies, stored as a code or a symbol', () => {
    expect(currencyCode('€')).toBe('EUR')
    expect(currencyCode('EUR')).toBe('EUR')
    expect(currencyCode('₹')).toBe('INR')
    expect(currencyCode('')).toBe('')
    expect(currencyCode('BTC')).toBe('')
  })

  it('the public link of a service open to the public', () => {
    expect(publicLink('https://h.rs', 'b1', { name: 'Pool bar', type: 'pool' })).toBe(
      'https://h.rs/app/public/reservation/b1/Pool%20bar',
    )
    expect(publicLink('https://h.rs', 'b1', { name: 'Spa', type: 'spa' })).toBe(
      'https://h.rs/app/public/spa/b1/Spa',
    )
  })
})
