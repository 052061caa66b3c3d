import { describe, expect, it } from 'vitest'
import { orderPlace } from './order-view.ts'

describe('orderPlace', () => {
  const tables = new Map([['t1', { name: 'Terrace 4' }]])
  it('names the room of a room order', () => {
    expect(orderPlace({ room_number: '204', table_id: null }, tables)).toEqual({
      kind: 'room',
      number: '204',
    })
  })
  it('names the table of a table order, falling back to its id', () => {
    expect(orderPlace({ room_number: null, table_id: 't1' }, tables)).toEqual({
      kind: 'table',
      name: 'Terrace 4',
    })
    expect(orderPlace({ room_number: null, table_id: 't9' }, tables)).toEqual({
      kind: 'table',
      name: 't9',
    })
  })
  it('names the table of a table order charged to a room, and the room', () => {
    expect(orderPlace({ room_number: '103', table_id: 't1' }, tables)).toEqual({
      kind: 'table',
      name: 'Terrace 4',
      roomBill: '103',
    })
  })
  it('says unknown when neither is set', () => {
    expect(orderPlace({ room_number: null, table_id: null }, tables)).toEqual({ kind: 'unknown' })
  })
})
