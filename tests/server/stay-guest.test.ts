import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PUSH_PATH, STAY_BASE, type PushReply, type Stay } from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { call, login } from '../helpers/http.ts'
import { addDays, errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'

/* A stay's guest_id names a guest account of the business (issue 16 §3.6). */
describe('guest_id on check-in and add stay', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))

  async function account(businessId: string | null): Promise<string> {
    const id = randomUUID()
    await hotel.server.ctx.db.insert(t.guestAccounts).values({
      id,
      businessId,
      email: `${id}@example.com`,
      passwordHash: 'x',
      firstName: 'Test',
    })
    return id
  }
  const staysOf = (roomId: string) =>
    hotel.server.ctx.db.select().from(t.stays).where(eq(t.stays.roomId, roomId))

  it('refuses another hotel’s guest or an unknown id with 404 naming guest_id, nothing written', async () => {
    const { desk, other, businessId } = hotel
    const theirs = await account(other.businessId)
    const ours = await account(businessId)
    const unattached = await account(null)
    const room = await desk.newRoom()
    for (const guestId of [theirs, randomUUID(), 'n-0123456789abcdef0123456789abcdef']) {
      const checkIn = await desk.as(
        'reception',
        'POST',
        `${STAY_BASE}/generateNewPasswordAndCheckIn`,
        {
          room_id: room._id,
          _id: randomUUID(),
          checkout: addDays(2),
          guest_id: guestId,
        },
      )
      expect(checkIn.status, checkIn.text).toBe(404)
      expect(errorOf(checkIn)).toMatchObject({ code: 'not_found', field: 'guest_id' })
      const add = await desk.as('reception', 'POST', `${STAY_BASE}/addStay`, {
        room_id: room._id,
        _id: randomUUID(),
        arrival: addDays(10),
        checkout: addDays(12),
        guest_id: guestId,
      })
      expect([add.status, errorOf(add).field]).toEqual([404, 'guest_id'])
    }
    const pushed = await desk.as('reception', 'POST', PUSH_PATH, {
      actions: [
        {
          id: randomUUID(),
          type: 'stay.add',
          payload: {
            _id: randomUUID(),
            room_id: room._id,
            arrival: addDays(10),
            checkout: addDays(12),
            guest_id: theirs,
            business_id: businessId,
            room_name: room.name,
          },
        },
      ],
    })
    const [result] = (pushed.body as PushReply).results
    expect(result?.status).toBe(404)
    expect(await staysOf(room._id)).toHaveLength(0)

    // Our own guest, and one registered without a hotel, are linked.
    const stay = await desk.checkIn(room, { guest_id: ours })
    expect(stay.guest_id).toBe(ours)
    const later = await desk.as('reception', 'POST', `${STAY_BASE}/addStay`, {
      room_id: room._id,
      _id: randomUUID(),
      arrival: addDays(10),
      checkout: addDays(12),
      guest_id: unattached,
    })
    expect(later.status, later.text).toBe(200)
    expect((later.body as Stay).guest_id).toBe(unattached)
  })

  it('the other hotel links its own guest and is refused ours', async () => {
    const { other, businessId, server } = hotel
    const theirs = await account(other.businessId)
    const ours = await account(businessId)
    const cookie = await login(server.url, other.ownerUsername)
    const add = (guestId: string, days: number) =>
      call<Stay>(server.url, 'POST', `${STAY_BASE}/addStay`, {
        cookie,
        body: {
          room_id: other.roomId,
          _id: randomUUID(),
          arrival: addDays(days),
          checkout: addDays(days + 1),
          guest_id: guestId,
        },
      })
    const own = await add(theirs, 40)
    expect(own.status, own.text).toBe(200)
    expect(own.body.guest_id).toBe(theirs)
    const refused = await add(ours, 50)
    expect([refused.status, errorOf(refused).field]).toEqual([404, 'guest_id'])
  })
})
