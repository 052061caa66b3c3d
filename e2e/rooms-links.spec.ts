import { randomUUID } from 'node:crypto'
import { expect, request, test, type Page } from '@playwright/test'
import type { Room, Stay } from '../sync/protocol/index.ts'
import { E2E_OTASYNC_KEY, E2E_OTASYNC_PORT } from '../playwright.config.ts'
import {
  startFakeChannelManager,
  type FakeChannelManager,
} from '../tests/helpers/fake-channel-manager.ts'
import { expectAccessible } from './axe.ts'
import { BASE_URL, staffLogin, waitForServiceWorker } from './demo.ts'
import { staffApi } from './server-state.ts'
import { hotelDay } from './hotel-clock.ts'

const ROOMS = '/app/h/rooms/Reception'

/** A screenshot of what is on screen (the panel), to test-results/screens/<name>.png. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` })

const card = (page: Page, name: string) =>
  page.locator('.room-card', { has: page.getByRole('heading', { name, exact: true }) })

/** The business's rooms as the server has them (reception). */
async function serverRooms(): Promise<Room[]> {
  const api = await staffApi('reception')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const rooms = (await (
    await api.get(`/api/v2/hotel/room/getHotelRoomsByBusinessID/${me.business_id}`)
  ).json()) as Room[]
  await api.dispose()
  return rooms
}

test('reception edits a room’s service links offline: they land once; one another desk saved first is refused with “Error while saving link”', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await waitForServiceWorker(page)
  await page.goto(ROOMS)
  await expect(card(page, '105')).toBeVisible()

  // The room form lists the guest services (not reception, kitchen or manage).
  await card(page, '105').getByRole('button', { name: 'Edit' }).click()
  const panel = page.getByRole('dialog', { name: 'Room 105' })
  const links = panel.getByRole('group', { name: 'Service links' })
  await expect(links.getByLabel('Spa')).toHaveValue('')
  await expect(links.getByLabel('Hotel info')).toBeVisible()
  await expect(links.getByLabel('Kitchen')).toHaveCount(0)
  await expect(links.getByLabel('Reception')).toHaveCount(0)
  await expectAccessible(page, 'room form with service links, dark, 600 px')

  // Offline: a bad link is named at its field and nothing is queued; a good one shows at once.
  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await links.getByLabel('Spa').fill('spa.example/105')
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(links.getByText('A link starts with http:// or https://.')).toBeVisible()
  await expect(links.getByLabel('Spa')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, 'room form with a bad link, dark, 600 px')
  await shot(page, 'rooms-links-600-dark-form')
  await links.getByLabel('Spa').fill('https://spa.example/book?room=105')
  await links.getByLabel('Hotel info').fill('https://hotel.example/annex')
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel).toBeHidden()
  await expect(card(page, '105')).toHaveAttribute('data-waiting', 'true')
  // Opened again (still offline): the links as saved on this device.
  await card(page, '105').getByRole('button', { name: 'Edit' }).click()
  await expect(links.getByLabel('Spa')).toHaveValue('https://spa.example/book?room=105')
  await expect(links.getByLabel('Hotel info')).toHaveValue('https://hotel.example/annex')
  await links.getByLabel('Hotel info').fill('')
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(panel).toBeHidden()

  // Another desk gives room 106 a pool-bar link while this one, offline, gives it another.
  const room106 = (await serverRooms()).find((r) => r.name === '106')!
  const poolBar = await (async () => {
    const api = await staffApi('reception')
    const services = (await (await api.get('/api/v2/access/getServices')).json()) as {
      _id: string
      name: string
    }[]
    await api.dispose()
    return services.find((s) => s.name === 'Pool bar')!._id
  })()
  await card(page, '106').getByRole('button', { name: 'Edit' }).click()
  await page
    .getByRole('dialog', { name: 'Room 106' })
    .getByRole('group', { name: 'Service links' })
    .getByLabel('Pool bar')
    .fill('https://pool.example/mine')
  await page.getByRole('dialog', { name: 'Room 106' }).getByRole('button', { name: 'Save' }).click()
  const other = await staffApi('manager')
  const theirs = await other.post('/api/v2/hotel/room/addServiceLinkForRoom', {
    data: { room_id: room106._id, service_id: poolBar, url: 'https://pool.example/theirs' },
  })
  expect(theirs.status()).toBe(200)
  await other.dispose()

  await context.setOffline(false)
  await expect(card(page, '105')).not.toHaveAttribute('data-waiting', 'true')
  const refused = card(page, '106').getByRole('status')
  await expect(refused).toContainText(
    'Error while saving link: Another desk gave the room a link for this service first; the room has theirs now.',
  )
  await expectAccessible(page, 'a refused link on the room, dark, 600 px')
  await refused.screenshot({ path: 'test-results/screens/rooms-links-600-dark-refused.png' })

  // On the server: 105's spa link once (info added and removed again), 106 the other desk's.
  // The card's mark goes when its last action is answered; the server's row is read after it.
  await expect
    .poll(async () => (await serverRooms()).find((r) => r.name === '105')?.service_links.length, {
      // The replay's last step may wait for a retry when the machine is busy.
      timeout: 30_000,
    })
    .toBe(1)
  const rooms = await serverRooms()
  expect(rooms.find((r) => r.name === '105')?.service_links).toEqual([
    { service_id: expect.any(String), url: 'https://spa.example/book?room=105' },
  ])
  expect(rooms.find((r) => r.name === '106')?.service_links).toEqual([
    { service_id: poolBar, url: 'https://pool.example/theirs' },
  ])
  // The desk shows the server's link for 106 now.
  await card(page, '106').getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('dialog', { name: 'Room 106' }).getByLabel('Pool bar')).toHaveValue(
    'https://pool.example/theirs',
  )
  await context.close()
})

