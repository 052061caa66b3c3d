import { afterAll, afterEach, beforeAll } from 'vitest'
import { startTestServer, type TestServer } from '../../helpers/server.ts'
import { closeAll, makeDevice, signIn, type Device } from './device.ts'

export interface HotelFixture {
  /** The file's real server, started before its first test. */
  readonly server: TestServer
  /** A tablet with its own database, cookies and network link; closed after the test. */
  device(options?: Parameters<typeof makeDevice>[1]): Promise<Device>
  /** The same, signed in as `username`. */
  tablet(username: string, options?: Parameters<typeof makeDevice>[1]): Promise<Device>
  /** Closes this device after the test too (e.g. a reloaded page). */
  track(device: Device): Device
}

/** One real server per test file and the tablets each test opens (call at the file's top level). */
export function useHotel(): HotelFixture {
  let server: TestServer | undefined
  const devices: Device[] = []
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.close()
  })
  afterEach(async () => {
    await closeAll(devices.splice(0))
  })
  const fixture: HotelFixture = {
    get server() {
      if (!server) throw new Error('The test server has not started yet')
      return server
    },
    async device(options = {}) {
      const device = await makeDevice(fixture.server, options)
      devices.push(device)
      return device
    },
    track(device) {
      devices.push(device)
      return device
    },
    async tablet(username, options = {}) {
      const device = await fixture.device(options)
      await signIn(device, username)
      return device
    },
  }
  return fixture
}
