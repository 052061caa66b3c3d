import { expect, test, type Browser } from '@playwright/test'
import { Board } from './board.ts'
import { placeRoomServiceOrder, screenshot, serverOrder, staffLogin } from './demo.ts'
import { serverChanges, serverCursor } from './server-state.ts'

/** A waiter accepts an order offline (it waits to sync), then asks to log out: the warning. */
async function acceptOfflineThenLogOut(browser: Browser, note: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'waiter')
  const board = new Board(page)
  const order = await placeRoomServiceOrder(3, note)
  await board.expectIn('pending', order._id)

  await context.setOffline(true)
  await board.accept(order._id)
  await expect(board.card(order._id)).toHaveAttribute('data-waiting', 'true')
  await page.getByRole('navigation').getByRole('button', { name: 'Log out' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log out' })
  await expect(dialog).toContainText('1 action is still waiting to sync.')
  return { context, page, board, order, dialog }
}

test('logging out with actions queued warns; Wait logs out once they are sent, exactly once', async ({
  browser,
}) => {
  const { context, page, order, dialog } = await acceptOfflineThenLogOut(browser, 'logout: wait')
  await expect(dialog.getByRole('button', { name: 'Log out anyway' })).toBeVisible()
  await screenshot(page, 'logout-warning')
  await dialog.getByRole('button', { name: 'Wait', exact: true }).click()
  await expect(dialog).toContainText('Offline: waiting for the connection to come back.')
  // Still signed in while it waits: nothing was sent and nothing was dropped.
  expect(page.url()).toMatch(/\/app\/h\/$/)
  expect((await serverOrder(order._id)).status).toBe('Pending')
  const before = await serverCursor()

  await context.setOffline(false)
  await page.waitForURL(/\/app\/h\/login$/)
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
  const after = await serverChanges(before)
  expect(after.changes.map((c) => c.id)).toEqual([order._id])
  expect(after.cursor - before).toBe(1)
  expect((await serverOrder(order._id)).status).toBe('Accepted')
  await context.close()
})

test('"Log out anyway" keeps the queued action on the device and sends it at the next sign-in', async ({
  browser,
}) => {
  const { context, page, board, order, dialog } = await acceptOfflineThenLogOut(
    browser,
    'logout: anyway',
  )
  await dialog.getByRole('button', { name: 'Log out anyway' }).click()
  await page.waitForURL(/\/app\/h\/login$/)
  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible()
  expect((await serverOrder(order._id)).status).toBe('Pending')
  const before = await serverCursor()

  // The same waiter signs in again: the action kept on the device is sent, once.
  await staffLogin(page, 'waiter')
  await expect.poll(async () => (await serverOrder(order._id)).status).toBe('Accepted')
  await board.expectIn('active', order._id)
  await expect(board.card(order._id)).not.toHaveAttribute('data-waiting', 'true')
  await expect(page.getByText(/^\d+ waiting to sync$/)).toHaveCount(0)
  const after = await serverChanges(before)
  expect(after.changes.map((c) => c.id)).toEqual([order._id])
  expect(after.cursor - before).toBe(1)
  await context.close()
})
