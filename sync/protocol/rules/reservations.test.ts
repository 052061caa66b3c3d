import { describe, expect, it } from 'vitest'
import {
  RESERVATION_ACTIONS,
  RESERVATION_STATUSES,
  canApplyAction,
  canChangeStatus,
  holdsTables,
} from './reservations.ts'

describe('reservation states (spec 000 §4)', () => {
  it('accepts or declines a pending reservation only', () => {
    expect(canApplyAction('Pending', 'accept')).toBe(true)
    expect(canApplyAction('Pending', 'decline')).toBe(true)
    expect(canApplyAction('Accepted', 'accept')).toBe(false)
    expect(canApplyAction('Declined', 'accept')).toBe(false)
  })

  it('takes an accepted one to active (guest arrived) or noshow, and active back to accepted', () => {
    expect(canApplyAction('Accepted', 'active')).toBe(true)
    expect(canApplyAction('Accepted', 'noshow')).toBe(true)
    expect(canApplyAction('Pending', 'active')).toBe(false)
    expect(canApplyAction('Active', 'nowAvailable')).toBe(true)
    expect(RESERVATION_ACTIONS.nowAvailable).toBe('Accepted')
    expect(canApplyAction('Accepted', 'nowAvailable')).toBe(false)
  })

  it('cancels a pending or accepted one, never a finished one', () => {
    expect(canApplyAction('Pending', 'cancel')).toBe(true)
    expect(canApplyAction('Accepted', 'cancel')).toBe(true)
    expect(canApplyAction('Noshow', 'cancel')).toBe(false)
  })

  it('lets every action lead where changeStatus may go', () => {
    for (const from of RESERVATION_STATUSES)
      for (const [action, to] of Object.entries(RESERVATION_ACTIONS))
        if (canApplyAction(from, action as keyof typeof RESERVATION_ACTIONS))
          expect(canChangeStatus(from, to), `${from} ${action}`).toBe(true)
    expect(canChangeStatus('Declined', 'Accepted')).toBe(false)
    expect(canChangeStatus('Active', 'Finished')).toBe(true)
  })

  it('holds tables while pending, accepted or active only', () => {
    expect(RESERVATION_STATUSES.filter(holdsTables)).toEqual(['Pending', 'Accepted', 'Active'])
  })
})
