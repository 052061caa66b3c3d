import 'fake-indexeddb/auto'
import { setupI18n } from '@lingui/core'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { ROOM_BASE, type Room } from '../../sync/protocol/index.ts'
import { receptionCommands } from '../../src/features/reception/commands.ts'
import { roomMarks } from '../../src/features/rooms/room-marks.ts'
import { refusalText } from '../../src/features/rooms/texts.ts'
import { openDesk } from '../helpers/reception.ts'
import type { Device } from './helpers/device.ts'
import { useHotel } from './helpers/fixture.ts'
import { isPush, pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

/*
 * A room's service links through the outbox (addServiceLinkForRoom, updateServiceLinkForRoom):
 * edited offline, shown at once, sent once; a refusal is told with the spec's 'Error while saving
 * link' and the server's links are shown.
 */

const hotel = useHotel()
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const commands = (desk: Device) => receptionCommands(desk.engine, desk.db)

async function deskWith(username: string, room: Room): Promise<Device> {
  const desk = await hotel.tablet(username)
  await waitFor(() => desk.db.rooms.get(room._id), { what: `room ${room.name} on the desk` })
  return desk
}

async function serverRoom(id: string) {
  const [row] = await hotel.server.ctx.db.select().from(t.rooms).where(eq(t.rooms.id, id))
  return row!
}

describe('room service links through the outbox', () => {
  it('an offline link edit shows at once and, its answer lost, is replayed once', async () => {
    const room = await (await openDesk(hotel.server)).newRoom()
    const desk = await deskWith('reception', room)
    const spa = hotel.server.demo.services.spa._id
    const info = hotel.server.demo.services.info._id
    const act = commands(desk)
    const before = (await serverRoom(room._id)).version

    desk.link.setUp(false)
    await act.setRoomLink(room._id, spa, 'https://spa.example/book?room=1')
    await act.setRoomLink(room._id, info, 'https://hotel.example/welcome')
    await act.setRoomLink(room._id, spa, 'https://spa.example/book?room=suite')
    expect((await desk.db.rooms.get(room._id))?.service_links).toEqual([
      { service_id: spa, url: 'https://spa.example/book?room=suite' },
      { service_id: info, url: 'https://hotel.example/welcome' },
    ])
    expect((await desk.db.outbox.orderBy('seq').toArray()).map((r) => r.type)).toEqual([
      'room.serviceLink.add',
      'room.serviceLink.add',
      'room.serviceLink.update',
    ])

    desk.net.loseAnswerOf(isPush)
    desk.link.setUp(true)
    await desk.engine.retryNow()
    await desk.engine.waitUntilSent()
    const pushes = pushesOf(desk.net).filter((p) => p.status !== 'network')
    expect(pushes.map((p) => p.status)).toEqual(['lost', 200])
    // The second push is answered from the first one's stored answers: nothing acts twice.
    expect(pushes[1]?.results.map((r) => [r.status, r.replayed])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ])
    const landed = await serverRoom(room._id)
    expect(landed.serviceLinks).toEqual([
      { service_id: spa, url: 'https://spa.example/book?room=suite' },
      { service_id: info, url: 'https://hotel.example/welcome' },
    ])
    // Three writes, one version each: the replay wrote nothing.
    const versions = await hotel.server.ctx.db
      .select({ version: t.rooms.version })
      .from(t.rooms)
      .where(eq(t.rooms.id, room._id))
    expect(versions).toEqual([{ version: landed.version }])
    expect(landed.version).toBeGreaterThan(before)
    await waitFor(async () => (await desk.db.rooms.get(room._id))?.version === landed.version, {
      what: 'the server’s room on the desk',
    })
    expect(await desk.db.outbox.count()).toBe(0)

    // Emptied: removed (update with url null), once.
    await act.setRoomLink(room._id, info, null)
    await desk.engine.waitUntilSent()
    expect((await serverRoom(room._id)).serviceLinks).toEqual([
      { service_id: spa, url: 'https://spa.example/book?room=suite' },
    ])
  })

  it('a link another desk saved first is refused: "Error while saving link", theirs is shown', async () => {
    const rest = await openDesk(hotel.server)
    const room = await rest.newRoom()
    const pool = hotel.server.demo.services.pool._id
    const desk = await hotel.tablet('reception', { socket: false })
    await waitFor(() => desk.db.rooms.get(room._id), { what: 'the room on the desk' })

    desk.link.setUp(false)
    await commands(desk).setRoomLink(room._id, pool, 'https://pool.example/mine')
    const theirs = await rest.as('reception', 'POST', `${ROOM_BASE}/addServiceLinkForRoom`, {
      room_id: room._id,
      service_id: pool,
      url: 'https://pool.example/theirs',
    })
    expect(theirs.status).toBe(200)

    desk.link.setUp(true)
    await desk.engine.retryNow()
    const refused = await waitFor(
      async () => (await desk.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refused link' },
    )
    expect(refused).toMatchObject({
      type: 'room.serviceLink.add',
      error: { status: 409, code: 'conflict' },
    })
    // The server's links replace the desk's own.
    expect((await desk.db.rooms.get(room._id))?.service_links).toEqual([
      { service_id: pool, url: 'https://pool.example/theirs' },
    ])
    const marks = roomMarks([refused], new Map())
    const [told] = marks.refused.get(room._id) ?? []
    expect(refusalText(told!, i18n)).toBe(
      'Error while saving link: Another desk gave the room a link for this service first; the room has theirs now.',
    )
    expect((await serverRoom(room._id)).serviceLinks).toEqual([
      { service_id: pool, url: 'https://pool.example/theirs' },
    ])
  })
})
