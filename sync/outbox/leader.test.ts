import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalDb, type LocalDb } from '../db.ts'
import { createFakeLocks } from '../testing/fake-locks.ts'
import { electLeader, isStale, type Leadership } from './leader.ts'

let db: LocalDb
let n = 0
const tabs: Leadership[] = []
beforeEach(async () => {
  db = createLocalDb(`leader-test-${++n}`)
  await db.open()
})
afterEach(async () => {
  tabs.splice(0).forEach((t) => t.stop())
  await db.delete()
})

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(check()).toBe(true)
}

function tab(locks: LockManager | null, now?: () => number) {
  const events: string[] = []
  const leadership = electLeader({
    db,
    locks,
    onLeader: () => events.push('leader'),
    onLost: () => events.push('lost'),
    heartbeatMs: 10,
    staleMs: 1000,
    ...(now ? { now } : {}),
  })
  tabs.push(leadership)
  return { leadership, events }
}

describe('outbox leader', () => {
  it('without Web Locks the only tab leads', async () => {
    const only = tab(null)
    await until(() => only.leadership.isLeader)
    expect(only.events).toEqual(['leader'])
  })

  it('one tab leads; the next takes over when it closes', async () => {
    const locks = createFakeLocks()
    const first = tab(locks)
    await until(() => first.leadership.isLeader)
    const second = tab(locks)
    await new Promise((r) => setTimeout(r, 50))
    expect(second.leadership.isLeader).toBe(false)
    first.leadership.stop()
    await until(() => second.leadership.isLeader)
    expect(first.events).toEqual(['leader', 'lost'])
  })

  it('a frozen leader (stale heartbeat) loses the lock to a waiting tab', async () => {
    const locks = createFakeLocks()
    // The frozen tab's heartbeats stopped long ago: every beat it wrote says "time 0".
    const frozen = tab(locks, () => 0)
    await until(() => frozen.leadership.isLeader)
    const waiting = tab(locks)
    await until(() => waiting.leadership.isLeader)
    await until(() => !frozen.leadership.isLeader)
    expect(frozen.events).toEqual(['leader', 'lost'])
  })

  it('a live leader keeps the lock', async () => {
    const locks = createFakeLocks()
    const live = tab(locks)
    await until(() => live.leadership.isLeader)
    const waiting = tab(locks)
    await new Promise((r) => setTimeout(r, 100)) // several watch periods
    expect(live.leadership.isLeader).toBe(true)
    expect(waiting.leadership.isLeader).toBe(false)
  })

  it('isStale', () => {
    expect(isStale(undefined, 10_000)).toBe(false)
    expect(isStale({ tab: 'a', at: 0 }, 90_001)).toBe(true)
    expect(isStale({ tab: 'a', at: 0 }, 90_000)).toBe(false)
  })
})
