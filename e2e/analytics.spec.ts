import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { AnalyticsPoint } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { hotelDay } from './hotel-clock.ts'
import { demoTable, staffApi } from './server-state.ts'

const ANALYTICS = '/api/v2/business/analytics'

/** What the server answers the manager for the restaurant's last 30 days (0 orders, 1 revenue). */
async function serverPoints(returnData: 0 | 1, period = 'Daily'): Promise<AnalyticsPoint[]> {
  const api = await staffApi('manager')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const restaurant = (await demoTable('T1')).service_id
  const res = await api.post(`${ANALYTICS}/service${period}Analytics/`, {
    data: {
      service_id: restaurant,
      business_id: me.business_id,
      returnData,
      dateStart: hotelDay(-29),
      dateEnd: hotelDay(0),
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const points = (await res.json()) as AnalyticsPoint[]
  await api.dispose()
  return points
}

const report = (page: Page) => page.getByTestId('analytics-report')
const bodyRows = (page: Page) => report(page).locator('tbody tr')

/** The table's rows as the server's points: the row's day and its value. */
async function tableRows(page: Page): Promise<AnalyticsPoint[]> {
  return bodyRows(page).evaluateAll((rows) =>
    rows.map((r) => ({
      date: r.getAttribute('data-date') ?? '',
      data: Number(r.querySelector('td')?.getAttribute('data-value')),
    })),
  )
}

async function generate(page: Page, caption: string) {
  await page.getByRole('button', { name: 'Generate report' }).click()
  await expect(report(page).locator('caption')).toContainText(caption)
  // The line is drawn: an svg path with a shape in it.
  await expect(report(page).locator('svg path').first()).toHaveAttribute('d', /L/)
}

// Issue 18: the manager charts the restaurant's last 30 days, orders then revenue; the table and
// the CSV have the server's numbers; offline the last report stays and Generate waits.
test('the manager charts the restaurant’s daily orders and revenue; table and CSV match the server', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await staffLogin(page, 'manager')
  await waitForServiceWorker(page)
  await page.locator('#back-office-sidebar').getByRole('link', { name: 'Analytics' }).click()
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
  await page.getByLabel('Service').selectOption({ label: 'Restaurant' })
  await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Orders' })).toBeChecked()
  await expect(page.getByLabel('From')).toHaveValue(hotelDay(-29))
  await expect(page.getByLabel('To')).toHaveValue(hotelDay(0))

  const orders = await serverPoints(0)
  expect(orders).toHaveLength(30)
  // The demo's past orders: every day before today has some (seed-history.ts).
  expect(orders.slice(0, 29).every((p) => p.data > 0)).toBe(true)
  await generate(page, 'Restaurant: orders per day')
  await expect(bodyRows(page)).toHaveCount(30)
  expect(await tableRows(page)).toEqual(orders)
  await expectAccessible(page, 'analytics, daily orders')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(
    `analytics-restaurant-orders-daily-${hotelDay(-29)}-${hotelDay(0)}.csv`,
  )
  const csv = fs.readFileSync(await download.path(), 'utf8')
  expect(csv.slice(1).trimEnd().split('\r\n')).toEqual([
    'Day,Orders',
    ...orders.map((p) => `${p.date},${p.data}`),
  ])

  // Revenue in the business's currency (EUR).
  await page.getByRole('radio', { name: 'Revenue' }).check()
  await expect(page.getByRole('radio', { name: 'Orders' })).not.toBeChecked()
  const revenue = await serverPoints(1)
  await generate(page, 'Restaurant: revenue per day')
  await expect(report(page).locator('thead')).toContainText('Revenue (EUR)')
  await expect(bodyRows(page)).toHaveCount(30)
  expect(await tableRows(page)).toEqual(revenue)
  await screenshot(page, 'analytics-desktop-light')

  // Offline: reports need the server; the last one stays on screen.
  await page.context().setOffline(true)
  await expect(page.getByTestId('analytics-offline')).toContainText('need the connection')
  await expect(page.getByRole('button', { name: 'Generate report' })).toBeDisabled()
  await expect(bodyRows(page)).toHaveCount(30)
  await expectAccessible(page, 'analytics offline')
  await page.context().setOffline(false)
  await expect(page.getByTestId('analytics-offline')).toBeHidden({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Generate report' })).toBeEnabled()
})

test('analytics at 600 px in the dark: monthly revenue, axe clean', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 600, height: 900 },
    colorScheme: 'dark',
  })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto('/app/h/chart/')
  await page.getByLabel('Service').selectOption({ label: 'Restaurant' })
  await page.getByRole('radio', { name: 'Monthly' }).check()
  await page.getByRole('radio', { name: 'Revenue' }).check()
  const monthly = await serverPoints(1, 'Monthly')
  await generate(page, 'Restaurant: revenue per month')
  expect(await tableRows(page)).toEqual(monthly)
  await expectAccessible(page, 'analytics, dark, 600 px')
  await screenshot(page, 'analytics-dark-600')
  await context.close()
})
