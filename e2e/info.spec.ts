import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { demo, roomIdOf, screenshot, staffLogin, waitForServiceWorker } from './demo.ts'

// Issue 18: info pages. Staff order the hotel's info by keyboard and add one offline; the guest's
// info page shows them in that order; each info type has its view.

const STAFF_INFO = '/app/h/info/Hotel%20info'

/** The info titles in the staff list, in order. */
const staffOrder = (page: Page) =>
  page.locator('.info-list > .info-card .info-card__name').allInnerTexts()

test('staff reorder infos by keyboard and add one offline; the guest sees that order', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto(STAFF_INFO)
  await expect(page.getByRole('heading', { name: 'Hotel info', level: 1 })).toBeVisible()
  await expect(page.getByText('Info type: Text blocks')).toBeVisible()
  await expect(page.locator('.info-card').first()).toBeVisible()
  const before = await staffOrder(page)
  expect(before).toEqual(expect.arrayContaining(['Wi-Fi', 'Breakfast', 'House rules']))

  // The last info one place up, with the keyboard only.
  const last = before[before.length - 1]!
  const up = page.getByRole('button', { name: `Move ${last} up` })
  await up.focus()
  await page.keyboard.press('Enter')
  const moved = [...before]
  moved.splice(moved.length - 2, 0, moved.pop()!)
  await expect.poll(() => staffOrder(page)).toEqual(moved)
  await expect(page.locator('.info-card[data-waiting]')).toHaveCount(0, { timeout: 20_000 })
  await expectAccessible(page, 'info screen')
  await screenshot(page, 'info-staff')

  // Offline: a new info shows at once, waiting; back online it lands.
  await waitForServiceWorker(page)
  await context.setOffline(true)
  const title = `Late check-out ${Date.now()}`
  await page.getByRole('button', { name: 'Add info' }).click()
  const form = page.getByRole('dialog', { name: 'New info' })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Write it in English at least.')).toBeVisible()
  await form.getByLabel('Title (English)').fill(title)
  await form.getByLabel('Title (Croatian)').fill('Kasna odjava')
  await form.getByLabel('Text (English)').fill('Until 14:00, ask the reception.')
  await form.getByLabel('Link (optional)').fill('javascript:alert(1)')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('A link starts with http:// or https://.')).toBeVisible()
  await form.getByLabel('Link (optional)').fill('')
  await expectAccessible(page, 'new info form')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
  const card = page.locator('.info-card', { hasText: title })
  await expect(card).toHaveAttribute('data-waiting', 'true')
  await context.setOffline(false)
  await expect(card).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  const order = await staffOrder(page)
  expect(order).toEqual([...moved, title])

  // The guest's phone: the room page links to the info page, in the staff's order.
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 } })
  const guestPage = await phone.newPage()
  const guest = demo().guests[0]!
  await guestPage.goto(guest.url)
  await guestPage.getByLabel('Room code').fill(guest.code)
  await guestPage.getByRole('button', { name: 'Continue' }).click()
  await guestPage
    .getByRole('region', { name: 'Hotel information' })
    .getByRole('link', { name: /Hotel info/ })
    .click()
  await expect(guestPage.getByRole('heading', { name: 'Hotel info', level: 1 })).toBeVisible()
  await expect(guestPage.locator('.gi-block h2')).toHaveText(order)
  await expect(guestPage.getByText('Password: seaside2026')).toBeVisible()
  await expectAccessible(guestPage, 'guest info page')
  await screenshot(guestPage, 'info-guest-text')
  await phone.close()
  await context.close()
})

test('each info type has its view (demo pages), in the dark at 600 px; the staff screen too', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  const roomId = roomIdOf(demo().guests[0]!)
  const open = (service: string) =>
    page.goto(`/app/hu/d/info/${roomId}/${encodeURIComponent(service)}`)

  // menuCategory: the stores, each with its offers and prices.
  await open('Nearby shops')
  await expect(page.getByRole('heading', { name: 'Pekara Mlin', level: 2 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Market Riva' })).toContainText('Beach towel')
  await expect(page.getByRole('region', { name: 'Pekara Mlin' })).toContainText('€2.50')
  await expectAccessible(page, 'guest info, stores')
  await screenshot(page, 'info-guest-category-dark-600')

  // mapsSingle: one list, each place with its map link (a new tab, no opener).
  await open('Beach map')
  const maps = page.getByRole('link', { name: 'Open in maps' })
  await expect(maps).toHaveCount(2)
  await expect(maps.first()).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(page.getByText('Bačvice beach')).toBeVisible()

  // menuSingle: one list with prices.
  await open('Excursions')
  await expect(page.locator('.gi-offer', { hasText: 'Island boat trip' })).toContainText('€65.00')

  // external: the city guide's link.
  await open('City guide')
  const guide = page.getByRole('link', { name: 'Open Split city guide' })
  await expect(guide).toHaveAttribute('href', 'https://visitsplit.com')
  await expect(guide).toHaveAttribute('rel', 'noopener noreferrer')
  await expectAccessible(page, 'guest info, external')

  // The same page in Croatian.
  await page.evaluate(() => localStorage.setItem('lang', 'cro'))
  await open('Hotel info')
  await expect(page.getByRole('heading', { name: 'Kućni red', level: 2 })).toBeVisible()
  await page.evaluate(() => localStorage.removeItem('lang'))

  // The staff screen of the shops at 600 px in the dark.
  await staffLogin(page, 'manager')
  await page.goto('/app/h/info/Nearby%20shops')
  await expect(page.getByText('Info type: Stores with their offers')).toBeVisible()
  await expect(page.locator('.info-card', { hasText: 'Pekara Mlin' }).first()).toBeVisible()
  await expectAccessible(page, 'info screen, stores, dark, 600 px')
  await screenshot(page, 'info-staff-stores-dark-600')
  await context.close()
})
