import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { compareRoomNames, type Room } from '../sync/protocol/index.ts'
import { pdfLinks, pdfPagesText } from '../tests/helpers/read-pdf.ts'
import { expectAccessible } from './axe.ts'
import { BASE_URL, screenshot, staffLogin } from './demo.ts'
import { staffApi } from './server-state.ts'

const QR = '/app/h/qr/Reception'

/** The live rooms on the server, in room order. */
async function serverRooms(): Promise<Room[]> {
  const api = await staffApi('reception')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const rooms = (await (
    await api.get(`/api/v2/hotel/room/getHotelRoomsByBusinessID/${me.business_id}`)
  ).json()) as Room[]
  await api.dispose()
  return rooms.sort((a, b) => compareRoomNames(a.name, b.name))
}

async function downloadPdf(page: Page): Promise<{ name: string; bytes: Uint8Array }> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await download
  return {
    name: file.suggestedFilename(),
    bytes: new Uint8Array(fs.readFileSync(await file.path())),
  }
}

test('reception downloads the rooms sheet: a PDF with one code per room, named after the hotel', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // page.route sees the app's requests only when no service worker takes them.
  const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: 'block' })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  // Reception starts on the rooms, whose header leads to the QR codes (so does the side bar).
  await page.waitForURL(/\/app\/h\/rooms\//)
  await page.getByRole('main').getByRole('link', { name: 'QR codes' }).click()
  await page.waitForURL((url) => url.pathname === QR)
  await expect(page.getByRole('heading', { name: 'QR codes', level: 1 })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Rooms' })).toBeChecked()
  await expectAccessible(page, 'QR codes, light, desktop')
  await screenshot(page, 'qr-desktop-light')

  // While the server draws the sheet the screen says so (the answer is held back a moment).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/qrcode/qr/**', async (route) => {
    await held
    await route.continue()
  })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  await expect(page.getByRole('button', { name: 'Generating the PDF…' })).toBeDisabled()
  await expect(page.getByRole('progressbar', { name: 'Generating the PDF' })).toBeVisible()
  await screenshot(page, 'qr-generating')
  release()
  const file = await download
  await page.unroute('**/api/qrcode/qr/**')
  expect(file.suggestedFilename()).toBe('qr-hotel-aurora-rooms.pdf')
  await expect(page.getByText('Downloaded qr-hotel-aurora-rooms.pdf.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled()

  const bytes = new Uint8Array(fs.readFileSync(await file.path()))
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
  const rooms = await serverRooms()
  expect(rooms.length).toBeGreaterThanOrEqual(20)
  // One code per room, in room order, each opening that room's guest page (each code is a link).
  expect(await pdfLinks(bytes)).toEqual(rooms.map((r) => `${BASE_URL}/app/hu/${r._id}`))
  const text = (await pdfPagesText(bytes)).join(' ')
  expect(text).toContain('Hotel Aurora · Rooms')
  for (const room of rooms) expect(text).toContain(room.name)

  // Offline: said plainly, and the button waits for the connection.
  await context.setOffline(true)
  await expect(page.getByTestId('qr-offline')).toContainText('You are offline')
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled()
  await expectAccessible(page, 'QR codes offline')
  await screenshot(page, 'qr-offline')
  await context.setOffline(false)
  await expect(page.getByTestId('qr-offline')).toBeHidden({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled()

  // A failure is told, and the next try works.
  await page.route('**/api/qrcode/qr/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  )
  await page.getByRole('button', { name: 'Download PDF' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The PDF could not be made (error 500). Try again.',
  )
  await page.unroute('**/api/qrcode/qr/**')
  const again = await downloadPdf(page)
  expect(again.name).toBe('qr-hotel-aurora-rooms.pdf')
  await expect(page.getByRole('alert')).toBeHidden()
  await context.close()
})

test('the owner downloads one restaurant’s table codes; dark at 600 px is accessible', async ({
  browser,
}) => {
  const context = await browser.newContext({
    acceptDownloads: true,
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'owner')
  await page.goto('/app/h/qr/Pool%20bar')
  // The route's service is a pool: the screen opens on its tables.
  await expect(page.getByRole('radio', { name: 'Restaurants' })).toBeChecked()
  await expect(page.getByLabel('Restaurant', { exact: true })).toHaveValue(/.+/)
  await expect(page.getByLabel('Restaurant', { exact: true }).locator('option:checked')).toHaveText(
    'Pool bar',
  )
  await expectAccessible(page, 'QR codes, dark, 600 px')
  await screenshot(page, 'qr-600-dark')

  await page.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Restaurant' })
  const tables = await downloadPdf(page)
  expect(tables.name).toBe('qr-hotel-aurora-restaurant-tables.pdf')
  expect(Buffer.from(tables.bytes.subarray(0, 5)).toString()).toBe('%PDF-')
  const links = await pdfLinks(tables.bytes)
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) expect(link).toMatch(new RegExp(`^${BASE_URL}/app/u/menu/`))
  expect((await pdfPagesText(tables.bytes))[0]).toContain('Hotel Aurora · Restaurant')

  await page.getByRole('radio', { name: 'Rooms' }).check()
  await expect(page.getByLabel('Restaurant', { exact: true })).toBeHidden()
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(page, 'qr-desktop-dark')
  await context.close()
})
