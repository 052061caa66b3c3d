import { describe, expect, it } from 'vitest'
import { ROOM_CODE_PATTERN } from '../../../sync/protocol/rules/index.ts'
import { proposeRoomCode } from './room-code.ts'

describe('proposeRoomCode', () => {
  it('makes four digits from 1000 to 9999, a valid room code', () => {
    for (let i = 0; i < 200; i++) {
      const code = proposeRoomCode()
      expect(code).toMatch(/^[1-9]\d{3}$/)
      expect(code).toMatch(ROOM_CODE_PATTERN)
    }
    expect(proposeRoomCode(() => 0)).toBe('1000')
    expect(proposeRoomCode(() => 8999)).toBe('9999')
  })

  it('draws again rather than favour the low codes', () => {
    const words = [0xffff_ffff, 0xffff_fff0, 5]
    expect(proposeRoomCode(() => words.shift()!)).toBe('1005')
  })
})
