import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { PARTY_CONTACT, QuarterHour, QuarterHours } from './party.ts'

const Contact = z.object(PARTY_CONTACT)

describe('the party wire pieces', () => {
  it('takes a start on the quarter hour only, inside the booking window', () => {
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    expect(QuarterHour.safeParse(`${day}T18:45:00.000Z`).success).toBe(true)
    expect(QuarterHour.safeParse(`${day}T18:50:00.000Z`).success).toBe(false)
    expect(QuarterHour.safeParse('1970-01-01T18:45:00.000Z').success).toBe(false)
    expect(QuarterHour.safeParse('9999-01-01T18:45:00.000Z').success).toBe(false)
  })

  it('takes a length of whole quarter hours from 15 minutes up to its most', () => {
    const Length = QuarterHours(600)
    expect(Length.safeParse(15).success).toBe(true)
    expect(Length.safeParse(600).success).toBe(true)
    expect(Length.safeParse(0).success).toBe(false)
    expect(Length.safeParse(50).success).toBe(false)
    expect(Length.safeParse(615).success).toBe(false)
  })

  it('needs a name; a blank phone or e-mail is allowed, a wrong one is not', () => {
    expect(Contact.parse({ name: ' Ana ', phone_number: '', email: ' ' })).toEqual({
      name: 'Ana',
      phone_number: '',
      email: ' ',
    })
    expect(Contact.safeParse({ name: '  ' }).success).toBe(false)
    expect(Contact.safeParse({ name: 'Ana', email: 'ana@' }).success).toBe(false)
    expect(Contact.safeParse({ name: 'Ana', phone_number: 'call me' }).success).toBe(false)
    expect(Contact.safeParse({ name: 'Ana', note: 'x'.repeat(501) }).success).toBe(false)
  })
})
