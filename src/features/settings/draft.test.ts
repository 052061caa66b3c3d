import { describe, expect, it } from 'vitest'
import type { Business, Service } from '../../../sync/protocol/index.ts'
import {
  businessChanges,
  businessDraft,
  businessDraftValid,
  serviceChanges,
  serviceDraft,
} from './draft.ts'

const service = (patch: Partial<Service> = {}): Service => ({
  _id: 's1',
  business_id: 'b1',
  name: 'Pool bar',
  type: 'pool',
  description: '',
  email: '',
  image: null,
  options: { active: true, reservations: true, positional: true },
  workingHours: null,
  shifts: [],
  version: 3,
  ...patch,
})

describe('the settings drafts', () => {
  it('an untouched service sends nothing; a day without hours shows 00:00-00:15', () => {
    const s = service()
    const d = serviceDraft(s)
    expect(d.hours.tue).toEqual({ start: '00:00', end: '00:15' })
    expect(serviceChanges(s, d)).toEqual({ ok: true, update: null, hours: null })
  })

  it('only what changed is sent: options by their spec names, whole prices, the closed days', () => {
    const s = service()
    const d = serviceDraft(s)
    d.options = {
      ...d.options,
      openToPublic: true,
      closedBetween: { start: '2030-01-02', end: '2030-01-03' },
    }
    d.reservationPublicCost = '7.9'
    d.hours.tue = { start: '12:00', end: '14:00' }
    const out = serviceChanges(s, d)
    expect(out).toMatchObject({
      ok: true,
      update: {
        service_id: 's1',
        type: 'pool',
        openToPublic: true,
        reservationPublicCost: 7,
        closedBetweenStart: '2030-01-02',
        closedBetweenEnd: '2030-01-03',
      },
      hours: { business_id: 'b1', service_id: 's1' },
    })
    if (!out.ok) throw new Error('not ok')
    expect(Object.keys(out.update!)).not.toContain('positional')
    expect(out.hours!.hours.tue).toEqual({ start: { h: 12, m: 0 }, end: { h: 14, m: 0 } })
    expect(out.hours!.hours.mon).toEqual({ start: { h: 0, m: 0 }, end: { h: 0, m: 15 } })
  })

  it('reopening clears the range; a switched-off option is false, never null', () => {
    const s = service({
      options: { ordering: true, closedBetween: { start: '2030-01-02', end: '2030-01-03' } },
    })
    const d = serviceDraft(s)
    d.options = { ...d.options, closedBetween: null, ordering: false }
    const out = serviceChanges(s, d)
    expect(out).toMatchObject({
      ok: true,
      update: { closedBetweenStart: null, closedBetweenEnd: null, ordering: false },
    })
  })

  it('names the problem: a bad hour, a bad shift, a price that is no number', () => {
    const s = service()
    const hours = serviceDraft(s)
    hours.hours.wed = { start: '25:00', end: '10:00' }
    expect(serviceChanges(s, hours)).toEqual({ ok: false, problem: { field: 'hours', day: 'wed' } })
    const shifts = serviceDraft(s)
    shifts.shifts = [{ id: 'a', start_time: '08:00', end_time: '08:00' }]
    expect(serviceChanges(s, shifts)).toEqual({ ok: false, problem: { field: 'shifts', index: 0 } })
    const price = serviceDraft(s)
    price.reservationPublicCost = 'ten'
    expect(serviceChanges(s, price)).toEqual({
      ok: false,
      problem: { field: 'reservationPublicCost' },
    })
  })

  it('the business sends its changed fields only', () => {
    const b: Business = {
      _id: 'b1',
      business_id: 'b1',
      name: 'Aurora',
      email: 'a@b.rs',
      currency: 'EUR',
      security: null,
      integration: 'none',
      logo: null,
      languages: ['en'],
      time_zone: 'Europe/Belgrade',
      version: 1,
    }
    expect(businessChanges(b, businessDraft(b))).toBeNull()
    expect(
      businessChanges(b, { ...businessDraft(b), time_zone: 'Europe/London', currency: 'RSD' }),
    ).toEqual({
      business_id: 'b1',
      currency: 'RSD',
      time_zone: 'Europe/London',
    })
  })

  it('names per language and the VAT rate: only what changed; a bad rate stops the save', () => {
    const s = service({ names: { srb: 'Bar na bazenu' }, vat_rate: 20 })
    const d = serviceDraft(s)
    expect(d.names).toEqual({ srb: 'Bar na bazenu', cro: '' })
    expect(d.vatRate).toBe('20')
    expect(serviceChanges(s, d)).toEqual({ ok: true, update: null, hours: null })
    const changed = { ...d, names: { srb: '', cro: 'Bar uz bazen' }, vatRate: '9,5' }
    expect(serviceChanges(s, changed)).toMatchObject({
      ok: true,
      update: { names: { srb: '', cro: 'Bar uz bazen' }, vat_rate: 9.5 },
    })
    expect(serviceChanges(s, { ...d, vatRate: '120' })).toEqual({
      ok: false,
      problem: { field: 'vatRate' },
    })
    expect(serviceChanges(s, { ...d, names: { srb: 'x'.repeat(101), cro: '' } })).toEqual({
      ok: false,
      problem: { field: 'name' },
    })
  })

  it('the business legal data is sent when changed and checked before', () => {
    const b: Business = {
      _id: 'b1',
      business_id: 'b1',
      name: 'Aurora',
      email: 'a@b.rs',
      currency: 'EUR',
      security: null,
      integration: 'none',
      logo: null,
      languages: ['en'],
      time_zone: 'Europe/Belgrade',
      version: 1,
      tax_number: '109876543',
    }
    const d = businessDraft(b)
    expect(d.legal.tax_number).toBe('109876543')
    const legal = { ...d.legal, legal_name: 'Aurora Hoteli d.o.o.' }
    expect(businessChanges(b, { ...d, legal })).toEqual({
      business_id: 'b1',
      legal_name: 'Aurora Hoteli d.o.o.',
    })
    expect(businessDraftValid({ ...d, legal: { ...legal, tax_number: 'PIB <1>' } })).toBe(false)
    expect(businessDraftValid({ ...d, legal })).toBe(true)
  })
})
