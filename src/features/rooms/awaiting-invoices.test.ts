import { describe, expect, it } from 'vitest'
import { readAwaited, withAwaited } from './awaiting-invoices.ts'

const NOW = Date.parse('2026-11-28T10:00:00Z')

describe('awaited invoices kept across a reload', () => {
  it('reads what was stored, leaving out bad entries and promises older than a week', () => {
    const raw = JSON.stringify([
      { stayId: 's1', fileName: 'invoice-room-101.pdf', since: NOW - 60_000 },
      { stayId: 's2', fileName: 'old.pdf', since: NOW - 8 * 24 * 60 * 60_000 },
      { stayId: 3, fileName: 'bad.pdf', since: NOW },
      'nonsense',
    ])
    expect(readAwaited(raw, NOW)).toEqual([
      { stayId: 's1', fileName: 'invoice-room-101.pdf', since: NOW - 60_000 },
    ])
    expect(readAwaited('{not json', NOW)).toEqual([])
    expect(readAwaited(null, NOW)).toEqual([])
  })

  it('adds a stay once (a second check-out replaces it) and removes it when downloaded', () => {
    const one = withAwaited([], 's1', { fileName: 'a.pdf', since: 1 })
    const again = withAwaited(one, 's1', { fileName: 'b.pdf', since: 2 })
    expect(again).toEqual([{ stayId: 's1', fileName: 'b.pdf', since: 2 }])
    expect(withAwaited(again, 's1', null)).toEqual([])
  })
})
