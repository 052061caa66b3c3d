import { describe, expect, it } from 'vitest'
import { choicesOf, daysToSave, refusedDays } from './week-save.ts'
import { weekDates } from './week.ts'

const dates = weekDates('2026-11-23')
const row = (date: string, shift_id: string, _id = `row-${date}`) => ({ _id, date, shift_id })
const rows = [
  row('2026-11-23', 'morning'), // a past day
  row('2026-11-25', 'morning'),
  row('2026-11-26', 'afternoon'),
  row('2026-11-27', 'morning'),
]
const today = '2026-11-25'
let n = 0
const newId = () => `new-${++n}`

describe('the days a shift week save sends', () => {
  it('starts the form from the device’s rows, a day without one empty', () => {
    expect(choicesOf(dates, rows)).toMatchObject({
      '2026-11-23': 'morning',
      '2026-11-24': null,
      '2026-11-26': 'afternoon',
    })
  })

  it('creates a set day with a new id, updates a changed one and deletes a cleared one, by their ids', () => {
    n = 0
    const choices = {
      ...choicesOf(dates, rows),
      '2026-11-25': 'afternoon', // changed
      '2026-11-27': null, // cleared
      '2026-11-28': 'morning', // set
    }
    expect(daysToSave(dates, rows, choices, today, newId)).toEqual([
      { date: '2026-11-25', shift_id: 'afternoon', _id: 'row-2026-11-25' },
      { date: '2026-11-27', shift_id: null, _id: 'row-2026-11-27' },
      { date: '2026-11-28', shift_id: 'morning', _id: 'new-1' },
    ])
  })

  it('sends nothing for unchanged days, days cleared that had nothing, or days before today', () => {
    const choices = {
      ...choicesOf(dates, rows),
      '2026-11-23': null, // past: locked
      '2026-11-24': 'morning', // past: locked
      '2026-11-29': null, // had nothing
    }
    expect(daysToSave(dates, rows, choices, today, newId)).toEqual([])
  })
})

describe('the refused days of a landed week', () => {
  const sent = [
    { date: '2026-11-25', shift_id: 'afternoon' },
    { date: '2026-11-27', shift_id: null },
    { date: '2026-11-28', shift_id: 'morning' },
  ]

  it('none when the device shows every day as sent', () => {
    const after = [row('2026-11-25', 'afternoon'), row('2026-11-28', 'morning')]
    expect(refusedDays(sent, after)).toBe(0)
  })

  it('counts a day put back as the server has it, or gone, or still there though cleared', () => {
    const after = [row('2026-11-25', 'morning'), row('2026-11-27', 'morning')]
    expect(refusedDays(sent, after)).toBe(3)
  })
})
