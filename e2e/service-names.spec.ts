import { expect, test } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { Board } from './board.ts'
import { demo, roomIdOf, screenshot, staffLogin } from './demo.ts'
import { placeTableOrder } from './server-state.ts'

/* Issue 18: service names in en, srb and cro follow the reader's language. */

test('the back office names services in Serbian: sidebar, service filter, order card', async ({
  page,
}) => {
  const order = await placeTableOrder('T7', 'service names: srb')
  await staffLogin(page, 'waiter')
  const board = new Board(page)
  await board.expectIn('pending', order._id)
  await expect(board.card(order._id)).toContainText('Restaurant')

  await page
    .locator('#back-office-sidebar')
    .getByLabel('Language')
    .selectOption({ label: 'Srpski' })
  const sidebar = page.locator('#back-office-sidebar')
  await expect(sidebar.getByRole('heading', { name: 'Restoran', exact: true })).toBeVisible()
  await expect(sidebar.getByRole('heading', { name: 'Sobna usluga', exact: true })).toBeVisible()
  const filter = board.column('pending').getByRole('combobox')
  await expect(filter.locator('option')).toHaveText(['Sve usluge', 'Restoran', 'Sobna usluga'])
  await expect(board.card(order._id)).toContainText('Restoran')
  await expect(board.card(order._id)).not.toContainText('Restaurant')
  // The route keeps the service's default name; the filter follows it.
  await page.goto('/app/h/orders/Restaurant')
  await expect(filter).toHaveValue(order.service_id)
  await expect(filter.locator('option:checked')).toHaveText('Restoran')
  await expectAccessible(page, 'orders board, Serbian service names')
  await screenshot(page, 'service-names-board-srb')

  // Back in English, the order is declined so no other scenario finds it on T7.
  await page.locator('#back-office-sidebar').getByLabel('Jezik').selectOption({ label: 'English' })
  await expect(board.card(order._id)).toContainText('Restaurant')
  await board.decline(order._id, 'service names test')
  await expect(board.card(order._id)).toHaveCount(0)
})

test('a guest page in Croatian is titled with the service’s Croatian name', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const guest = await phone.newPage()
  await guest.goto(`/app/hu/d/${roomIdOf(demo().guests[1]!)}`)
  await expect(guest.getByRole('link', { name: /Room service/ })).toBeVisible()
  await guest.getByLabel('Language').selectOption({ label: 'Hrvatski' })
  await guest.getByRole('link', { name: /Posluga u sobu/ }).click()
  await expect(guest.getByRole('heading', { level: 1, name: 'Posluga u sobu' })).toBeVisible()
  await expect(guest).toHaveURL(/\/Room%20service$/)
  await screenshot(guest, 'service-names-guest-cro')
  await guest.getByLabel('Jezik').selectOption({ label: 'Srpski' })
  await expect(guest.getByRole('heading', { level: 1, name: 'Sobna usluga' })).toBeVisible()
  await phone.close()
})
