import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { Board } from './board.ts'
import {
  placeRoomServiceOrder,
  screenshot,
  serverOrder,
  staffLogin,
  waitForServiceWorker,
} from './demo.ts'
import { acceptOnServer, placeTableOrder } from './server-state.ts'

/** The status bar's connection chip and the advice line under it. */
const chip = (page: Page) => page.locator('.status-bar [data-connection]').first()
const advice = (page: Page) => page.locator('.status-bar__banner[data-connection]')

/** The server stops answering this page (requests refused, socket closed); the network is up. */
async function cutServer(page: Page): Promise<void> {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await page.route('**/socket.io/**', (route) => route.abort('connectionrefused'))
  await page.routeWebSocket(/socket\.io/, (ws) => ws.close())
}

test('a decline made offline stays on the board, declined and waiting, until the server confirms it', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'waiter')
  await waitForServiceWorker(page)
  const order = await placeRoomServiceOrder(0, 'feedback: decline offline')
  const board = new Board(page)
  await board.expectIn('pending', order._id)

  await context.setOffline(true)
  await expect(chip(page)).toHaveText('Offline')
  await board.decline(order._id, 'Kitchen closed')
  // Not gone: declined, marked waiting, where it was.
  await board.expectIn('pending', order._id)
  const card = board.card(order._id)
  await expect(card).toHaveAttribute('data-status', 'Declined')
  await expect(card).toHaveAttribute('data-waiting', 'true')
  await expect(card).toContainText('Declined')
  await expect(card).toContainText('Waiting to sync')

  // The waiting list says what, on what, since when, and why it is not sent yet.
  const waitingButton = page.getByRole('button', { name: '1 waiting to sync' })
  await waitingButton.click()
  const panel = page.getByRole('dialog', { name: 'Waiting to sync' })
  const item = panel.getByRole('listitem')
  await expect(item).toContainText('Decline order')
  await expect(item).toContainText(`Order for room ${order.room_number} · Room service`)
  await expect(item).toContainText('now')
  await expect(item).toContainText('Not sent yet: the server could not be reached. Will retry.')
  await expect(panel).toContainText('No network')
  await screenshot(page, 'sync-feedback-waiting-panel')
  await expectAccessible(page, 'waiting list')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(waitingButton).toBeFocused()

  await context.setOffline(false)
  // The server confirms: the card leaves, the decline is on the server.
  await expect(card).toHaveCount(0, { timeout: 30_000 })
  const declined = await serverOrder(order._id)
  expect(declined.status).toBe('Declined')
  expect(declined.decline_reason).toBe('Kitchen closed')
  await expect(page.getByText(/^\d+ waiting to sync$/)).toHaveCount(0)
  await context.close()
})

test('a refused action is told in a toast and on the card, and offers Dismiss only', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await staffLogin(page, 'waiter')
  await waitForServiceWorker(page)
  const order = await placeRoomServiceOrder(3, 'feedback: contested')
  const board = new Board(page)
  await board.expectIn('pending', order._id)

  await context.setOffline(true)
  await expect(chip(page)).toHaveText('Offline')
  await board.decline(order._id, 'Out of stock')
  await expect(board.card(order._id)).toHaveAttribute('data-status', 'Declined')
  // Meanwhile another tablet accepts it.
  await acceptOnServer(order._id)

  await context.setOffline(false)
  const room = order.room_number
  await expect(
    page.getByText(`Room ${room}'s order was already accepted on another device.`),
  ).toBeVisible({ timeout: 30_000 })
  // The card is back in the server's state, marked refused, with Dismiss and no Retry.
  const card = board.card(order._id)
  await board.expectIn('active', order._id)
  await expect(card).toHaveAttribute('data-status', 'Accepted')
  await expect(card).toHaveAttribute('data-refused', 'true')
  await expect(card).toContainText('Refused by the server')
  await expect(card).toContainText('Another device already accepted this order.')
  await expect(card.getByRole('button', { name: 'Dismiss' })).toBeVisible()
  await expect(card.getByRole('button', { name: /retry/i })).toHaveCount(0)
  await screenshot(page, 'sync-feedback-refused-card')
  await expectAccessible(page, 'refused card and toast, dark')

  // The refused-actions panel keeps it, with the server's state, Dismiss only.
  await page.getByRole('button', { name: '1 action refused' }).click()
  const panel = page.getByRole('dialog', { name: 'Refused actions' })
  const item = panel.getByRole('listitem')
  await expect(item).toContainText('Decline order')
  await expect(item).toContainText(`Order for room ${room} · Room service`)
  await expect(item).toContainText('Another device already accepted this order.')
  await expect(item).toContainText('Now: Accepted by another device')
  await expect(panel.getByRole('button', { name: /retry/i })).toHaveCount(0)
  await expectAccessible(page, 'refused actions, dark')
  await item.getByRole('button', { name: 'Dismiss' }).click()
  await expect(panel).toContainText('No refused actions.')
  // The focus stays in the panel (on its close button) when the last item goes.
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(card).not.toHaveAttribute('data-refused', 'true')
  await expect(page.getByRole('button', { name: /refused/ })).toHaveCount(0)
  expect((await serverOrder(order._id)).status).toBe('Accepted')
  await context.close()
})

