import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { openDesk } from '../helpers/reception.ts'
import { newTreatment } from '../helpers/spa.ts'
import { useHotel } from './helpers/fixture.ts'
import { isPush, pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const serverTreatment = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.spaTreatments).where(eq(t.spaTreatments.id, id)))[0]
const serverRoom = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.spaRooms).where(eq(t.spaRooms.id, id)))[0]

describe('the treatments screen through the outbox', () => {
  it('offline: a room, a treatment with a modifier, an edit and a delete show at once and land once, also when an answer is lost', async () => {
    const desk = await openDesk(hotel.server)
    const old = await newTreatment(hotel.server, desk)
    const tablet = await hotel.tablet('manager')
    await waitFor(() => tablet.db.treatments.get(old.treatment._id), { what: 'the treatments' })
    const businessId = hotel.server.demo.businessId
    const spa = hotel.server.demo.services.spa._id

    tablet.link.setUp(false)
    const roomId = randomUUID()
    const treatmentId = randomUUID()
    await tablet.engine.enqueue('spaRoom.create', {
      _id: roomId,
      business_id: businessId,
      service_id: spa,
      name: { en: 'Salt room', srb: 'Slana soba', cro: 'Slana soba' },
      max_persons: 2,
      cleaning_break: 10,
    })
    await tablet.engine.enqueue('spaTreatment.create', {
      _id: treatmentId,
      business_id: businessId,
      service_id: spa,
      room_id: roomId,
      name: { en: 'Salt scrub' },
      description: { en: 'Sea salt' },
      length: 40,
      price: 30,
      cleaning_break: 5,
      therapist_break: 10,
      max_persons: 2,
      modifiers: [
        {
          name: { en: 'Oil' },
          price: 0,
          answers: [{ name: { en: 'Lavender' }, price: 3 }],
          max: 1,
          required: true,
          max_guests: 2,
        },
      ],
    })
    await tablet.engine.enqueue('spaTreatment.update', { _id: treatmentId, price: 32.5 })
    await tablet.engine.enqueue('spaTreatment.delete', { spa_service_id: old.treatment._id })
    // On the screen at once, before the server has any of it.
    expect(await tablet.db.spaRooms.get(roomId)).toMatchObject({ version: 0, max_persons: 2 })
    expect(await tablet.db.treatments.get(treatmentId)).toMatchObject({
      version: 0,
      price: 32.5,
      modifiers: [{ max_guests: 2 }],
    })
    expect(await tablet.db.treatments.get(old.treatment._id)).toBeUndefined()
    expect(await serverRoom(roomId)).toBeUndefined()

    // The first push's answer is lost after the server committed: the replay must not act twice.
    tablet.net.loseAnswerOf(isPush)
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    expect(await tablet.db.outbox.toArray()).toEqual([])
    expect(await serverRoom(roomId)).toMatchObject({ maxPersons: 2, deletedAt: null })
    expect(await serverTreatment(treatmentId)).toMatchObject({ price: 32.5, roomId })
    expect((await serverTreatment(old.treatment._id))?.deletedAt).not.toBeNull()
    const types = pushesOf(tablet.net).flatMap((p) => p.actions.map((a) => a.type))
    expect(new Set(types)).toEqual(
      new Set([
        'spaRoom.create',
        'spaTreatment.create',
        'spaTreatment.update',
        'spaTreatment.delete',
      ]),
    )
    const replies = pushesOf(tablet.net).flatMap((p) => p.results)
    // Whatever was sent again after the lost answer was answered from the stored answer.
    expect(replies.every((r) => r.status === 200)).toBe(true)
    expect(replies.some((r) => r.replayed === true)).toBe(true)
    const landed = await waitFor(
      async () => ((await tablet.db.treatments.get(treatmentId))?.version ?? 0) > 0 || undefined,
      { what: 'the server’s treatment' },
    )
    expect(landed).toBe(true)
    const rooms = await hotel.server.ctx.db
      .select()
      .from(t.spaRooms)
      .where(eq(t.spaRooms.id, roomId))
    expect(rooms).toHaveLength(1)
  })

  it('deleting a room that still has treatments is refused: the room comes back with the reason', async () => {
    const desk = await openDesk(hotel.server)
    const { room, treatment } = await newTreatment(hotel.server, desk)
    const tablet = await hotel.tablet('manager')
    await waitFor(() => tablet.db.treatments.get(treatment._id), { what: 'the treatment' })
    tablet.link.setUp(false)
    await tablet.engine.enqueue('spaRoom.delete', { spa_room_id: room._id })
    expect(await tablet.db.spaRooms.get(room._id)).toBeUndefined()
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    const failed = await waitFor(
      async () => (await tablet.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refusal' },
    )
    expect(failed.error).toMatchObject({ status: 409, code: 'spa.in_use' })
    expect(await tablet.db.spaRooms.get(room._id)).toMatchObject({ _id: room._id })
    expect((await serverRoom(room._id))?.deletedAt).toBeNull()
  })
})
