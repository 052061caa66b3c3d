import { describe, expect, it } from 'vitest'
import { movedTables, placed, withPlace, type MoveDraft } from './move-draft.ts'

const t1 = { _id: 't1', coordinate_x: 0.1, coordinate_y: 0.2 }
const t2 = { _id: 't2', coordinate_x: 0.5, coordinate_y: 0.5 }
const t3 = { _id: 't3', coordinate_x: 0.9, coordinate_y: 0.9 }

describe('move mode draft', () => {
  it('shows a table at its draft place, others where they stand', () => {
    const draft = withPlace(new Map(), 't1', { coordinate_x: 0.3, coordinate_y: 0.4 })
    expect(placed(t1, draft)).toEqual({ _id: 't1', coordinate_x: 0.3, coordinate_y: 0.4 })
    expect(placed(t2, draft)).toBe(t2)
  })
  it('does not change the draft it was given', () => {
    const draft: MoveDraft = new Map()
    withPlace(draft, 't1', { coordinate_x: 0.3, coordinate_y: 0.4 })
    expect(draft.size).toBe(0)
  })
  it('saves every moved table together, in list order, and leaves out the unmoved', () => {
    let draft: MoveDraft = new Map()
    draft = withPlace(draft, 't3', { coordinate_x: 0.7, coordinate_y: 0.8 })
    draft = withPlace(draft, 't2', { coordinate_x: 0.5, coordinate_y: 0.5 }) // dragged back
    draft = withPlace(draft, 't1', { coordinate_x: 0.2, coordinate_y: 0.2 })
    expect(movedTables([t1, t2, t3], draft)).toEqual([
      { _id: 't1', coordinate_x: 0.2, coordinate_y: 0.2 },
      { _id: 't3', coordinate_x: 0.7, coordinate_y: 0.8 },
    ])
  })
  it('has nothing to save when nothing moved', () => {
    expect(movedTables([t1, t2], new Map())).toEqual([])
  })
  it('ignores a draft of a table that is gone', () => {
    const draft = withPlace(new Map(), 'gone', { coordinate_x: 0.2, coordinate_y: 0.2 })
    expect(movedTables([t1], draft)).toEqual([])
  })
})
