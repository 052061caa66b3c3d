import { describe, expect, it } from 'vitest'
import { matchRoom, previewFastInput } from './fast-input-preview.ts'

const rooms = [
  { _id: 'a', name: '101' },
  { _id: 'b', name: '102' },
  { _id: 'c', name: 'Room 201' },
  { _id: 'd', name: '301 A' },
  { _id: 'e', name: '301 B' },
]
const today = new Date(2026, 10, 23)

describe('matchRoom', () => {
  it('matches the exact name, else the only room with that number', () => {
    expect(matchRoom(rooms, '101')?._id).toBe('a')
    expect(matchRoom(rooms, '201')?._id).toBe('c')
    expect(matchRoom(rooms, '301')).toBeUndefined()
    expect(matchRoom(rooms, '999')).toBeUndefined()
  })
})

describe('previewFastInput', () => {
  it('counts what imports and names every skipped line with its reason, before anything is written', () => {
    const text = [
      'Room;Check-in;Checkout;Guest',
      '101;1.12.26;3.12.26;Ana Petrović',
      '102;1.12.26',
      ';1.12.26;3.12.26',
      '999;1.12.26;3.12.26',
      '102;31.02.26;3.03.26',
      '102;5.12.26;8.12.26;Marko',
      'Room 201;24-11-26;26-11-26',
      '101;2.12.26;4.12.26',
    ].join('\n')
    const stays = [
      // Room 102 is booked 6–7 December: line 7 overlaps it.
      {
        room_id: 'b',
        arrival: '2026-12-06',
        check_in: null,
        checkout: '2026-12-07',
        checked_out_at: null,
      },
      // A checked-out stay holds nothing.
      {
        room_id: 'c',
        arrival: '2026-11-20',
        check_in: null,
        checkout: '2026-11-30',
        checked_out_at: '2026-11-22T10:00:00Z',
      },
    ]
    const preview = previewFastInput(text, rooms, stays, today)
    expect(preview.format).toBe('simple')
    expect(preview.rows.map((r) => [r.line, r.roomName, r.checkIn, r.checkout, r.guest])).toEqual([
      [2, '101', '2026-12-01', '2026-12-03', 'Ana Petrović'],
      [8, 'Room 201', '2026-11-24', '2026-11-26', ''],
    ])
    expect(preview.skipped.map((s) => [s.line, s.reason])).toEqual([
      [3, 'too_few_columns'],
      [4, 'empty_room'],
      [5, 'unknown_room'],
      [6, 'invalid_date'],
      [7, 'overlap_existing'],
      [9, 'overlap'],
    ])
    expect(preview.counts).toEqual({
      too_few_columns: 1,
      empty_room: 1,
      unknown_room: 1,
      invalid_date: 1,
      overlap_existing: 1,
      overlap: 1,
    })
  })
})
