import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { hotelDay } from './hotel-clock.ts'

const GUESTS = '/app/h/guests/Reception'

/** A screenshot of what is on screen (popups), to test-results/screens/<name>.png. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` })

const day = (days: number) => hotelDay(days)

const rows = (page: Page) => page.locator('.guests-table tbody tr')
const names = (page: Page) => page.locator('.guests-table tbody th[scope="row"]').allTextContents()
const header = (page: Page, name: string) =>
  page.locator('.guests-table thead th', { has: page.getByRole('button', { name }) })

test('reception searches and sorts the guests, opens a profile, downloads a report and a guest history; offline after a reload both are still there', async ({
  browser,
}) => {
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await waitForServiceWorker(page)
  await page.getByRole('link', { name: 'Guests' }).click()
  await expect(page).toHaveURL(/\/app\/h\/guests\/Reception$/)
  await expect(page.getByRole('heading', { name: 'Guests', level: 1 })).toBeVisible()

  // Sorted by name at first; repeat guests and past guests listed with their rooms and stays.
  await expect(rows(page).first()).toBeVisible()
  const first = await names(page)
  expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b)))
  expect(first).toEqual(expect.arrayContaining(['Emma Schmidt', 'Marta Novak', 'Lena Müller']))
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending')
  const emmaRow = rows(page).filter({ hasText: 'Emma Schmidt' })
  await expect(emmaRow.locator('[data-column="rooms"]')).toHaveText('103, 112')
  await expect(emmaRow.locator('[data-column="email"]')).toHaveText('emma.schmidt@example.com')
  await screenshot(page, 'guests-desktop-light')
  await expectAccessible(page, 'guests, light, desktop')

  // Most stays first, then the other way round; by country, guests without one last.
  await header(page, 'Stays').getByRole('button').click()
  await expect(header(page, 'Stays')).toHaveAttribute('aria-sort', 'descending')
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'none')
  const stays = await page.locator('.guests-table tbody [data-column="stays"]').allTextContents()
  expect(stays.map(Number)).toEqual([...stays.map(Number)].sort((a, b) => b - a))
  expect(Number(stays[0])).toBe(2)
  await header(page, 'Stays').getByRole('button').click()
  await expect(header(page, 'Stays')).toHaveAttribute('aria-sort', 'ascending')
  await header(page, 'Country').getByRole('button').click()
  const countries = await page
    .locator('.guests-table tbody [data-column="country"]')
    .allTextContents()
  expect(countries.slice(0, 2)).toEqual(['Germany', 'United Kingdom'])
  expect(countries.at(-1)).toBe('')

  // Search by name, any case.
  await page.getByPlaceholder('Search by name').fill('SCHMI')
  await expect(rows(page)).toHaveCount(1)
  await expect(page.getByText('1 guest', { exact: true })).toBeVisible()
  await page.getByPlaceholder('Search by name').fill('nobody like this')
  await expect(page.getByText('No guest matches this search.')).toBeVisible()
  await page.getByPlaceholder('Search by name').fill('emma')

  // The profile popup: who she is, her stays, and what the hotel remembers.
  await page.getByRole('button', { name: 'Emma Schmidt' }).click()
  const profile = page.getByRole('dialog')
  await expect(profile.getByRole('heading', { name: 'Emma Schmidt' })).toBeVisible()
  await expect(profile).toContainText('Germany')
  await expect(profile).toContainText('Female')
  await expect(profile).toContainText('Room 103')
  await expect(profile).toContainText('Room 112')
  await expect(profile.locator('.guest-memory__allergies')).toHaveText('Peanuts, Sesame')
  await expect(profile).toContainText('Vegetarian')
  await expect(profile).toContainText('Continental breakfast × 2')
  await expectAccessible(page, 'guest profile, light')
  await shot(page, 'guests-profile-desktop-light')
  await profile.getByRole('button', { name: 'Close' }).last().click()
  await expect(profile).toBeHidden()

  // The report: generate only when every field is set; the download is the server's CSV.
  await page.getByRole('button', { name: 'Generate report' }).click()
  const report = page.getByRole('dialog')
  const generate = report.getByRole('button', { name: 'Generate report' })
  await expect(generate).toBeDisabled()
  await expect(report).toContainText('Hotel Aurora')
  await expect(report).toContainText('Choose daily or monthly.')
  await report.getByLabel('Type').selectOption('daily')
  await report.getByLabel('Data').selectOption({ label: 'Orders' })
  await expect(report).toContainText('Choose a service.')
  await report.getByLabel('Service').selectOption({ label: 'Amenities' })
  await report.getByLabel('From').fill(day(-200))
  await expect(generate).toBeDisabled()
  await report.getByLabel('To').fill(day(-201))
  await expect(report).toContainText('The last day must not be before the first day.')
  await expect(generate).toBeDisabled()
  await report.getByLabel('To').fill(day(0))
  await expect(generate).toBeEnabled()
  await expectAccessible(page, 'report popup, light')
  const [download] = await Promise.all([page.waitForEvent('download'), generate.click()])
  expect(download.suggestedFilename()).toBe(
    `report-amenities-orders-daily-${day(-200)}-${day(0)}.csv`,
  )
  const csv = fs.readFileSync(await download.path(), 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const lines = csv.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe('Date,Time,Order,Status,Origin,Room,Table,Guest,Payment,Items,Total (EUR)')
  expect(lines.some((l) => l.includes('Marta Novak') && l.includes('1 x Room cleaning'))).toBe(true)
  expect(lines.some((l) => l.includes('Giulia Bianchi') && l.includes('2 x Extra towels'))).toBe(
    true,
  )
  // The total counts every order listed (other specs add amenities requests of their own).
  const listed = lines.length - 2
  expect(listed).toBeGreaterThanOrEqual(3)
  expect(lines.at(-1)).toMatch(new RegExp(`^Total,,${listed},`))
  await expect(report).toContainText(`Report downloaded: ${download.suggestedFilename()}`)
  await shot(page, 'guests-report-desktop-light')
  await page.keyboard.press('Escape')
  await expect(report).toBeHidden()

  // Emma's history: a tab per stay named by its room, the orders of each stay.
  await page.getByRole('link', { name: 'History of Emma Schmidt' }).click()
  await expect(page).toHaveURL(/\/app\/h\/guest-history\/[^/]+\/Reception$/)
  await expect(
    page.getByRole('heading', { name: 'Guest history: Emma Schmidt', level: 1 }),
  ).toBeVisible()
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveCount(2)
  await expect(tabs.nth(0)).toContainText('Room 103')
  await expect(tabs.nth(1)).toContainText('Room 112')
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await tabs.nth(1).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.locator('.guest-order')).toHaveCount(3)
  await expect(panel).toContainText('Continental breakfast')
  await expect(panel).toContainText('Charged to the room')
  await page.getByRole('button', { name: /^Reservations/ }).click()
  await expect(panel).toContainText('No reservations during this stay.')
  await page.getByRole('button', { name: /^Appointments/ }).click()
  await expect(panel).toContainText('No appointments during this stay.')
  await page.getByRole('button', { name: /^Orders/ }).click()
  // Keyboard: the arrows move between the stays.
  await tabs.nth(1).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.nth(0)).toBeFocused()
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await tabs.nth(1).click()
  await expectAccessible(page, 'guest history, light')
  await screenshot(page, 'guest-history-desktop-light')
  const historyUrl = page.url()

  // Offline, after a reload: the opened history is read from the device, and says so.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline: this is the guest history' }),
  ).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(2)
  await page.getByRole('tab', { name: /Room 112/ }).click()
  await expect(page.getByRole('tabpanel').locator('.guest-order')).toHaveCount(3)
  await screenshot(page, 'guest-history-offline')

  // The guests list too, and a history never opened here says it needs the connection.
  await page.getByRole('link', { name: 'Guests' }).first().click()
  // The navigation commits once the screen's code and texts are in: reload the list, not the history.
  await expect(page).toHaveURL(/\/app\/h\/guests\/Reception$/)
  await page.reload()
  await expect(rows(page).filter({ hasText: 'Emma Schmidt' })).toBeVisible()
  await expect(rows(page).filter({ hasText: 'Marta Novak' })).toBeVisible()
  await page.getByRole('link', { name: 'History of Marta Novak' }).click()
  await expect(page.getByText('this device has not opened it before')).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(2)
  await expect(page.getByRole('tabpanel')).toContainText('once this device is online')
  await page.goto(GUESTS)
  await page.getByRole('button', { name: 'Generate report' }).click()
  await expect(page.getByRole('dialog')).toContainText('they need the connection')
  await expect(
    page.getByRole('dialog').getByRole('button', { name: 'Generate report' }),
  ).toBeDisabled()
  await page.keyboard.press('Escape')

  // Back online: the history is fetched again and the offline note goes.
  await context.setOffline(false)
  await page.goto(historyUrl)
  await expect(page.getByRole('tab')).toHaveCount(2)
  await expect(page.getByText('Offline: this is the guest history')).toBeHidden()
  await context.close()
})

test('the guests screens and their popups are accessible in dark appearance at 600 px', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await page.goto(GUESTS)
  await expect(rows(page).first()).toBeVisible()
  await expectAccessible(page, 'guests, dark, 600 px')
  await screenshot(page, 'guests-600-dark')

  await page.getByRole('button', { name: 'Ana Kovačević' }).click()
  await expect(page.getByRole('dialog')).toContainText('Room 104')
  await expect(page.getByRole('dialog')).toContainText('no profile of their own')
  await expectAccessible(page, 'guest profile, dark, 600 px')
  await shot(page, 'guests-600-dark-profile')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Generate report' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectAccessible(page, 'report popup, dark, 600 px')
  await shot(page, 'guests-600-dark-report')
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'History of Marta Novak' }).click()
  await expect(page.getByRole('tab')).toHaveCount(2)
  await expect(page.getByRole('tab').nth(0)).toContainText('Room 110')
  await expect(page.getByRole('tabpanel').locator('.guest-order')).toHaveCount(3)
  await expectAccessible(page, 'guest history, dark, 600 px')
  await screenshot(page, 'guest-history-600-dark')
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(page, 'guest-history-desktop-dark')
  await context.close()
})
