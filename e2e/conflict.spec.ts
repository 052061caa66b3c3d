import { expect, test } from '@playwright/test'
import { Board } from './board.ts'
import { placeRoomServiceOrder, serverOrder, staffLogin, waitForServiceWorker } from './demo.ts'

test('a decline made offline loses to an accept made online, and the first tablet is told', async ({
  browser,
}) => {
  const offlineContext = await browser.newContext()
  const onlineContext = await browser.newContext()
  const offline = await offlineContext.newPage()
  const online = await onlineContext.newPage()
  await staffLogin(offline, 'waiter')
  await staffLogin(online, 'manager')
  await waitForServiceWorker(offline)
  const order = await placeRoomServiceOrder(3, 'contested')
  const offlineBoard = new Board(offline)
  const onlineBoard = new Board(online)
  await offlineBoard.expectIn('pending', order._id)
  await onlineBoard.expectIn('pending', order._id)

  await offlineContext.setOffline(true)
  await expect(offline.getByText('Offline', { exact: true })).toBeVisible()
  await offlineBoard.decline(order._id, 'Out of stock')
  await expect(offlineBoard.card(order._id)).toHaveAttribute('data-status', 'Declined')

  await onlineBoard.accept(order._id)
  await expect.poll(async () => (await serverOrder(order._id)).status).toBe('Accepted')

  await offlineContext.setOffline(false)
  // The failed decline is surfaced with its reason, and the server's accepted order is back.
  const failures = offline.getByRole('button', { name: '1 action refused' })
  await expect(failures).toBeVisible({ timeout: 30_000 })
  await offlineBoard.expectIn('active', order._id)
  await failures.click()
  await expect(
    offline.getByRole('dialog').getByText('Another device already accepted this order.'),
  ).toBeVisible()
  expect((await serverOrder(order._id)).status).toBe('Accepted')
  await offlineContext.close()
  await onlineContext.close()
})
