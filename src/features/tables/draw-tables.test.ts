import { describe, expect, it } from 'vitest'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { tableAt } from './draw-tables.ts'

const table = (name: string, patch: Partial<DiningTable> = {}): DiningTable => ({
  _id: name,
  business_id: 'b',
  service_id: 's',
  name,
  active: true,
  type: 'round',
  rotation: 0,
  coordinate_x: 0.5,
  coordinate_y: 0.5,
  capacity: 2,
  length: null,
  version: 1,
  ...patch,
})
const floor = { width: 1000, height: 600 }

describe('the table under the pointer', () => {
  it('finds a table by its footprint, with a little slack', () => {
    const t = table('T1') // 30 x 30 at 500, 300
    expect(tableAt([t], 500, 300, floor)).toBe(t)
    expect(tableAt([t], 517, 300, floor)).toBe(t)
    expect(tableAt([t], 520, 300, floor)).toBeNull()
  })
  it('uses the turned footprint of a couch', () => {
    const couch = table('C', { type: 'couch', rotation: 90 }) // 25.5 wide, 45 deep turned
    expect(tableAt([couch], 500, 320, floor)).toBe(couch)
    expect(tableAt([couch], 530, 300, floor)).toBeNull()
  })
  it('takes the one drawn on top where two overlap', () => {
    const under = table('A')
    const over = table('B', { coordinate_x: 0.51 })
    expect(tableAt([under, over], 505, 300, floor)).toBe(over)
  })
})
