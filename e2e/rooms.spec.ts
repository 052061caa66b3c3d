import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { Stay } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { makeFastInputFile } from '../tests/helpers/fast-input-fixture.ts'
import { staffApi } from './server-state.ts'

const ROOMS = '/app/h/rooms/Reception'

/** A screenshot of what is on screen (popups), to test-results/screens/<name>.png. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` })

const card = (page: Page, name: string) =>
  page.locator('.room-card', { has: page.getByRole('heading', { name, exact: true }) })

/** Every stay of the room on the server (reception sees the room codes); '' every room's. */
async function serverStays(roomId: string): Promise<Stay[]> {
  const api = await staffApi('reception')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const stays = (await (
    await api.get(`/api/v2/hotel/stay/GetStaysByBusinessID/${me.business_id}`)
  ).json()) as Stay[]
  await api.dispose()
  return roomId === '' ? stays : stays.filter((s) => s.room_id === roomId)
}

test('reception checks a guest in, extends a stay and checks a room out offline; each lands once and the invoice downloads when it syncs', async ({
  browser,
}) => {
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await waitForServiceWorker(page)
  await page.goto(ROOMS)
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible()

  // Sorted by number, states shown: 101 is occupied with its guest and code, 117 out of service.
  const names = await page.locator('.room-card__name').allTextContents()
  expect(names.slice(0, 3)).toEqual(['101', '102', '103'])
  await expect(card(page, '101')).toHaveAttribute('data-state', 'occupied')
  await expect(card(page, '101')).toContainText('Ana Kovačević')
  await expect(card(page, '101').getByTestId('room-code')).toHaveText(/^[A-Za-z0-9]{4,12}$/)
  await expect(card(page, '117')).toHaveAttribute('data-state', 'out_of_service')
  await expect(card(page, '111')).toHaveAttribute('data-state', 'unoccupied')
  await screenshot(page, 'rooms-desktop-light')

  // Search by room number.
  await page.getByPlaceholder('Search by room number').fill('11')
  await expect(page.locator('.room-card__name')).toHaveText([
    '110',
    '111',
    '112',
    '113',
    '114',
    '115',
    '116',
    '117',
    '118',
    '119',
  ])
  await page.getByPlaceholder('Search by room number').fill('')

  // Offline check-in of room 111: the desk proposes the code, the stay shows at once with it.
  const roomId = (await card(page, '111').getAttribute('data-room-id'))!
  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await card(page, '111').getByRole('button', { name: 'Check in' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Guest name')).toBeFocused()
  await dialog.getByLabel('Check-out date').fill('')
  await dialog.getByRole('button', { name: 'Check in' }).click()
  await expect(dialog.getByText('This is required.')).toBeVisible()
  await dialog.getByLabel('Check-out date').fill('2099-01-05')
  await dialog.getByLabel('Guest name').fill('Nina Offline')
  await dialog.getByLabel('Language').selectOption('srb')
  await dialog.getByRole('button', { name: 'Check in' }).click()
  const code = (await dialog.getByTestId('checkin-code').textContent())!.trim()
  expect(code).toMatch(/^\d{4}$/)
  await shot(page, 'rooms-checkin-offline')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  const room = card(page, '111')
  await expect(room).toHaveAttribute('data-state', 'occupied')
  await expect(room).toHaveAttribute('data-waiting', 'true')
  await expect(room.getByTestId('room-code')).toHaveText(code)
  await expect(room).toContainText('Nina Offline')
  expect((await serverStays(roomId)).filter((s) => s.check_in !== null)).toHaveLength(0)
  // A reload while offline opens on the same rooms, the stay and its code still there.
  await page.reload()
  await expect(room.getByTestId('room-code')).toHaveText(code)
  await expect(room).toHaveAttribute('data-waiting', 'true')

  // Extend another stay while offline (the check-out date is required).
  const stay102 = (await card(page, '102').getAttribute('data-room-id'))!
  await card(page, '102').getByRole('button', { name: 'Extend' }).click()
  await expect(dialog.getByLabel('New check-out date')).toBeFocused()
  await dialog.getByLabel('New check-out date').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('This is required.')).toBeVisible()
  await dialog.getByLabel('New check-out date').fill('2099-02-01')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(card(page, '102')).toContainText('Feb 1')

  // Check-out of room 108 while offline: queued; the popup says the invoice comes when it syncs.
  await card(page, '108').getByRole('button', { name: 'Check out' }).click()
  await dialog.getByRole('button', { name: 'Check out' }).click()
  await expect(dialog.getByText('The invoice downloads as soon as')).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(card(page, '108')).toHaveAttribute('data-state', 'unoccupied')
  await expect(card(page, '108')).toHaveAttribute('data-waiting', 'true')

  // Back online: each is sent once, the server keeps the desk's code, the invoice downloads.
  const download = page.waitForEvent('download', { timeout: 30_000 })
  await context.setOffline(false)
  await expect(room).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  const inHouse = (await serverStays(roomId)).filter((s) => s.check_in !== null)
  expect(inHouse).toHaveLength(1)
  expect(inHouse[0]!.password).toBe(code)
  expect(inHouse[0]!.guest_name).toBe('Nina Offline')
  expect(inHouse[0]!.lang).toBe('srb')
  await expect(card(page, '102')).not.toHaveAttribute('data-waiting', 'true')
  const extended = (await serverStays(stay102)).filter((s) => s.check_in !== null)
  expect(extended.map((s) => s.checkout)).toEqual(['2099-02-01'])

  const file = await download
  expect(file.suggestedFilename()).toMatch(/^invoice-room-108-.*\.pdf$/)
  const pdf = fs.readFileSync(await file.path())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const room108 = (await card(page, '108').getAttribute('data-room-id'))!
  const stays108 = await serverStays(room108)
  expect(stays108.filter((s) => s.check_in !== null)).toHaveLength(0)
  expect(stays108.filter((s) => s.checked_out_at !== null)).toHaveLength(1)
  // Still downloadable from the room afterwards.
  const again = page.waitForEvent('download')
  await card(page, '108').getByRole('button', { name: 'Invoice' }).click()
  expect((await again).suggestedFilename()).toMatch(/\.pdf$/)
  await page.setViewportSize({ width: 600, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
  // The side bar slides away at 600 px; wait until it has.
  await expect(page.getByRole('link', { name: 'Rooms' })).not.toBeInViewport()
  await shot(page, 'rooms-600-light')
  await card(page, '104').getByRole('button', { name: 'Report issue' }).click()
  await shot(page, 'rooms-600-light-ticket')
  await page.keyboard.press('Escape')
  await context.close()
})

test('the rooms screen and its popups are accessible in dark appearance at 600 px', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await page.goto(ROOMS)
  await expect(card(page, '101')).toBeVisible()
  await expectAccessible(page, 'rooms, dark, 600 px')
  await screenshot(page, 'rooms-600-dark')

  // Select two rooms, set them inactive: the selection clears, both show out of service.
  await card(page, '113').getByLabel('Select room 113').check()
  await card(page, '114').getByLabel('Select room 114').check()
  await expect(page.getByText('2 rooms selected')).toBeVisible()
  await page.getByRole('button', { name: 'Set inactive' }).click()
  await expect(page.getByText('2 rooms selected')).toBeHidden()
  await expect(card(page, '113')).toHaveAttribute('data-state', 'out_of_service')
  await expect(card(page, '114')).toHaveAttribute('data-state', 'out_of_service')

  // Closing a popup clears the selection.
  await card(page, '120').getByLabel('Select room 120').check()
  await card(page, '115').getByRole('button', { name: 'Check in' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectAccessible(page, 'check-in popup, dark')
  await shot(page, 'rooms-600-dark-checkin')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(card(page, '120').getByLabel('Select room 120')).not.toBeChecked()
  await expect(page.getByText('1 room selected')).toBeHidden()

  await page.getByRole('button', { name: 'Fast input' }).click()
  await page
    .getByLabel('Bookings to import')
    .fill(
      'Room;Check-in;Checkout;Guest\n115;1.12.99;3.12.99;Ana\n999;1.12.99;3.12.99\n116;x;3.12.99',
    )
  await expect(page.getByTestId('fast-input-importing')).toHaveText('1 line imports')
  await expect(page.getByTestId('fast-input-skipped')).toHaveText('2 lines skipped')
  await expect(page.getByRole('dialog')).toContainText('Line 3: no such room')
  await expect(page.getByRole('dialog')).toContainText('Line 4: invalid date (use d.m.yy)')
  await expectAccessible(page, 'fast input popup, dark')
  await shot(page, 'rooms-600-dark-fast-input')
  await page.keyboard.press('Escape')

  await card(page, '116').getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByLabel('Room number or name')).toBeFocused()
  await expectAccessible(page, 'room form, dark')
  await shot(page, 'rooms-600-dark-room-form')
  await page.keyboard.press('Escape')
  await expect(page.getByLabel('Room number or name')).toBeHidden()
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, 'rooms-desktop-dark')
  await context.close()
})

test('a room another desk checked in meanwhile is refused with TAKEN. and the server’s stay is shown', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await waitForServiceWorker(page)
  await page.goto(ROOMS)
  const room = card(page, '118')
  await expect(room).toHaveAttribute('data-state', 'unoccupied')
  const roomId = (await room.getAttribute('data-room-id'))!

  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await room.getByRole('button', { name: 'Check in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Guest name').fill('Desk Guest')
  await dialog.getByRole('button', { name: 'Check in' }).click()
  const ours = (await dialog.getByTestId('checkin-code').textContent())!.trim()
  await dialog.getByRole('button', { name: 'Done' }).click()

  // Meanwhile the other desk checks the room in on the server.
  const api = await staffApi('reception')
  const reply = await api.post('/api/v2/hotel/stay/generateNewPasswordAndCheckIn', {
    data: { room_id: roomId, checkout: '2099-03-01', guest_name: 'Other Desk Guest' },
  })
  expect(reply.ok()).toBe(true)
  const theirs = ((await reply.json()) as Stay).password!
  await api.dispose()
  expect(theirs).not.toBe(ours)

  await context.setOffline(false)
  await expect(room.getByText('Refused by the server')).toBeVisible({ timeout: 20_000 })
  await expect(room).toContainText('TAKEN.')
  await expect(room).toContainText(`room code ${theirs}`)
  await expect(room.getByTestId('room-code')).toHaveText(theirs)
  await expect(room).toContainText('Other Desk Guest')
  await shot(page, 'rooms-taken')
  expect((await serverStays(roomId)).filter((s) => s.check_in !== null)).toHaveLength(1)
  await room.getByRole('button', { name: 'Dismiss' }).click()
  await expect(room.getByText('Refused by the server')).toBeHidden()
  await context.close()
})

test('fast input: a file of 300 lines with 20 bad ones previews 280 and names the skipped lines, then imports them', async ({
  browser,
}) => {
  // Rooms no other test of this file books after today (the file's stays start in 2035).
  const rooms = ['103', '104', '105', '106', '107', '109', '110', '112', '115', '116', '119', '120']
  const file = makeFastInputFile({ lines: 300, bad: 20, rooms, header: true })
  expect(file.rows).toHaveLength(280)
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await page.goto(ROOMS)
  await expect(card(page, '101')).toBeVisible()
  const imported = async () =>
    (await serverStays('')).filter((s) => (s.arrival ?? '') >= '2035-01-01').length
  expect(await imported()).toBe(0)

  await page.getByRole('button', { name: 'Fast input' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Bookings to import').fill(file.text)
  await expect(dialog.getByTestId('fast-input-importing')).toHaveText('280 lines import')
  await expect(dialog.getByTestId('fast-input-skipped')).toHaveText('20 lines skipped')
  for (const bad of file.bad) await expect(dialog.getByText(`Line ${bad.line}:`)).toBeVisible()
  await shot(page, 'rooms-fast-input-300')
  await dialog.getByRole('button', { name: 'Import 280 bookings' }).click()
  await expect(dialog).toContainText('280 bookings are being imported.')
  await dialog.getByRole('button', { name: 'Done' }).click()

  // Once synced, the bookings are on the server (and on the rooms).
  await expect.poll(imported, { timeout: 20_000 }).toBe(280)
  await expect(card(page, '103')).toContainText('Booked', { timeout: 20_000 })
  await context.close()
})
