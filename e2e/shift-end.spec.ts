import { expect, test } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { Board } from './board.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { placeTableOrder } from './server-state.ts'

/**
 * The shift-end alert (spec 000 §8): what was paid since the shift started (the shiftTime
 * cookie, set when the back office first opens on the device), from the device's own orders so
 * it works offline; ending the shift starts the next one.
 */
test('the waiter ends the shift offline and sees what was paid since it started', async ({
  page,
  context,
}) => {
  await staffLogin(page, 'waiter')
  await waitForServiceWorker(page)
  const shiftStart = async () =>
    (await context.cookies()).find((c) => c.name === 'shiftTime')?.value ?? null
  await expect.poll(shiftStart).not.toBeNull()
  const started = decodeURIComponent((await shiftStart())!)

  // One table order accepted, finished and paid on the board during the shift.
  const board = new Board(page)
  const order = await placeTableOrder('T4', 'shift end')
  expect(order.content.map((l) => [l.name.en, l.count, l.price])).toEqual([['Tomato soup', 1, 5.5]])
  await board.accept(order._id)
  await board.press(order._id, 'Finish')
  await board.press(order._id, 'Mark paid')
  await expect(board.card(order._id)).toHaveCount(0)
  await expect(page.getByText(/^\d+ waiting to sync$/)).toHaveCount(0)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'End shift' }).click()
  const dialog = page.getByRole('dialog', { name: 'End shift' })
  await expect(dialog).toContainText('From 1 paid order.')
  await expect(dialog.locator('.shift-end__sum')).toHaveAttribute('data-total', '5.5')
  await expect(dialog.locator('.shift-end__sum')).toContainText(/^Earnings since .+: .+$/)
  await expectAccessible(page, 'shift end dialog')

  // Cancel keeps the shift; ending it says so and starts the next shift now.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(decodeURIComponent((await shiftStart())!)).toBe(started)
  await page.getByRole('button', { name: 'End shift' }).click()
  await dialog.getByRole('button', { name: 'End shift' }).click()
  const ended = page.getByRole('dialog', { name: 'Shift ended' })
  await expect(ended.getByRole('alert')).toContainText(/^Shift ended\. Earnings since .+: .+\.$/)
  await screenshot(page, 'shift-ended')
  await ended.getByRole('button', { name: 'OK' }).click()
  await expect(ended).toBeHidden()
  const next = decodeURIComponent((await shiftStart())!)
  expect(Date.parse(next)).toBeGreaterThan(Date.parse(started))
  const cookie = (await context.cookies()).find((c) => c.name === 'shiftTime')!
  // One month to live (give or take the test's own seconds).
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(30 * 86_400 - 120)

  // The new shift has earned nothing yet.
  await page.getByRole('button', { name: 'End shift' }).click()
  await expect(dialog).toContainText('From 0 paid orders.')
  await context.setOffline(false)
})
