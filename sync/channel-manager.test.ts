import { describe, expect, it } from 'vitest'
import { syncChannelManager } from './channel-manager.ts'

/** A fetch answering each path with the given status and body, recording what was asked. */
function fakeFetch(answers: Record<string, [number, unknown] | 'network'>) {
  const asked: string[] = []
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    asked.push(url.pathname)
    const step = url.pathname.includes('synchronizeRooms') ? 'rooms' : 'stays'
    const answer = answers[step]
    if (!answer || answer === 'network') return Promise.reject(new TypeError('Failed to fetch'))
    const [status, body] = answer
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  }
  return { fetch, asked }
}

const roomsReply = {
  message: 'SYNC COMPLETE',
  integration: 'otasync',
  rooms: { created: 2, updated: 1, unchanged: 5, skipped: [{ external_id: 'x', reason: 'dup' }] },
}
const staysReply = {
  message: 'SYNC COMPLETE',
  integration: 'otasync',
  from: '2026-11-23',
  to: '2027-11-23',
  stays: { created: 3, updated: 0, removed: 1, unchanged: 0, skipped: [] },
}
const options = (fetch: typeof globalThis.fetch) => ({ baseUrl: 'http://hotel.test', fetch })

describe('syncChannelManager', () => {
  it('syncs the rooms, then the stays, and counts what each did', async () => {
    const { fetch, asked } = fakeFetch({ rooms: [200, roomsReply], stays: [200, staysReply] })
    expect(await syncChannelManager('b 1', options(fetch))).toEqual({
      ok: true,
      rooms: { created: 2, updated: 1, removed: 0, unchanged: 5, skipped: 1 },
      stays: { created: 3, updated: 0, removed: 1, unchanged: 0, skipped: 0 },
    })
    expect(asked).toEqual([
      '/api/otasync/synchronizeRooms/b%201',
      '/api/otasync/synchronizeStays/b%201',
    ])
  })

  it('tells each failure apart, and the step it stopped at', async () => {
    const cases: [Parameters<typeof fakeFetch>[0], object][] = [
      [{ rooms: 'network' }, { step: 'rooms', failure: 'network', status: null }],
      [
        { rooms: [409, { message: 'OTASync is not configured on this server: set OTASYNC_URL' }] },
        { step: 'rooms', failure: 'setup', status: 409 },
      ],
      [{ rooms: [502, { message: 'OTASync answered 500' }] }, { failure: 'peer', status: 502 }],
      [{ rooms: [504, { message: 'slow' }] }, { failure: 'timeout', status: 504 }],
      [{ rooms: [403, { message: 'no' }] }, { failure: 'refused', status: 403 }],
      [{ rooms: [200, { message: 'something else' }] }, { failure: 'peer', status: 200 }],
      [
        { rooms: [200, roomsReply], stays: [502, { message: 'down' }] },
        { step: 'stays', failure: 'peer', status: 502, message: 'down' },
      ],
    ]
    for (const [answers, expected] of cases) {
      const { fetch } = fakeFetch(answers)
      expect(await syncChannelManager('b1', options(fetch))).toMatchObject({
        ok: false,
        ...expected,
      })
    }
  })
})
