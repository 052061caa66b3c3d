import { expect, test } from '@playwright/test'
import { Board } from './board.ts'
import { placeRoomServiceOrder, serverOrder, staffLogin, waitForServiceWorker } from './demo.ts'

test('staff accept and decline offline, reload offline, and the server gets both exactly once', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'waiter')
  await waitForServiceWorker(page)
  const toAccept = await placeRoomServiceOrder(1, 'offline accept')
  const toDecline = await placeRoomServiceOrder(2, 'offline decline')
  const board = new Board(page)
  await board.expectIn('pending', toAccept._id)
  await board.expectIn('pending', toDecline._id)

  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await board.accept(toAccept._id)
  await board.decline(toDecline._id, 'Kitchen closed')
  await board.expectIn('active', toAccept._id)
  await expect(board.card(toAccept._id)).toHaveAttribute('data-waiting', 'true')
  await expect(board.card(toDecline._id)).toHaveCount(0)
  await expect(page.getByText('2 waiting to sync')).toBeVisible()

  // The app opens from the service worker with the same data and the same pending marks.
  await page.reload()
  await board.expectIn('active', toAccept._id)
  await expect(board.card(toAccept._id)).toHaveAttribute('data-waiting', 'true')
  await expect(board.card(toDecline._id)).toHaveCount(0)
  await expect(page.getByText('2 waiting to sync')).toBeVisible()
  expect((await serverOrder(toAccept._id)).status).toBe('Pending')

  await context.setOffline(false)
  await expect(page.getByText(/^\d+ waiting to sync$/)).toHaveCount(0, { timeout: 30_000 })
  await expect(board.card(toAccept._id)).not.toHaveAttribute('data-waiting', 'true')
  const accepted = await serverOrder(toAccept._id)
  const declined = await serverOrder(toDecline._id)
  expect(accepted.status).toBe('Accepted')
  expect(declined.status).toBe('Declined')
  expect(declined.decline_reason).toBe('Kitchen closed')
  // Replayed once: no failure is shown, and the board agrees with the server.
  await expect(page.getByRole('button', { name: /failed/ })).toHaveCount(0)
  await context.close()
})
