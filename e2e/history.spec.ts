import { expect, test, type Page } from '@playwright/test'
import type { Article, Order } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { demoTable, staffApi } from './server-state.ts'
import { hotelDay } from './hotel-clock.ts'

const ORDER = '/api/v2/restaraunt-bar/order'
const HISTORY = '/app/h/history/Pool%20bar'
const day = (offset = 0) => hotelDay(offset)

/** What the screen's filters below ask the server: the pool's paid staff orders of today. */
let expected: { count: number; ids: string[]; notes: string[] }

/** Staff orders at the pool's table P4, finished and paid through the real API: their ids. */
async function paidPoolOrders(from: number, to: number): Promise<string[]> {
  const api = await staffApi('owner')
  const table = await demoTable('P4')
  const articles = (await (
    await api.get(
      `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${table.service_id}`,
    )
  ).json()) as Article[]
  const article = articles.find((a) => a.modifiers.every((m) => !m.required))!
  const ids: string[] = []
  for (let i = from; i < to; i++) {
    const res = await api.post(`${ORDER}/createAcceptedOrder`, {
      data: {
        service_id: table.service_id,
        table_id: table._id,
        payment: i % 2 === 0 ? 'cash' : 'card',
        note: `history ${i + 1}`,
        content: [{ article_id: article._id, count: 1 + (i % 3), modifiers: [] }],
      },
    })
    expect(res.ok(), await res.text()).toBe(true)
    const order = (await res.json()) as Order
    if (order.status !== 'Finished') {
      const finished = await api.put(`${ORDER}/finishOrder`, { data: { order_id: order._id } })
      expect(finished.ok(), await finished.text()).toBe(true)
    }
    ids.push(order._id)
  }
  const paid = await api.put('/api/restaraunt-bar/order/paidOrders/', { data: { ids } })
  expect(paid.ok(), await paid.text()).toBe(true)
  await api.dispose()
  return ids
}

/**
 * 40 orders at the pool's table P4, placed by staff, finished and paid through the real API: paid
 * orders are history only, so neither the boards nor a table's finished orders (the locked
 * tables, later specs) show them.
 */
test.beforeAll(async () => {
  const ids = await paidPoolOrders(0, 40)
  const api = await staffApi('owner')
  const table = await demoTable('P4')
  // The same query the screen sends once filtered (the end date plus one day).
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const query = `service=${table.service_id}&status=Paid&origin=Reception&startDate=${day()}&endDate=${day(1)}`
  const list = (await (
    await api.get(`${ORDER}/getOrdersPaginated/${me.business_id}/1/100?${query}`)
  ).json()) as { count: number; orders: Order[] }
  expected = {
    count: list.count,
    ids: list.orders.map((o) => o._id),
    notes: list.orders.map((o) => o.note),
  }
  expect(expected.count).toBeGreaterThanOrEqual(40)
  expect(ids.every((id) => expected.ids.includes(id))).toBe(true)
  await api.dispose()
})

const rows = (page: Page) => page.locator('.hist-row')
const summary = (page: Page) => page.locator('.hist-summary')
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' })
const pageButton = (page: Page, n: number) =>
  pages(page).getByRole('button', { name: `Page ${n}`, exact: true })
const range = (from: number, to: number, pageNo: number) =>
  `${from}–${to} of ${expected.count} · page ${pageNo} of ${Math.ceil(expected.count / 12)}`

