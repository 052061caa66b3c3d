import 'fake-indexeddb/auto'
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { SyncNotification } from '../../sync/index.ts'
import { PUSH_PATH } from '../../sync/protocol/index.ts'
import { createRefusalTeller } from '../../src/app/notifications/refusal-teller.ts'
import {
  describeContext,
  loadDescribeData,
  withServerRow,
  type DescribeData,
} from '../../src/app/status/describe-data.ts'
import { describeRefusal } from '../../src/app/status/describe/index.ts'
import { openDesk } from '../helpers/reception.ts'
import type { Device } from './helpers/device.ts'
import { useHotel } from './helpers/fixture.ts'
import { guestOrders } from './helpers/hotel.ts'
import { sleep, waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const isPush = (method: string, path: string) => method === 'POST' && path === PUSH_PATH

/** The page's refusal toasts on a tablet: what the toasts said, and the data each was told from. */
function toastsOf(device: Device) {
  const shown: string[] = []
  const described: DescribeData[] = []
  const teller = createRefusalTeller({
    told: new Set(),
    async describe({ row, current }) {
      const data = withServerRow(await loadDescribeData([row], device.db), current)
      described.push(data)
      return describeRefusal(row, describeContext(data, i18n))
    },
    many: (count) => `${count} refused`,
    show: (text) => shown.push(text),
    onError: (error) => {
      throw error
    },
  })
  device.engine.onNotification(teller.notify)
  return { shown, described, teller }
}

const refusals = (device: Device) =>
  device.notifications.filter(
    (n): n is Extract<SyncNotification, { type: 'actionFailed' }> => n.type === 'actionFailed',
  )

describe('refusal toasts', () => {
  it('a room delete refused with the stay checked in files that stay under stays, not rooms', async () => {
    const other = await openDesk(hotel.server)
    const room = await other.newRoom()
    const desk = await hotel.tablet('reception')
    await waitFor(() => desk.db.rooms.get(room._id), { what: 'the room on the desk' })
    const toasts = toastsOf(desk)

    // Offline, this desk deletes the empty room; meanwhile another desk checks a guest in.
    desk.link.setUp(false)
    await desk.engine.enqueue('room.delete', { room_id: room._id })
    const stay = await other.checkIn(room)
    desk.link.setUp(true)
    await desk.engine.retryNow()
    await desk.engine.waitUntilSent()

    const [told] = refusals(desk)
    expect(told?.current).toMatchObject({ table: 'stays', row: { _id: stay._id } })
    await waitFor(() => toasts.shown.length > 0, { what: 'the toast' })
    expect(toasts.shown).toEqual([
      expect.stringMatching(new RegExp(`room ${room.name}.*A guest is checked in`, 's')),
    ])
    const [data] = toasts.described
    expect(data!.stays.get(stay._id)).toMatchObject({ _id: stay._id, room_id: room._id })
    expect(data!.rooms.has(stay._id)).toBe(false)
    expect(data!.rooms.get(room._id)).toMatchObject({ name: room.name })
  })

  it('one refusal shows one toast, also when its answer was lost and it is told again', async () => {
    const [bar, other] = [await hotel.tablet('waiter'), await hotel.tablet('manager')]
    const order = await guestOrders(hotel.server, 'roomservice', 2)
    await waitFor(() => bar.db.orders.get(order._id), { what: 'the order on the bar' })
    await waitFor(() => other.db.orders.get(order._id), { what: 'the order on the other' })
    const toasts = toastsOf(bar)

    // The bar declines offline, the other tablet accepts; the decline's first answer is lost.
    bar.link.setUp(false)
    await bar.engine.enqueue('order.decline', { order_id: order._id, reason: 'Kitchen closed' })
    await other.engine.enqueue('order.accept', { order_id: order._id })
    await other.engine.waitUntilSent()
    bar.net.loseAnswerOf(isPush)
    bar.link.setUp(true)
    await bar.engine.retryNow()
    await bar.engine.waitUntilSent()
    await waitFor(() => toasts.shown.length > 0, { what: 'the toast' })
    // The refusal is told again (as a second settling of the same row would tell it).
    for (const n of refusals(bar)) toasts.teller.notify(n)
    await sleep(400) // longer than the toasts' gathering window
    expect(toasts.shown).toEqual([
      `Room ${order.room_number}'s order was already accepted on another device.`,
    ])
  })
})
