import { expect, request, test } from '@playwright/test'
import { BASE_URL, screenshot, staffLogin } from './demo.ts'
import { demoTable } from './server-state.ts'

test('a table calling the waiter shows a toast on the board, in the staff member’s language', async ({
  page,
}) => {
  await staffLogin(page, 'waiter')
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await page.getByLabel('Language').selectOption({ label: 'Srpski' })
  await expect(page.getByRole('heading', { name: 'Porudžbine', level: 1 })).toBeVisible()
  // A call is a live event, not a row to pull: the socket opens after the first pull settles.
  await expect(page.locator('.status-bar [data-live="true"]')).toBeVisible()

  // A guest at table T6 presses "call waiter" (the table link calls the API without an account).
  const table = await demoTable('T6')
  const guest = await request.newContext({ baseURL: BASE_URL })
  const res = await guest.post('/api/v2/restaraunt-bar/order/callWaiter/', {
    data: { table_id: table._id },
  })
  expect(res.status()).toBe(200)
  await guest.dispose()

  const toast = page.locator('.toast', { hasText: 'Sto T6 je zatražio konobara.' })
  await expect(toast).toBeVisible()
  await screenshot(page, 'call-waiter-toast-srb')
  await toast.getByRole('button').click()
  await expect(toast).toHaveCount(0)
})
