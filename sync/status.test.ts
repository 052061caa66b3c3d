import { describe, expect, it } from 'vitest'
import { createStatusStore, deriveConnection } from './status.ts'

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

  it('tells no network, server unreachable and signed out apart (connection)', () => {
    const store = createStatusStore()
    expect(store.getSnapshot().connection).toBe('signed-out')
    store.update({ signedIn: true, socketConnected: true })
    expect(store.getSnapshot()).toMatchObject({ connection: 'online', online: true })
    // The browser has a network, but neither the socket nor a request gets through.
    store.update({ socketConnected: false, httpReachable: false })
    expect(store.getSnapshot()).toMatchObject({
      connection: 'server-unreachable',
      online: false,
      phase: 'offline',
    })
    // The browser says it has no network: that is what staff can act on, whatever else holds.
    store.update({ networkUp: false, sessionExpired: true })
    expect(store.getSnapshot()).toMatchObject({ connection: 'no-network', online: false })
    store.update({ networkUp: true })
    expect(store.getSnapshot().connection).toBe('signed-out')
    store.update({ sessionExpired: false, httpReachable: true })
    expect(store.getSnapshot().connection).toBe('online')
  })

  it('is live only while the socket is connected and the browser has a network', () => {
    const store = createStatusStore()
    store.update({ signedIn: true, httpReachable: true })
    expect(store.getSnapshot()).toMatchObject({ online: true, live: false })
    store.update({ socketConnected: true })
    expect(store.getSnapshot().live).toBe(true)
    store.update({ networkUp: false })
    expect(store.getSnapshot().live).toBe(false)
  })

  it('is offline when the browser has no network, even if the last request was answered', () => {
    const store = createStatusStore()
    store.update({ signedIn: true, httpReachable: true, networkUp: false })
    expect(store.getSnapshot()).toMatchObject({ online: false, phase: 'offline' })
  })
})

describe('deriveConnection', () => {
  const facts = { networkUp: true, signedIn: true, sessionExpired: false }
  it('ranks no network over signed out over server unreachable', () => {
    expect(deriveConnection(facts, true)).toBe('online')
    expect(deriveConnection(facts, false)).toBe('server-unreachable')
    expect(deriveConnection({ ...facts, sessionExpired: true }, false)).toBe('signed-out')
    expect(deriveConnection({ ...facts, signedIn: false }, true)).toBe('signed-out')
    expect(deriveConnection({ ...facts, networkUp: false, sessionExpired: true }, false)).toBe(
      'no-network',
    )
  })
})
