import { describe, expect, it } from 'vitest'
import { createStatusStore } from './status.ts'

describe('status store', () => {
  it('keeps the same snapshot object until something visible changes', () => {
    const store = createStatusStore()
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    const first = store.getSnapshot()
    expect(first.phase).toBe('signed-out')
    store.update({ httpReachable: true })
    expect(store.getSnapshot()).toBe(first)
    expect(calls).toBe(0)
    store.update({ signedIn: true })
    const second = store.getSnapshot()
    expect(second).not.toBe(first)
    expect(second.phase).toBe('idle')
    expect(calls).toBe(1)
    unsubscribe()
    store.update({ pending: 3 })
    expect(calls).toBe(1)
    expect(store.getSnapshot().pending).toBe(3)
  })

  it('derives the phase: offline beats pulling beats replaying', () => {
    const store = createStatusStore()
    store.update({ signedIn: true, pulling: true, replaying: true })
    expect(store.getSnapshot().phase).toBe('pulling')
    store.update({ pulling: false })
    expect(store.getSnapshot().phase).toBe('replaying')
    store.update({ httpReachable: false, socketConnected: false })
    expect(store.getSnapshot()).toMatchObject({ phase: 'offline', online: false })
    store.update({ socketConnected: true })
    expect(store.getSnapshot()).toMatchObject({ phase: 'replaying', online: true })
  })
})