/** The day `days` from today (UTC), `YYYY-MM-DD`. */
const day = (days: number) => hotelDay(days)

/** A hotel the admin sets up with OTASync as its channel manager; its owner's login. */
async function otaSyncHotel(): Promise<{ username: string; businessId: string }> {
  const admin = await staffApi('admin')
  const username = `kanal-${randomUUID().slice(0, 8)}`
  const created = await admin.post('/api/v2/business/createBusiness', {
    data: {
      name: 'Hotel Kanal',
      email: 'desk@kanal.example.com',
      currency: 'EUR',
      username,
      password: 'demo1234',
      integration: 'otasync',
    },
  })
  expect(created.status()).toBe(200)
  const { business } = (await created.json()) as { business: { _id: string } }
  await admin.dispose()
  return { username, businessId: business._id }
}

test.describe('channel manager sync on the rooms screen', () => {
  let fake: FakeChannelManager
  test.beforeAll(async () => {
    fake = await startFakeChannelManager(E2E_OTASYNC_KEY, E2E_OTASYNC_PORT)
  })
  test.afterAll(async () => {
    await fake.close()
  })

  test('a hotel without a channel manager has no sync button', async ({ page }) => {
    await staffLogin(page, 'reception')
    await page.goto(ROOMS)
    await expect(card(page, '101')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Sync with/ })).toHaveCount(0)
  })

  test('a hotel on OTASync syncs its rooms and bookings: SYNC COMPLETE, FAIL. when OTASync fails, disabled offline', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    fake.mode = 'ok'
    fake.rooms = [
      { id: 'ota-201', name: '201', type: 'Double' },
      { id: 'ota-202', name: '202', type: 'Suite' },
    ]
    fake.bookings = [
      {
        id: 'bk-1',
        room_id: 'ota-201',
        checkin: day(2),
        checkout: day(5),
        guest_name: 'Marko Horvat',
        status: 'confirmed',
      },
    ]
    const hotel = await otaSyncHotel()
    const context = await browser.newContext({
      colorScheme: 'dark',
      viewport: { width: 600, height: 900 },
    })
    const page = await context.newPage()
    await staffLogin(page, hotel.username)
    await page.goto(ROOMS)
    await expect(page.getByText('No rooms yet. Add the hotel’s rooms with New room.')).toBeVisible()
    const sync = page.getByRole('button', { name: 'Sync with OTASync' })
    await expect(sync).toBeEnabled()
    await expectAccessible(page, 'rooms with the sync button, dark, 600 px')

    await sync.click()
    const result = page.getByTestId('channel-sync-result')
    await expect(result).toHaveAttribute('role', 'status')
    await expect(result).toContainText(
      'SYNC COMPLETE Rooms from OTASync: new 2, changed 0, skipped 0. Stays: new 1, changed 0, removed 0, skipped 0.',
    )
    // The synced rooms and the booking are on the screen (and on the server) at once.
    await expect(card(page, '201')).toContainText('Marko Horvat')
    await expect(card(page, '202')).toContainText('Suite')
    await expectAccessible(page, 'SYNC COMPLETE, dark, 600 px')
    await shot(page, 'rooms-channel-600-dark-complete')
    const owner = await request.newContext({ baseURL: BASE_URL })
    await owner.post('/api/v2/access/login/', {
      data: { username: hotel.username, password: 'demo1234' },
    })
    const stays = (await (
      await owner.get(`/api/v2/hotel/stay/GetStaysByBusinessID/${hotel.businessId}`)
    ).json()) as Stay[]
    expect(stays.map((s) => [s.room_name, s.guest_name, s.external_id])).toEqual([
      ['201', 'Marko Horvat', 'bk-1'],
    ])

    // OTASync fails: FAIL. and why; nothing changes.
    fake.mode = 'fail'
    await sync.click()
    await expect(result).toHaveAttribute('role', 'alert')
    await expect(result).toContainText('FAIL. OTASync could not be read. Nothing was synced.')
    await expectAccessible(page, 'FAIL., dark, 600 px')
    await shot(page, 'rooms-channel-600-dark-fail')
    await result.getByRole('button', { name: 'Dismiss' }).click()
    await expect(result).toBeHidden()

    // Offline: the button is off, and says why.
    await context.setOffline(true)
    await expect(sync).toBeDisabled()
    await expect(sync).toHaveAccessibleDescription(
      'Sync with OTASync needs the network: it reads OTASync through the server.',
    )
    await expectAccessible(page, 'sync offline, dark, 600 px')
    await context.setOffline(false)

    // Again, OTASync answering: nothing new (the second sync writes nothing).
    fake.mode = 'ok'
    await expect(sync).toBeEnabled()
    await sync.click()
    await expect(result).toContainText(
      'SYNC COMPLETE Rooms from OTASync: new 0, changed 0, skipped 0. Stays: new 0, changed 0, removed 0, skipped 0.',
    )
    await owner.dispose()
    await context.close()
  })
})
