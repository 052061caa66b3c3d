import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { roomMarks } from './room-marks.ts'
import { refusalText } from './texts.ts'

type Row = Parameters<typeof roomMarks>[0][number]

const row = (extra: Partial<Row>): Row => ({
  id: 'o1',
  type: 'room.setInactive',
  payload: {},
  entities: [],
  state: 'pending',
  error: null,
  ...extra,
})

describe('roomMarks', () => {
  const roomOf = new Map([
    ['stay-1', 'room-1'],
    ['ticket-2', 'room-2'],
  ])

  it('marks a room waiting for its own actions and those on its stays and tickets', () => {
    const marks = roomMarks(
      [
        row({ entities: [{ table: 'rooms', id: 'room-3' }] }),
        row({
          id: 'o2',
          type: 'stay.updateCheckout',
          entities: [{ table: 'stays', id: 'stay-1' }],
        }),
        row({
          id: 'o3',
          type: 'ticket.addTask',
          state: 'sending',
          entities: [{ table: 'tickets', id: 'ticket-2' }],
        }),
        row({ id: 'o4', type: 'order.accept', entities: [{ table: 'orders', id: 'x' }] }),
      ],
      roomOf,
    )
    expect([...marks.waiting].sort()).toEqual(['room-1', 'room-2', 'room-3'])
    expect(marks.refused.size).toBe(0)
  })

  it('keeps a refused check-in on its room by the payload, with the server’s stay', () => {
    const marks = roomMarks(
      [
        row({
          id: 'refused',
          type: 'stay.checkIn',
          state: 'failed',
          payload: { room_id: 'room-9', _id: 'gone' },
          entities: [{ table: 'stays', id: 'gone' }],
          error: { status: 409, code: 'stay.taken', message: 'TAKEN.' },
          refusedWith: { _id: 'theirs', password: '4321' },
        }),
      ],
      roomOf,
    )
    expect(marks.waiting.size).toBe(0)
    const [action] = marks.refused.get('room-9') ?? []
    expect(action).toMatchObject({ id: 'refused', code: 'stay.taken', status: 409 })
    i18n.activate('en')
    expect(refusalText(action!, i18n)).toBe(
      'Check-in: TAKEN. Another desk checked a guest in to this room first; their stay is shown, with room code 4321.',
    )
  })
})
