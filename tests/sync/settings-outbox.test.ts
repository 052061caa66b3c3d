import 'fake-indexeddb/auto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { useHotel } from './helpers/fixture.ts'
import { pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

/* Issue 18: the settings screen's saves go through the outbox, offline too. */

const hotel = useHotel()
const serverService = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.services).where(eq(t.services.id, id)))[0]!

describe('settings through the outbox', () => {
  it('a service saved offline shows at once, lands once after reconnecting; the hours too', async () => {
    const pool = hotel.server.demo.services.pool._id
    const tablet = await hotel.tablet('manager')
    await waitFor(() => tablet.db.services.get(pool), { what: 'the services pulled' })
    tablet.link.setUp(false)
    await tablet.engine.enqueue('service.update', {
      service_id: pool,
      type: 'pool',
      description: 'By the water',
      openToPublic: true,
      reservationPublicCost: 5,
      closedBetweenStart: '2030-01-02',
      closedBetweenEnd: '2030-01-04',
    })
    const tue = { start: { h: 12, m: 0 }, end: { h: 14, m: 0 } }
    await tablet.engine.enqueue('service.setWorkingHours', {
      business_id: hotel.server.demo.businessId,
      service_id: pool,
      hours: { tue },
    })
    // On the device at once, before the server has any of it.
    expect(await tablet.db.services.get(pool)).toMatchObject({
      description: 'By the water',
      options: {
        openToPublic: true,
        reservationPublicCost: 5,
        closedBetween: { start: '2030-01-02', end: '2030-01-04' },
      },
      workingHours: { tue },
    })
    expect((await serverService(pool)).options.openToPublic).not.toBe(true)

    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    const row = await serverService(pool)
    expect(row.description).toBe('By the water')
    expect(row.options).toMatchObject({ openToPublic: true, reservationPublicCost: 5 })
    expect(row.workingHours).toEqual({ tue })
    const sent = pushesOf(tablet.net)
      .filter((p) => p.status !== 'network')
      .flatMap((p) => p.actions.map((a) => a.type))
    expect(sent.sort()).toEqual(['service.setWorkingHours', 'service.update'])
    expect((await tablet.db.services.get(pool))?.version).toBe(row.version)
  })

  it('a save the server refuses (e-mail requests on, no e-mail) is told and the row comes back', async () => {
    const spa = hotel.server.demo.services.spa._id
    const tablet = await hotel.tablet('manager')
    await waitFor(() => tablet.db.services.get(spa), { what: 'the services pulled' })
    tablet.link.setUp(false)
    await tablet.engine.enqueue('service.update', {
      service_id: spa,
      email: '',
      emailReqeustEnabled: true,
    })
    expect((await tablet.db.services.get(spa))?.options.emailReqeustEnabled).toBe(true)
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    const failed = await waitFor(
      async () => (await tablet.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refusal' },
    )
    expect(failed.error).toMatchObject({ status: 400 })
    expect(JSON.stringify(failed.error)).toContain('emailEmptyWhileRequestTrue')
    await waitFor(
      async () => (await tablet.db.services.get(spa))?.options.emailReqeustEnabled !== true,
      { what: 'the server’s row back' },
    )
  })
})
