import { describe, expect, it } from 'vitest'
import { checkLoginInput, loginOutcome } from './login-outcome.ts'

describe('checkLoginInput', () => {
  it('asks to fill in all fields when either is empty', () => {
    expect(checkLoginInput('', '')).toBe('fillAllFields')
    expect(checkLoginInput('owner', '')).toBe('fillAllFields')
    expect(checkLoginInput('   ', 'secret')).toBe('fillAllFields')
    expect(checkLoginInput('owner', 'secret')).toBeNull()
  })
})

describe('loginOutcome', () => {
  it('alerts on wrong credentials and on network failure', () => {
    expect(loginOutcome({ kind: 'wrongCredentials' })).toEqual({
      kind: 'alert',
      alert: 'wrongCredentials',
    })
    expect(loginOutcome({ kind: 'network' })).toEqual({ kind: 'alert', alert: 'network' })
  })
  it('tells a throttled login to wait, with the seconds', () => {
    expect(loginOutcome({ kind: 'throttled', retryAfter: 30 })).toEqual({
      kind: 'alert',
      alert: 'throttled',
      retryAfter: 30,
    })
  })
  it('sends an expired trial to the trial page', () => {
    expect(loginOutcome({ kind: 'trialExpired' })).toMatchObject({ to: '/trial-expired' })
  })
  it('sends admins to the admin main page and owners to the hotel board', () => {
    expect(loginOutcome({ kind: 'ok', reply: 'admin' })).toMatchObject({
      to: '/app/admin/main',
      reload: false,
    })
    expect(loginOutcome({ kind: 'ok', reply: 'business' })).toEqual({
      kind: 'go',
      to: '/app/h/',
      reload: false,
      enableNotifySound: false,
    })
  })
  it('turns the order sound on for employees and reloads into the hotel board', () => {
    expect(loginOutcome({ kind: 'ok', reply: 'employee' })).toEqual({
      kind: 'go',
      to: '/app/h/',
      reload: true,
      enableNotifySound: true,
    })
  })
})
