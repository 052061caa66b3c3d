import { expect, test } from '@playwright/test'
import { Board } from './board.ts'
import { placeRoomServiceOrder, serverOrder, staffLogin, waitForServiceWorker } from './demo.ts'
import { changedOrders, serverChanges, serverCursor } from './server-state.ts'

test('staff accept, deliver and decline offline, reload offline, and the server gets each exactly once', async ({
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
  await board.press(toAccept._id, 'Delivered')
  await expect(board.card(toAccept._id)).toHaveAttribute('data-status', 'Finished')
  await expect(board.card(toAccept._id)).toHaveAttribute('data-waiting', 'true')
  // A declined order stays on the board, declined and waiting, until the server confirms.
  await expect(board.card(toDecline._id)).toHaveAttribute('data-status', 'Declined')
  await expect(board.card(toDecline._id)).toHaveAttribute('data-waiting', 'true')
  await expect(page.getByText('3 waiting to sync')).toBeVisible()

  // The app opens from the service worker with the same data and the same pending marks.
  await page.reload()
  await board.expectIn('active', toAccept._id)
  await expect(board.card(toAccept._id)).toHaveAttribute('data-status', 'Finished')
  await expect(board.card(toAccept._id)).toHaveAttribute('data-waiting', 'true')
  await expect(board.card(toDecline._id)).toHaveAttribute('data-status', 'Declined')
  await expect(page.getByText('3 waiting to sync')).toBeVisible()
  expect((await serverOrder(toAccept._id)).status).toBe('Pending')
  // Every server write takes the next version of one sequence: count them from here.
  const before = await serverCursor()

  await context.setOffline(false)
  await expect(page.getByText(/^\d+ waiting to sync$/)).toHaveCount(0, { timeout: 30_000 })
  await expect(board.card(toAccept._id)).not.toHaveAttribute('data-waiting', 'true')
  await expect(board.card(toDecline._id)).toHaveCount(0)
  const accepted = await serverOrder(toAccept._id)
  const declined = await serverOrder(toDecline._id)
  expect(accepted.status).toBe('Finished')
  expect(declined.status).toBe('Declined')
  expect(declined.decline_reason).toBe('Kitchen closed')
  // Exactly once: the server wrote three times (accept, delivered, decline), only these two orders.
  const after = await serverChanges(before)
  expect([...changedOrders(after.changes).keys()].sort()).toEqual(
    [toAccept._id, toDecline._id].sort(),
  )
  expect(after.changes).toHaveLength(2)
  expect(after.cursor - before).toBe(3)
  expect(accepted.version).toBe(after.cursor)
  // Replayed once: no failure is shown, and the board agrees with the server.
  await expect(page.getByRole('button', { name: /refused/ })).toHaveCount(0)
  await context.close()
})
