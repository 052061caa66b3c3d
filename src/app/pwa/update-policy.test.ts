import { describe, expect, it } from 'vitest'
import { updateStep } from './update-policy.ts'

describe('updateStep', () => {
  it('only offers the update until the user asks for it', () => {
    expect(updateStep({ reloadRequested: false, pending: 0 })).toBe('offer')
    expect(updateStep({ reloadRequested: false, pending: 3 })).toBe('offer')
  })
  it('never reloads while actions wait to sync, and reloads once they are sent', () => {
    expect(updateStep({ reloadRequested: true, pending: 2 })).toBe('wait-for-sync')
    expect(updateStep({ reloadRequested: true, pending: 0 })).toBe('apply')
  })
})
