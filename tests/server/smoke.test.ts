import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('test server', () => {
  it('serves the seeded demo hotel', async () => {
    const res = await fetch(`${server.url}/api/health`)
    expect(await res.json()).toEqual({ ok: true, database: server.database.kind })
    expect(server.demo.rooms).toHaveLength(20)
    expect(server.demo.rooms.filter((r) => r.stay)).toHaveLength(8)
  })
})
