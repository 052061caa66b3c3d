import { describe, expect, it } from 'vitest'
import { historyNotice } from './history-notice.ts'

describe('the history notice', () => {
  it('a kept page shows at once while the server is asked; a new one says it is loading', () => {
    expect(historyNotice({ kind: 'loading' }, true)).toBeNull()
    expect(historyNotice({ kind: 'loading' }, false)).toBe('loading')
    expect(historyNotice({ kind: 'ok' }, true)).toBeNull()
  })

  it('offline: the kept page is marked as kept, a page never seen says so (not an empty list)', () => {
    expect(historyNotice({ kind: 'network' }, true)).toBe('offlineKept')
    expect(historyNotice({ kind: 'network' }, false)).toBe('offlineUnseen')
  })

  it('a refusal is told: not allowed, or another failure', () => {
    expect(historyNotice({ kind: 'refused', status: 403, message: '' }, false)).toBe('forbidden')
    expect(historyNotice({ kind: 'refused', status: 404, message: '' }, true)).toBe('forbidden')
    expect(historyNotice({ kind: 'refused', status: 400, message: 'x' }, false)).toBe('refused')
  })
})
