import { describe, expect, it } from 'vitest'
import type { StaffContext } from '../permissions.ts'
import type { Booker } from '../reservations/access.ts'
import { contactColumns } from './columns.ts'

const staff: Booker = {
  kind: 'staff',
  staff: { accountId: 'acc-1', businessId: 'biz' } as StaffContext,
}
const guest: Booker = { kind: 'guest', stayId: 'stay', roomId: 'room', businessId: 'biz' }
const body = { business_id: 'biz', name: 'Ana' }

describe('contactColumns', () => {
  it('keeps the name and note, trims phone and e-mail, and fills what is missing with ""', () => {
    expect(
      contactColumns(
        { ...body, phone_number: ' +385 91 ', email: ' ana@example.com ', note: ' window ' },
        guest,
      ),
    ).toMatchObject({
      name: 'Ana',
      phoneNumber: '+385 91',
      email: 'ana@example.com',
      note: ' window ',
    })
    expect(contactColumns(body, guest)).toMatchObject({ phoneNumber: '', email: '', note: '' })
  })

  it('tells the origin by who booked: the desk, a room guest, the public', () => {
    expect(contactColumns(body, staff).origin).toBe('Reception')
    expect(contactColumns(body, guest).origin).toBe('Room')
    expect(contactColumns(body, { kind: 'public' }).origin).toBe('External')
  })

  it('names the staff member who wrote it; a guest or the public writes as no one', () => {
    expect(contactColumns(body, staff).updatedBy).toBe('acc-1')
    expect(contactColumns(body, guest).updatedBy).toBeNull()
    expect(contactColumns(body, { kind: 'public' }).updatedBy).toBeNull()
  })
})
