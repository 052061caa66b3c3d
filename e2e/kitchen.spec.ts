import { expect, test } from '@playwright/test'
import { placeRoomServiceOrder, screenshot, staffLogin } from './demo.ts'
import {
  acceptOnServer,
  changedOrders,
  placeTableOrder,
  serverChanges,
  serverCursor,
} from './server-state.ts'

test('the kitchen display shows the accepted orders of its connected services, live, in its language', async ({
  page,
}) => {
  await staffLogin(page, 'kitchen')
  // The kitchen starts on its kitchen display (not on the orders board).
  await page.waitForURL(/\/app\/h\/kitchen\/Kitchen$/)
  await expect(page.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible()
  const kitchenCard = (note: string) => page.locator('article', { hasText: note })

  // Restaurant and room service are connected to the kitchen; the pool bar is not.
  const restaurant = await placeTableOrder('T3', 'kitchen: restaurant')
  const room = await placeRoomServiceOrder(1, 'kitchen: room service')
  const pool = await placeTableOrder('P1', 'kitchen: pool bar')
  const stillPending = await placeTableOrder('T4', 'kitchen: not accepted yet')
  for (const order of [restaurant, room, pool]) await acceptOnServer(order._id)

  // Accepted orders appear without a reload; a pending one and a pool-bar one never do.
  await expect(kitchenCard('kitchen: restaurant')).toBeVisible()
  await expect(kitchenCard('kitchen: restaurant')).toContainText('Table T3')
  await expect(kitchenCard('kitchen: room service')).toBeVisible()
  await expect(kitchenCard('kitchen: room service')).toContainText('Room 102')
  // The kitchen cooks dishes: the room-service fee line is left out.
  await expect(kitchenCard('kitchen: room service')).not.toContainText('Room service fee')
  await expect(kitchenCard('kitchen: pool bar')).toHaveCount(0)
  await expect(kitchenCard('kitchen: not accepted yet')).toHaveCount(0)
  // How long each order has waited, and what is coming: the pending one is counted.
  await expect(kitchenCard('kitchen: restaurant')).toContainText(/just placed|waiting \d+ minutes?/)
  await expect(page.getByText(/^\d+ orders? waiting for acceptance$/)).toBeVisible()
  await screenshot(page, 'kitchen-en')

  // One language picker, the back office's, switches the display.
  const picker = (name: string) => page.locator('#back-office-sidebar').getByLabel(name)
  await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0)
  await picker('Language').selectOption({ label: 'Srpski' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn')
  await expect(
    kitchenCard('kitchen: restaurant').getByRole('button', { name: 'Završeno' }),
  ).toBeVisible()
  await expect(kitchenCard('kitchen: restaurant')).toContainText('Sto T3')
  await expect(page.getByText(/^\d+ porudžbin[ae]? za pripremu$/)).toBeVisible()
  await screenshot(page, 'kitchen-srb')
  await picker('Jezik').selectOption({ label: 'Hrvatski' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
  await expect(kitchenCard('kitchen: restaurant')).toContainText('Stol T3')
  await expect(page.getByText(/^\d+ narudžb[aei] za pripremu$/)).toBeVisible()
  await picker('Jezik').selectOption({ label: 'English' })
  await expect(kitchenCard('kitchen: restaurant')).toContainText('Table T3')

  // Done in the kitchen: the card leaves and the server has the order finished, once.
  const start = await serverCursor()
  await kitchenCard('kitchen: restaurant').getByRole('button', { name: 'Finished' }).click()
  await expect(kitchenCard('kitchen: restaurant')).toHaveCount(0)
  await expect
    .poll(async () => changedOrders((await serverChanges(start)).changes).get(restaurant._id))
    .toMatchObject({ status: 'Finished' })
  expect((await serverChanges(start)).cursor - start).toBe(1)
  await expect(kitchenCard('kitchen: room service')).toBeVisible()
  expect(stillPending.status).toBe('Pending')
})
