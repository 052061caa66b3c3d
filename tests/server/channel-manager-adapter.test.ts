import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../server/env.ts'
import {
  channelManagerFor,
  createOpera,
  createOtaSync,
  createProsoft,
} from '../../server/integrations/channel-manager/integrations.ts'
import { ChannelManagerError } from '../../server/integrations/channel-manager/types.ts'
import {
  startFakeChannelManager,
  type FakeChannelManager,
} from '../helpers/fake-channel-manager.ts'

let fake: FakeChannelManager

beforeAll(async () => {
  fake = await startFakeChannelManager()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.mode = 'ok'
  fake.requests = []
  fake.rooms = []
  fake.bookings = []
})

const envWith = (vars: Record<string, string>) =>
  parseEnv({ DATA_DIR: '/tmp/gsp-test-data', CHANNEL_MANAGER_TIMEOUT_MS: '300', ...vars })

/** The error a call throws (a ChannelManagerError), for its failure and message. */
async function failureOf(run: () => unknown): Promise<ChannelManagerError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof ChannelManagerError) return error
    throw error
  }
  throw new Error('expected a ChannelManagerError')
}

describe('the named integrations', () => {
  it('Opera and Prosoft without a URL say how to configure them', async () => {
    const env = envWith({})
    const opera = await failureOf(() => createOpera(env, 'biz'))
    expect(opera.failure).toBe('not_configured')
    expect(opera.message).toBe(
      "Opera is not configured on this server: set OPERA_URL (and OPERA_KEY if Opera needs a key) in the server's environment.",
    )
    const prosoft = await failureOf(() => createProsoft(env, 'biz'))
    expect(prosoft.message).toMatch(/^Prosoft is not configured on this server: set PROSOFT_URL/)
    const otasync = await failureOf(() => createOtaSync(env, 'biz'))
    expect(otasync.message).toMatch(/^OTASync is not configured on this server: set OTASYNC_URL/)
    const none = await failureOf(() => channelManagerFor('none', env, 'biz'))
    expect(none.failure).toBe('no_integration')
  })

  it('a configured Opera bridge is the same adapter under its own name', async () => {
    fake.rooms = [{ id: 7, name: '101' }]
    const opera = createOpera(envWith({ OPERA_URL: fake.url, OPERA_KEY: fake.key }), 'biz')
    expect([opera.integration, opera.label]).toEqual(['opera', 'Opera'])
    expect(await opera.listRooms()).toEqual([{ externalId: '7', name: '101' }])
  })
})

describe('the OTASync adapter on the wire', () => {
  const otasync = (vars: Record<string, string> = {}) =>
    createOtaSync(envWith({ OTASYNC_URL: `${fake.url}/`, OTASYNC_KEY: fake.key, ...vars }), 'biz-1')

  it('asks for the business’s property (mapped in CHANNEL_MANAGER_PROPERTIES, else its id)', async () => {
    await otasync().listRooms()
    await otasync({ CHANNEL_MANAGER_PROPERTIES: 'other=1, biz-1 = 4711' }).listRooms()
    expect(fake.requests.map((r) => [r.path, r.query.property])).toEqual([
      ['/v1/rooms', 'biz-1'],
      ['/v1/rooms', '4711'],
    ])
  })

  it('a malformed CHANNEL_MANAGER_PROPERTIES stops the server at start', () => {
    expect(() => envWith({ CHANNEL_MANAGER_PROPERTIES: 'biz-1' })).toThrow(
      /CHANNEL_MANAGER_PROPERTIES: "biz-1" is not businessId=propertyId/,
    )
  })

  it('reads bookings into the adapter’s shape: trimmed names, numbers as text, blanks left out', async () => {
    fake.bookings = [
      {
        id: 12,
        room_id: 3,
        room_name: ' 101 ',
        checkin: '2026-06-01',
        checkout: '2026-06-03',
        guest_name: '  ',
        status: 'confirmed',
      },
      {
        id: 'b',
        room_name: '102',
        checkin: '2026-06-02',
        checkout: '2026-06-02',
        status: 'cancelled',
      },
    ]
    expect(await otasync().listBookings('2026-06-01', '2027-06-01')).toEqual([
      {
        externalId: '12',
        roomExternalId: '3',
        roomName: '101',
        checkIn: '2026-06-01',
        checkout: '2026-06-03',
        status: 'confirmed',
      },
      {
        externalId: 'b',
        roomName: '102',
        checkIn: '2026-06-02',
        checkout: '2026-06-02',
        status: 'cancelled',
      },
    ])
  })

  it('refuses bookings without a room, with an unreal day or an unknown status', async () => {
    const base = { id: 'b', room_name: '101', checkin: '2026-06-01', checkout: '2026-06-02' }
    for (const [booking, issue] of [
      [
        { ...base, room_name: null, status: 'confirmed' },
        'bookings.0.room_id: room_id or room_name is required',
      ],
      [
        { ...base, checkout: '2026-02-30', status: 'confirmed' },
        'bookings.0.checkout: is not a real day',
      ],
      [{ ...base, status: 'tentative' }, 'bookings.0.status:'],
    ] as const) {
      fake.bookings = [booking]
      const error = await failureOf(() => otasync().listBookings('2026-06-01', '2027-06-01'))
      expect(error.failure).toBe('bad_reply')
      expect(error.message).toContain(issue)
    }
  })

  it('names the failure: unreachable, timeout, refused, no JSON', async () => {
    const closed = createOtaSync(
      envWith({ OTASYNC_URL: 'http://127.0.0.1:9/v1', OTASYNC_KEY: 'k' }),
      'biz-1',
    )
    const unreachable = await failureOf(() => closed.listRooms())
    expect(unreachable.failure).toBe('unreachable')
    expect(unreachable.message).toMatch(
      /^OTASync could not be reached at http:\/\/127\.0\.0\.1:9\/v1 \(GET \/rooms\): /,
    )
    fake.mode = 'hang'
    expect((await failureOf(() => otasync().listRooms())).failure).toBe('timeout')
    fake.mode = 'fail'
    expect((await failureOf(() => otasync().listRooms())).message).toBe(
      'OTASync answered 500 to GET /rooms.',
    )
    fake.mode = 'text'
    expect((await failureOf(() => otasync().listRooms())).message).toBe(
      'OTASync answered GET /rooms with no JSON.',
    )
    fake.mode = 'ok'
    const wrongKey = await failureOf(() => otasync({ OTASYNC_KEY: 'nope' }).listRooms())
    expect(wrongKey.message).toBe('OTASync answered 401 to GET /rooms: the key was refused.')
  })
})
