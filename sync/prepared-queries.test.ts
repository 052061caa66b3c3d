import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { db, resetLocalDb } from './db.ts'
import {
  prepareLiveQuery,
  preparedAnswer,
  preparedQueryOptions,
  watchPreparedQuery,
} from './prepared-queries.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await sleep(10)
  expect(check()).toBe(true)
}

let keys = 0
/** A fresh key per test: entries of one test never answer another's. */
const freshKey = () => `test:${++keys}`

/** A querier that counts its runs: the keys of the sync state. */
function names() {
  const counted = {
    runs: 0,
    querier: async () => {
      counted.runs += 1
      return (await db.syncState.toArray()).map((r) => r.key).sort()
    },
  }
  return counted
}

beforeAll(() => {
  preparedQueryOptions.lingerMs = 100
})
afterAll(() => {
  preparedQueryOptions.lingerMs = 5_000
})
afterEach(() => resetLocalDb())

describe('prepared live queries', () => {
  it('a route prepares the read; the screen that watches it has the answer without reading again', async () => {
    await db.syncState.put({ key: 'Spa', value: 1 })
    const key = freshKey()
    const q = names()
    await prepareLiveQuery(key, q.querier)
    expect(preparedAnswer(key, q.querier)).toEqual(['Spa'])
    let heard = 0
    const stop = watchPreparedQuery(key, q.querier, () => (heard += 1))
    expect(preparedAnswer(key, q.querier)).toEqual(['Spa'])
    expect(q.runs).toBe(1)
    // Live: a write answers again, and the watcher hears it.
    await db.syncState.put({ key: 'Pool', value: 2 })
    await until(() => heard === 1)
    expect(preparedAnswer(key, q.querier)).toEqual(['Pool', 'Spa'])
    expect(q.runs).toBe(2)
    stop()
  })

  it('closes the query once nobody watches it for a while, and a new screen reads afresh', async () => {
    const key = freshKey()
    const q = names()
    await prepareLiveQuery(key, q.querier)
    const stop = watchPreparedQuery(key, q.querier, () => {})
    stop()
    // Watched again within the linger time: the same query.
    const stopAgain = watchPreparedQuery(key, q.querier, () => {})
    await sleep(150)
    expect(q.runs).toBe(1)
    stopAgain()
    await sleep(150)
    // Closed: a write no longer runs it …
    await db.syncState.put({ key: 'Spa', value: 1 })
    await sleep(50)
    expect(q.runs).toBe(1)
    // … and the next reader starts it again, with the write in.
    expect(preparedAnswer(key, q.querier)).toBeUndefined()
    await until(() => preparedAnswer(key, q.querier) !== undefined)
    expect(preparedAnswer(key, q.querier)).toEqual(['Spa'])
    expect(q.runs).toBe(2)
  })

  it('a prepared query nobody came for is closed too', async () => {
    const key = freshKey()
    const q = names()
    await prepareLiveQuery(key, q.querier)
    await sleep(150)
    await db.syncState.put({ key: 'Spa', value: 1 })
    await sleep(50)
    expect(q.runs).toBe(1)
  })

  it('a slow read holds the navigation no longer than asked', async () => {
    const key = freshKey()
    let release!: () => void
    const slow = () => new Promise<string>((resolve) => (release = () => resolve('late')))
    const started = Date.now()
    await prepareLiveQuery(key, slow, 30)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(preparedAnswer(key, slow)).toBeUndefined()
    release()
    await until(() => preparedAnswer(key, slow) === 'late')
  })

  it('a failing read is thrown to the screen that reads it', async () => {
    const key = freshKey()
    const failing = (): Promise<string> => Promise.reject(new Error('IndexedDB is gone'))
    await prepareLiveQuery(key, failing)
    expect(() => preparedAnswer(key, failing)).toThrow('IndexedDB is gone')
  })
})
