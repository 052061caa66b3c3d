import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { PUSH_PATH, STAY_BASE, type PushReply, type Stay } from '../../sync/protocol/index.ts'
import { guest } from '../helpers/http.ts'
import { withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { connectSocket, initGuest, type TestSocket } from '../helpers/socket.ts'

/* At check-out the stay's phones stop hearing it: their open sockets are closed (issue 16 §3.7). */
describe('check-out closes the guests’ sockets', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const open: TestSocket[] = []
  afterEach(() => {
    for (const s of open.splice(0)) s.close()
  })

  /** A checked-in stay and a guest phone on its socket, joined to the stay. */
  async function phoneInRoom(): Promise<{ stay: Stay; phone: TestSocket }> {
    const room = await hotel.desk.newRoom()
    const stay = await hotel.desk.checkIn(room)
    const cookie = await guest(hotel.server.url, room._id, stay.password!)
    const phone = await connectSocket(hotel.server.url, cookie)
    open.push(phone)
    expect((await initGuest(phone, stay._id)).ok).toBe(true)
    return { stay, phone }
  }
  const closed = (phone: TestSocket) =>
    new Promise<string>((resolve) => phone.socket.once('disconnect', resolve))

  it('through the route: the stay’s phone is disconnected, another stay’s phone is not', async () => {
    const leaving = await phoneInRoom()
    const staying = await phoneInRoom()
    const gone = closed(leaving.phone)
    const out = await hotel.desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, {
      stay_id: leaving.stay._id,
    })
    expect(out.status, out.text).toBe(200)
    expect(await gone).toBe('io server disconnect')
    expect(staying.phone.socket.connected).toBe(true)
  })

  it('through the push too', async () => {
    const leaving = await phoneInRoom()
    const gone = closed(leaving.phone)
    const pushed = await hotel.desk.as('reception', 'POST', PUSH_PATH, {
      actions: [
        { id: randomUUID(), type: 'stay.checkOut', payload: { stay_id: leaving.stay._id } },
      ],
    })
    expect((pushed.body as PushReply).results[0]?.status).toBe(200)
    expect(await gone).toBe('io server disconnect')
  })
})
