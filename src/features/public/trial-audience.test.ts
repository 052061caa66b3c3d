import { describe, expect, it } from 'vitest'
import { trialAudience } from './trial-audience.ts'

describe('trialAudience', () => {
  it('addresses guests only when the link says so', () => {
    expect(trialAudience('guest')).toBe('guest')
    expect(trialAudience('business')).toBe('business')
    expect(trialAudience(null)).toBe('business')
    expect(trialAudience('other')).toBe('business')
  })
})