test('no network, server unreachable and signed out each say what to do', async ({ browser }) => {
  // No service worker: the routes below see every request of the page.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await staffLogin(page, 'waiter')
  const order = await placeTableOrder('T5', 'feedback: unreachable')
  const board = new Board(page)
  await board.expectIn('pending', order._id)
  await expect(chip(page)).toHaveText('Online')
  await expect(advice(page)).toHaveCount(0)

  // No network: the browser knows.
  await context.setOffline(true)
  await expect(chip(page)).toHaveText('Offline')
  await expect(advice(page)).toHaveAttribute('data-connection', 'no-network')
  await expect(advice(page)).toContainText('Check the Wi-Fi or cable of this device.')
  await context.setOffline(false)
  await expect(chip(page)).toHaveText('Online')

  // Server unreachable: the browser has a network, but nothing answers. The page's clock is
  // ours from here on, so the engine's own retries can be held while "Retry now" is checked.
  await page.clock.install()
  await cutServer(page)
  await page.reload()
  await expect(chip(page)).toHaveText('Server unreachable', { timeout: 20_000 })
  await expect(advice(page)).toHaveAttribute('data-connection', 'server-unreachable')
  await expect(advice(page)).toContainText('The server is not answering.')
  await expect(advice(page)).not.toContainText('Wi-Fi')
  await board.accept(order._id)
  await expect(board.card(order._id)).toHaveAttribute('data-waiting', 'true')
  await screenshot(page, 'sync-feedback-server-unreachable')
  await expectAccessible(page, 'server unreachable')
  // "Retry now" sends at once when the server answers again. The page's timers are paused
  // first (while the server is still cut), so no retry or reconnect of the engine's own can
  // send it: only the click can. A moment ahead of the page's now: its clock runs on while the
  // time is read and sent back ("cannot fast-forward to the past"); the server is still cut.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200)
  // A retry whose timer came due while the clock moved to that moment may have a request on its
  // way to the routes: let the routes refuse it (the page's timers stay paused meanwhile) before
  // the server answers again, so that only the click can send the accept.
  await page.waitForTimeout(500)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  expect((await serverOrder(order._id)).status).toBe('Pending')
  await advice(page).getByRole('button', { name: 'Retry now' }).click()
  await expect.poll(async () => (await serverOrder(order._id)).status).toBe('Accepted')
  await page.clock.resume()
  await expect(board.card(order._id)).not.toHaveAttribute('data-waiting', 'true')

  // In the staff member's language.
  await cutServer(page)
  await page.evaluate(() => localStorage.setItem('lang', 'srb'))
  await page.reload()
  await expect(advice(page)).toContainText('Server ne odgovara.', { timeout: 20_000 })
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.evaluate(() => localStorage.setItem('lang', 'en'))

  // Signed out: the session is gone and the refresh is refused; the work is kept.
  await context.clearCookies()
  await page.reload()
  await expect(chip(page)).toHaveText('Signed out', { timeout: 20_000 })
  await expect(advice(page)).toHaveAttribute('data-connection', 'signed-out')
  await expect(advice(page)).toContainText('Your session has ended. Sign in again.')
  await expect(advice(page).getByRole('link', { name: 'Sign in again' })).toBeVisible()
  await context.close()
})
