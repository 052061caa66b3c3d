import { describe, expect, it } from 'vitest'
import {
  compareRoomNames,
  isValidLink,
  periodsOverlap,
  roomState,
  stayStart,
  stayStatus,
} from './rooms.ts'

describe('rooms and stays rules', () => {
  it('sorts rooms numerically when both names are numbers, else alphabetically', () => {
    expect(['110', '9', '101', 'Suite A', 'Annex'].sort(compareRoomNames)).toEqual([
      '9',
      '101',
      '110',
      'Annex',
      'Suite A',
    ])
  })

  it('periods overlap by days; the check-out day is free for the next guest', () => {
    const p = (start: string, end: string) => ({ start, end })
    expect(periodsOverlap(p('2026-05-01', '2026-05-04'), p('2026-05-03', '2026-05-06'))).toBe(true)
    expect(periodsOverlap(p('2026-05-01', '2026-05-04'), p('2026-05-04', '2026-05-06'))).toBe(false)
    expect(periodsOverlap(p('2026-05-04', '2026-05-06'), p('2026-05-01', '2026-05-04'))).toBe(false)
    expect(periodsOverlap(p('2026-05-01', '2026-05-10'), p('2026-05-03', '2026-05-04'))).toBe(true)
    // A day-use stay takes its one day.
    expect(periodsOverlap(p('2026-05-03', '2026-05-03'), p('2026-05-01', '2026-05-04'))).toBe(true)
    expect(periodsOverlap(p('2026-05-04', '2026-05-04'), p('2026-05-01', '2026-05-04'))).toBe(false)
    expect(periodsOverlap(p('2026-05-04', '2026-05-04'), p('2026-05-04', '2026-05-04'))).toBe(true)
  })

  it('a stay is planned, active or checked out; it starts on its arrival, else its check-in day', () => {
    expect(stayStatus({ check_in: null, checked_out_at: null })).toBe('planned')
    expect(stayStatus({ check_in: '2026-05-01T14:00:00.000Z', checked_out_at: null })).toBe(
      'active',
    )
    expect(stayStatus({ check_in: null, checked_out_at: '2026-05-03T10:00:00.000Z' })).toBe(
      'checked_out',
    )
    expect(stayStart({ arrival: '2026-05-01', check_in: '2026-05-02T08:00:00.000Z' })).toBe(
      '2026-05-01',
    )
    expect(stayStart({ arrival: null, check_in: '2026-05-02T08:00:00.000Z' })).toBe('2026-05-02')
  })

  it('displayed room state: occupied, out of service (inactive or an open out-of-service ticket), unoccupied', () => {
    const active = { status: 'active' as const }
    const ticket = (status: 'open' | 'closed', out: boolean) => ({ status, out_of_service: out })
    expect(roomState(active, null)).toBe('unoccupied')
    expect(roomState(active, { _id: 's' })).toBe('occupied')
    expect(roomState({ status: 'inactive' }, null)).toBe('out_of_service')
    expect(roomState(active, null, [ticket('open', true)])).toBe('out_of_service')
    expect(roomState(active, null, [ticket('open', false), ticket('closed', true)])).toBe(
      'unoccupied',
    )
    expect(roomState({ status: 'inactive' }, { _id: 's' })).toBe('occupied')
  })

  it('a link starts with http:// or https://', () => {
    expect(isValidLink('https://spa.example/book?room=12')).toBe(true)
    expect(isValidLink('http://10.0.0.5:8080/tv')).toBe(true)
    expect(isValidLink(' https://spa.example ')).toBe(true)
    for (const bad of ['spa.example', 'ftp://spa.example', 'https://', 'https:// spa', ''])
      expect(isValidLink(bad), bad).toBe(false)
  })
})
