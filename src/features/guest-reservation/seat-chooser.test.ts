import { describe, expect, it } from 'vitest'
import { canClick, canFinish, clearChoice, seatsLeft, toggleTable } from './seat-chooser.ts'

const t = (id: string, capacity: number, available = true) => ({ _id: id, capacity, available })
const T1 = t('T1', 2)
const T5 = t('T5', 4)
const T7 = t('T7', 6)
const busy = t('T8', 6, false)

describe('seats left', () => {
  it('starts at the guest count and drops by each chosen capacity', () => {
    expect(seatsLeft(6, [])).toBe(6)
    expect(seatsLeft(6, [T5])).toBe(2)
    expect(seatsLeft(6, [T5, T1])).toBe(0)
  })
  it('never goes below 0', () => {
    expect(seatsLeft(3, [T5])).toBe(0)
    expect(seatsLeft(2, [T7, T5])).toBe(0)
  })
})

describe('choosing tables', () => {
  it('adds a free table while seats are left', () => {
    expect(toggleTable([], T5, 6)).toEqual([T5])
    expect(toggleTable([T5], T1, 6)).toEqual([T5, T1])
  })
  it('removes a chosen table clicked again', () => {
    expect(toggleTable([T5, T1], T5, 6)).toEqual([T1])
    expect(seatsLeft(6, toggleTable([T5, T1], T5, 6))).toBe(4)
  })
  it('adds nothing at 0 seats left, nor a table that is taken', () => {
    expect(toggleTable([T7], T1, 6)).toEqual([T7])
    expect(toggleTable([], busy, 6)).toEqual([])
    expect(canClick([T7], T1, 6)).toBe(false)
    expect(canClick([T7], T7, 6)).toBe(true)
    expect(canClick([], busy, 6)).toBe(false)
  })
})

describe('finish and back', () => {
  it('finishes only at 0 seats left', () => {
    expect(canFinish(6, [])).toBe(false)
    expect(canFinish(6, [T5])).toBe(false)
    expect(canFinish(6, [T5, T1])).toBe(true)
    expect(canFinish(3, [T5])).toBe(true)
  })
  it('back clears the choice', () => {
    expect(clearChoice()).toEqual([])
    expect(seatsLeft(6, clearChoice())).toBe(6)
  })
})
