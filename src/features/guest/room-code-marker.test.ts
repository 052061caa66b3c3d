import { describe, expect, it } from 'vitest'
import { markedRoom, roomCodeEntered } from './room-code-marker.ts'

describe('the guest_room marker', () => {
  it('names the room whose code this browser entered', () => {
    expect(markedRoom('a=1; guest_room=r-101; b=2')).toBe('r-101')
    expect(roomCodeEntered('r-101', 'guest_room=r-101')).toBe(true)
    expect(roomCodeEntered('r-102', 'guest_room=r-101')).toBe(false)
  })

  it('is absent, empty or unreadable: no room', () => {
    expect(markedRoom('')).toBeNull()
    expect(markedRoom('other_guest_room=r-1')).toBeNull()
    expect(markedRoom('guest_room=')).toBeNull()
    expect(markedRoom('guest_room=%E0%A4%A')).toBeNull()
    expect(roomCodeEntered('r-1', 'guest_access=x')).toBe(false)
  })
})
