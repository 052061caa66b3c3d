import { describe, expect, it } from 'vitest'
import { FormatError, HttpError, isRetryable, isTrialExpired, NetworkError } from './http.ts'

describe('how the guest pages read a failed call', () => {
  it('recognises the text "Trial expired" on 403 (spec: leads to TrialExpired)', () => {
    expect(isTrialExpired(new HttpError(403, null, 'Trial expired', 'Trial expired'))).toBe(true)
    expect(isTrialExpired(new HttpError(403, 'trial_expired', '{}', 'x'))).toBe(true)
    expect(isTrialExpired(new HttpError(403, 'forbidden', '{}', 'Forbidden'))).toBe(false)
    expect(isTrialExpired(new HttpError(401, null, 'Trial expired', 'Trial expired'))).toBe(false)
  })

  it('retries (with the same Idempotency-Key) only network errors and server failures', () => {
    expect(isRetryable(new NetworkError(new TypeError('Failed to fetch')))).toBe(true)
    expect(isRetryable(new HttpError(503, null, '', ''))).toBe(true)
    expect(isRetryable(new HttpError(400, 'validation', '', ''))).toBe(false)
    expect(isRetryable(new HttpError(401, 'unauthorized', '', ''))).toBe(false)
    expect(isRetryable(new FormatError('createOrder'))).toBe(false)
  })
})
