import { describe, expect, it } from 'vitest'
import { pruneOverlay, withOverlay, type Overlay } from './overlay.ts'

const order = (_id: string, status: 'Pending' | 'Accepted' | 'Declined') => ({ _id, status })
const overlay = (entries: [string, 'Accepted' | 'Declined', number][]): Overlay =>
  new Map(entries.map(([id, status, until]) => [id, { status, until }]))

describe('withOverlay', () => {
  it('shows the status the action leads to over the live row', () => {
    const orders = [order('a', 'Pending'), order('b', 'Pending')]
    const shown = withOverlay(orders, overlay([['a', 'Accepted', 2000]]))
    expect(shown.map((o) => o.status)).toEqual(['Accepted', 'Pending'])
    expect(orders[0]!.status).toBe('Pending')
  })
  it('returns the same list when there is nothing to show', () => {
    const orders = [order('a', 'Pending')]
    expect(withOverlay(orders, new Map())).toBe(orders)
  })
})

describe('pruneOverlay', () => {
  it('drops entries the live rows agree with and expired ones, keeps the rest', () => {
    const before = overlay([
      ['a', 'Accepted', 5000],
      ['b', 'Declined', 5000],
      ['c', 'Accepted', 500],
    ])
    const after = pruneOverlay(before, [order('a', 'Accepted'), order('b', 'Pending')], 1000)
    expect([...after.keys()]).toEqual(['b'])
  })
  it('keeps the same object when nothing changes (no re-render)', () => {
    const before = overlay([['a', 'Accepted', 5000]])
    expect(pruneOverlay(before, [order('a', 'Pending')], 1000)).toBe(before)
  })
})
