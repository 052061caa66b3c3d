import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  PUSH_PATH,
  SPA_APPOINTMENT_BASE,
  SPA_ROOM_BASE,
  type PushReply,
  type SpaRoom,
  type SpaTreatment,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { call, login } from '../helpers/http.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { appointment, at, book, dayIn } from '../helpers/spa.ts'

const action = (type: string, payload: unknown) => ({ id: randomUUID(), type, payload })

describe('the treatments screen’s push kinds (spaRoom.*, spaTreatment.*)', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const push = async (actions: unknown[], cookie?: string) => {
    const reply = cookie
      ? await call<PushReply>(hotel.server.url, 'POST', PUSH_PATH, { cookie, body: { actions } })
      : await hotel.desk.as('owner', 'POST', PUSH_PATH, { actions })
    expect(reply.status, reply.text).toBe(200)
    return (reply.body as PushReply).results
  }
  const spa = () => hotel.server.demo.services.spa._id
  const roomBody = (overrides: Record<string, unknown> = {}) => ({
    _id: randomUUID(),
    business_id: hotel.server.demo.businessId,
    service_id: spa(),
    name: { en: 'Salt room', srb: 'Slana soba', cro: 'Slana soba' },
    max_persons: 2,
    cleaning_break: 10,
    ...overrides,
  })
  const treatmentBody = (roomId: string, overrides: Record<string, unknown> = {}) => ({
    _id: randomUUID(),
    business_id: hotel.server.demo.businessId,
    service_id: spa(),
    room_id: roomId,
    name: { en: 'Salt scrub' },
    description: { en: 'Sea salt and oil' },
    length: 40,
    price: 35.555,
    cleaning_break: 5,
    therapist_break: 10,
    max_persons: 2,
    modifiers: [
      {
        name: { en: 'Oil' },
        price: 0,
        answers: [
          { name: { en: 'Lavender' }, price: 3 },
          { name: { en: 'Citrus' }, price: 2 },
        ],
        max: 1,
        required: true,
        max_guests: 2,
      },
    ],
    ...overrides,
  })
  const treatmentRow = async (id: string) =>
    (await hotel.server.ctx.db.select().from(t.spaTreatments).where(eq(t.spaTreatments.id, id)))[0]

  it('creates and edits a room and a treatment with a modifier once; a replay acts no more', async () => {
    const room = roomBody()
    const treatment = treatmentBody(room._id)
    const actions = [
      action('spaRoom.create', room),
      action('spaTreatment.create', treatment),
      action('spaTreatment.update', { _id: treatment._id, length: 50, price: 40 }),
      action('spaRoom.update', { _id: room._id, max_persons: 3 }),
    ]
    const results = await push(actions)
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(results[0]!.body).toMatchObject({ _id: room._id, max_persons: 2, cleaning_break: 10 })
    expect(results[1]!.body).toMatchObject({
      _id: treatment._id,
      room_id: room._id,
      price: 35.56,
      modifiers: [{ name: { en: 'Oil' }, max_guests: 2, required: true }],
    })
    expect(results[2]!.body).toMatchObject({ length: 50, price: 40, therapist_break: 10 })
    expect(results[3]!.body).toMatchObject({ max_persons: 3, name: room.name })
    const version = (results[2]!.body as SpaTreatment).version

    const again = await push(actions)
    expect(again.every((r) => r.replayed === true)).toBe(true)
    expect((await treatmentRow(treatment._id))?.version).toBe(version)
    // the same key through the single path is answered from the store
    const rest = await hotel.desk.as(
      'owner',
      'POST',
      `${SPA_ROOM_BASE}/createSpaRoom`,
      room,
      actions[0]!.id,
    )
    expect(rest.status).toBe(200)
    expect((rest.body as SpaRoom).max_persons).toBe(2)
    // a second create of the same id under another key is refused, nothing written twice
    const twice = await push([action('spaRoom.create', room)])
    expect(twice[0]!.status).toBe(409)
  })

  it('refuses bad input naming the field, writing nothing', async () => {
    const room = roomBody()
    expect((await push([action('spaRoom.create', room)]))[0]!.status).toBe(200)
    const cases: [string, Record<string, unknown>, string][] = [
      ['spaRoom.create', roomBody({ name: { en: ' ', srb: 'Soba' } }), 'name.en'],
      ['spaRoom.create', roomBody({ max_persons: 0 }), 'max_persons'],
      ['spaTreatment.create', treatmentBody(room._id, { name: { en: '' } }), 'name.en'],
      ['spaTreatment.create', treatmentBody(room._id, { length: 0 }), 'length'],
      ['spaTreatment.create', treatmentBody(room._id, { cleaning_break: -5 }), 'cleaning_break'],
      ['spaTreatment.create', treatmentBody(room._id, { therapist_break: -1 }), 'therapist_break'],
      ['spaTreatment.create', treatmentBody(room._id, { max_persons: 0 }), 'max_persons'],
      ['spaTreatment.create', treatmentBody(room._id, { price: -1 }), 'price'],
      [
        'spaTreatment.create',
        treatmentBody(room._id, {
          modifiers: [{ name: { en: 'Oil' }, price: 0, answers: [], max: 1, required: false }],
        }),
        'answers',
      ],
      [
        'spaTreatment.create',
        treatmentBody(room._id, {
          modifiers: [
            {
              name: { en: 'Oil' },
              price: 0,
              answers: [{ name: { en: 'Rose' }, price: 0 }],
              max: 2,
              required: false,
            },
          ],
        }),
        'max',
      ],
      [
        'spaTreatment.create',
        treatmentBody(room._id, {
          modifiers: [
            {
              name: { en: 'Oil' },
              price: 0,
              answers: [{ name: { en: 'Rose' }, price: 0 }],
              max: 1,
              required: false,
              max_guests: 0,
            },
          ],
        }),
        'max_guests',
      ],
    ]
    const results = await push(cases.map(([type, payload]) => action(type, payload)))
    results.forEach((result, i) => {
      expect(result.status, cases[i]![2]).toBe(400)
      expect(errorOf(result).message, cases[i]![2]).toContain(cases[i]![2])
    })
    for (const [, payload] of cases) {
      expect(await treatmentRow(payload._id as string)).toBeUndefined()
    }
  })

  it('needs itemsWrite on the spa and the session’s own business', async () => {
    const room = roomBody()
    const therapist = await login(hotel.server.url, 'therapist')
    const [refused] = await push([action('spaRoom.create', room)], therapist)
    expect(refused!.status).toBe(403)
    const [elsewhere] = await push([
      action('spaRoom.create', roomBody({ business_id: randomUUID() })),
    ])
    expect(elsewhere!.status).toBe(404)
    const manager = await login(hotel.server.url, 'manager')
    const [made] = await push([action('spaRoom.create', room)], manager)
    expect(made!.status).toBe(200)
    const [edit] = await push(
      [action('spaRoom.update', { _id: room._id, max_persons: 4 })],
      therapist,
    )
    expect(edit!.status).toBe(403)
    const [drop] = await push([action('spaRoom.delete', { spa_room_id: room._id })], therapist)
    expect(drop!.status).toBe(403)
  })

  it('keeps a room with treatments and a treatment with appointments to come (409 spa.in_use)', async () => {
    const room = roomBody()
    const treatment = treatmentBody(room._id, { therapist_driven: false })
    await push([action('spaRoom.create', room), action('spaTreatment.create', treatment)])
    const booked = await book(
      hotel.desk,
      appointment(hotel.server, treatment._id, at(dayIn(40), '10:00')),
    )
    const [roomInUse, treatmentInUse] = await push([
      action('spaRoom.delete', { spa_room_id: room._id }),
      action('spaTreatment.delete', { spa_service_id: treatment._id }),
    ])
    expect(roomInUse!.status).toBe(409)
    expect(errorOf(roomInUse!).code).toBe('spa.in_use')
    expect(treatmentInUse!.status).toBe(409)
    expect(errorOf(treatmentInUse!)).toMatchObject({
      code: 'spa.in_use',
      message: 'The treatment has appointments to come: decline, finish or move them first.',
    })
    expect((await treatmentRow(treatment._id))?.deletedAt).toBeNull()

    const declined = await hotel.desk.as(
      'owner',
      'PUT',
      `${SPA_APPOINTMENT_BASE}/declineAppointment`,
      {
        appointment_id: booked._id,
        reason: 'Closed that day',
      },
    )
    expect(declined.status, declined.text).toBe(200)
    const [gone, roomGone] = await push([
      action('spaTreatment.delete', { spa_service_id: treatment._id }),
      action('spaRoom.delete', { spa_room_id: room._id }),
    ])
    const row = await treatmentRow(treatment._id)
    expect(gone!.body).toEqual({ _id: treatment._id, version: row!.version, deleted: true })
    expect(roomGone!.status).toBe(200)
    expect(roomGone!.body).toMatchObject({ _id: room._id, deleted: true })
  })
})
