import { describe, expect, it } from 'vitest'
import { floorMarks, type TableAction } from './floor-marks.ts'

const row = (
  id: string,
  state: TableAction['state'],
  ids: string[],
  table = 'tables',
): TableAction => ({
  id,
  type: 'table.updateMany',
  state,
  entity: { table, id: ids[0]! },
  entities: ids.map((x) => ({ table, id: x })),
  error: state === 'failed' ? { status: 403, code: 'forbidden', message: 'no' } : null,
})

describe('floor plan marks', () => {
  const service = new Set(['t1', 't2', 't3'])
  it('marks every table of a waiting save, not only the first', () => {
    const marks = floorMarks([row('a', 'pending', ['t1', 't3'])], service)
    expect([...marks.waiting].sort()).toEqual(['t1', 't3'])
    expect(marks.refused).toEqual([])
  })
  it('lists a refused save once, and its tables are not waiting', () => {
    const refused = row('b', 'failed', ['t1', 't2'])
    const marks = floorMarks([refused, row('c', 'sending', ['t2'])], service)
    expect(marks.refused).toEqual([refused])
    expect([...marks.waiting]).toEqual(['t2'])
  })
  it('ignores other services’ tables and other tables', () => {
    const marks = floorMarks(
      [row('d', 'pending', ['other']), row('e', 'failed', ['t1'], 'rooms')],
      service,
    )
    expect(marks.waiting.size).toBe(0)
    expect(marks.refused).toEqual([])
  })
})
