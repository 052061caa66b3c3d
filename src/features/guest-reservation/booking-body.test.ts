import { describe, expect, it } from 'vitest'
import { bookingBody, createPath } from './booking-body.ts'

const form = {
  surname: '  Novak ',
  phone: '',
  email: ' ana@example.com ',
  guests: 6,
  slot: '2026-11-30T19:00:00.000Z',
}
const place = { businessId: 'b1', serviceId: 's1', id: 'res-00000001' }

describe('the create request', () => {
  it('a room guest: createReservation, with tables createReservationWithTable', () => {
    expect(createPath('guest', [])).toBe('createReservation')
    expect(createPath('guest', ['t5', 't1'])).toBe('createReservationWithTable')
  })
  it('the public: createReservationExternal either way', () => {
    expect(createPath('public', [])).toBe('createReservationExternal')
    expect(createPath('public', ['t5'])).toBe('createReservationExternal')
  })
  it('the body carries the trimmed fields, the tables, no empty phone', () => {
    expect(bookingBody(form, place, ['t5', 't1'])).toEqual({
      _id: 'res-00000001',
      business_id: 'b1',
      service_id: 's1',
      time: '2026-11-30T19:00:00.000Z',
      number: 6,
      name: 'Novak',
      email: 'ana@example.com',
      table_ids: ['t5', 't1'],
    })
    const withPhone = bookingBody({ ...form, phone: ' 064 123 4567' }, place, [])
    expect(withPhone.phone_number).toBe('064 123 4567')
    expect(withPhone.table_ids).toBeUndefined()
  })
})