test('history filters and pages through 40 finished orders, and keeps the pages seen offline', async ({
  page,
}) => {
  await staffLogin(page, 'waiter')
  await waitForServiceWorker(page)
  await page.goto(HISTORY)
  await expect(page.getByRole('heading', { name: 'History: Pool bar', level: 1 })).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Lists' })
  await expect(tabs.getByRole('tab')).toHaveText(['Orders', 'Reservations'])
  await expect(tabs.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')

  // Filters: status, origin, from and to; each one lands in the URL and starts at page 1.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Paid')
  await page.getByRole('combobox', { name: 'Origin' }).selectOption('Reception')
  await page.getByRole('textbox', { name: 'From' }).fill(day())
  await page.getByRole('textbox', { name: 'To' }).fill(day())
  await expect(page).toHaveURL(/status=Paid/)
  await expect(page).toHaveURL(new RegExp(`from=${day()}&to=${day()}`))
  await expect(summary(page)).toHaveText(range(1, 12, 1))
  await expect(rows(page)).toHaveCount(12)
  await expect(rows(page).first()).toContainText(expected.notes[0]!)
  await expect(rows(page).first()).toContainText('Paid')
  await expect(rows(page).first()).toContainText('Table P4')
  await expect(rows(page).first()).toContainText('By staff')

  // 4 pages: the slider shows them all (ellipsis only from 9 pages, unit-tested).
  const numPages = Math.ceil(expected.count / 12)
  await expect(pages(page).locator('.hist-pages__number')).toHaveCount(Math.min(numPages, 5))
  await expect(pages(page).locator('.hist-pages__gap')).toHaveCount(numPages >= 9 ? 2 : 0)
  await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page')

  await pageButton(page, 2).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(summary(page)).toHaveText(range(13, 24, 2))
  await expect(rows(page)).toHaveCount(12)
  await expect(rows(page).first()).toContainText(expected.notes[12]!)
  await expect(rows(page).last()).toContainText(expected.notes[23]!)
  // A click on the current page is ignored; Previous on page 1 too.
  const url = page.url()
  await pageButton(page, 2).click()
  expect(page.url()).toBe(url)
  await pages(page).getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=3/)
  await expect(summary(page)).toHaveText(range(25, 36, 3))
  await screenshot(page, 'history-orders-desktop')

  // A reload keeps the filters and page (the URL), and the page shows again.
  await page.reload()
  await expect(summary(page)).toHaveText(range(25, 36, 3))
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Paid')

  // Offline: a page seen is readable, marked as kept; a page never seen says so, not an empty list.
  await page.context().setOffline(true)
  await pageButton(page, 2).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(summary(page)).toHaveText(range(13, 24, 2))
  await expect(rows(page)).toHaveCount(12)
  await expect(page.locator('[data-notice="offlineKept"]')).toBeVisible()
  await page.reload()
  await expect(summary(page)).toHaveText(range(13, 24, 2))
  await pageButton(page, numPages).click()
  await expect(page.locator('[data-notice="offlineUnseen"]')).toContainText(
    'this device has not opened this page before',
  )
  await expect(rows(page)).toHaveCount(0)
  await screenshot(page, 'history-offline-unseen')
  // Its page bar still leads back to the pages seen.
  await pageButton(page, 2).click()
  await expect(summary(page)).toHaveText(range(13, 24, 2))
  await pageButton(page, numPages).click()
  await expect(page.locator('[data-notice="offlineUnseen"]')).toBeVisible()
  await page.context().setOffline(false)
  // Back online, the page comes.
  await expect(rows(page)).toHaveCount(expected.count - (numPages - 1) * 12)
  await expect(page.locator('[data-notice]')).toHaveCount(0)

  // An order paid meanwhile (another tablet) shows on the open page: the list follows the events.
  await pageButton(page, 1).click()
  await expect(summary(page)).toHaveText(range(1, 12, 1))
  await paidPoolOrders(40, 41)
  await expect(summary(page)).toContainText(`of ${expected.count + 1} ·`)
  await expect(rows(page).first()).toContainText('history 41')

  // Status filter: declined pool orders of the same days are another list (none of these 40).
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Declined')
  await expect(page).not.toHaveURL(/page=/)
  await expect(rows(page).filter({ hasText: 'history ' })).toHaveCount(0)
})

for (const { name, viewport } of [
  { name: '600', viewport: { width: 600, height: 900 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test(`the history is accessible in dark appearance (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport })
    const page = await context.newPage()
    await staffLogin(page, 'waiter')
    await page.goto(`${HISTORY}?status=Paid&from=${day()}&to=${day()}`)
    await expect(rows(page).first()).toBeVisible()
    await expectAccessible(page, `history, dark, ${name}`)
    await screenshot(page, `history-dark-${name}`)
    await page.getByRole('tab', { name: 'Reservations' }).click()
    await expect(page).toHaveURL(/tab=reservations/)
    await expect(summary(page)).toBeVisible()
    await expectAccessible(page, `history reservations, dark, ${name}`)
    await screenshot(page, `history-reservations-dark-${name}`)
    await context.close()
  })
}

test('reception’s history lists stays, in light appearance at 600 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 600, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'reception')
  await page.goto('/app/h/history/Reception')
  await expect(page.getByRole('tab')).toHaveText(['Stays', 'Orders'])
  await expect(page.getByRole('tab', { name: 'Stays' })).toHaveAttribute('aria-selected', 'true')
  await expect(rows(page).first()).toContainText('Room')
  // By keyboard: the arrows move between the tabs (the URL follows), and back.
  await page.getByRole('tab', { name: 'Stays' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/tab=orders/)
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeFocused()
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('all')
  await page.keyboard.press('ArrowLeft')
  await expect(page).not.toHaveURL(/tab=/)
  await expect(rows(page).first()).toContainText('Room')
  await expectAccessible(page, 'history stays, light, 600 px')
  await screenshot(page, 'history-stays-600-light')
  // In Serbian: the texts, dates and the page bar in the staff language.
  await page.evaluate(() => localStorage.setItem('lang', 'srb'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Istorija: Recepcija', level: 1 })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveText(['Boravci', 'Porudžbine'])
  await expectAccessible(page, 'history stays, Serbian, 600 px')
  await screenshot(page, 'history-stays-600-srb')
  await context.close()
})

test('the spa’s history lists its appointments, kept offline, accessible in dark at 600 px', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'therapist')
  await waitForServiceWorker(page)
  await page.goto('/app/h/history/Spa')
  await expect(page.getByRole('tab')).toHaveText(['Appointments'])
  // Today's demo massage: treatment, guest, therapist, length and price.
  const novak = rows(page).filter({ hasText: 'Novak' }).filter({ hasText: 'Classic massage' })
  await expect(novak.first()).toContainText('Therapist Sara')
  await expect(novak.first()).toContainText('50 minutes')
  await expect(summary(page)).toContainText(/of \d+ · page 1 of \d+/)
  await expectAccessible(page, 'history appointments, dark, 600 px')
  await screenshot(page, 'history-appointments-dark-600')
  // The page seen stays readable offline.
  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('.hist-note[data-notice="offlineKept"]')).toBeVisible()
  await expect(novak.first()).toContainText('Therapist Sara')
  await context.close()
})
