import { describe, expect, it } from 'vitest'
import { spaBookingBody } from './spa-body.ts'

const form = {
  surname: '  Novak ',
  phone: '',
  email: ' ana@example.com ',
  guests: 2,
  slot: '2026-12-01T10:00:00.000Z',
}

describe('the spa booking request', () => {
  it('sends the treatment, slot, party and trimmed contact; no phone or therapist when none', () => {
    expect(
      spaBookingBody(form, { treatmentId: 't1', therapist: null }, { businessId: 'b1', id: 'a1' }),
    ).toEqual({
      _id: 'a1',
      business_id: 'b1',
      spa_service_id: 't1',
      time: '2026-12-01T10:00:00.000Z',
      persons: 2,
      name: 'Novak',
      email: 'ana@example.com',
    })
  })
  it('names the chosen therapist and the phone when given', () => {
    const body = spaBookingBody(
      { ...form, phone: ' 064 123 4567 ' },
      { treatmentId: 't1', therapist: 'e7' },
      { businessId: 'b1', id: 'a1' },
    )
    expect(body).toMatchObject({ Therapist: 'e7', phone_number: '064 123 4567' })
  })
})
