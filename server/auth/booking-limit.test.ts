import { describe, expect, it } from 'vitest'
import type { HttpError } from '../http/errors.ts'
import { BookingLimiter, contactKeys } from './booking-limit.ts'

const refusal = (run: () => unknown): HttpError | null => {
  try {
    run()
    return null
  } catch (error) {
    return error as HttpError
  }
}

describe('public booking limits', () => {
  it('names a contact by its e-mail in any case and its phone digits, per kind', () => {
    expect(
      contactKeys('table', { address: 'a', email: ' Ana@X.com ', phone: '+385 91-234' }),
    ).toEqual(['table|email|ana@x.com', 'table|phone|38591234'])
    expect(contactKeys('spa', { address: 'a', email: '', phone: '' })).toEqual([])
  })

  it('an address books 5 times, then waits 10 minutes after the last', () => {
    const limiter = new BookingLimiter()
    for (let i = 0; i < 5; i++) limiter.begin('table', { address: 'x', email: `${i}@x.com` }, i)
    const refused = refusal(() => limiter.begin('table', { address: 'x', email: 'n@x.com' }, 10))
    expect(refused?.statusCode).toBe(429)
    expect(refused?.extra.retry_after).toBe(600)
    expect(refusal(() => limiter.begin('spa', { address: 'x' }, 10))).toBeNull()
    expect(refusal(() => limiter.begin('table', { address: 'y' }, 10))).toBeNull()
    expect(refusal(() => limiter.begin('table', { address: 'x' }, 4 + 600_000))).toBeNull()
  })

  it('an e-mail books 3 times a day; a refused booking is given back', () => {
    const limiter = new BookingLimiter()
    const who = (address: string) => ({ address, email: 'g@x.com' })
    const first = limiter.begin('spa', who('a'), 0)
    limiter.release(first)
    for (const address of ['a', 'b', 'c']) limiter.begin('spa', who(address), 1)
    const refused = refusal(() => limiter.begin('spa', who('d'), 2))
    expect(refused?.extra.retry_after).toBe(24 * 3600)
    expect(refusal(() => limiter.begin('spa', who('d'), 1 + 24 * 3_600_000))).toBeNull()
  })
})
