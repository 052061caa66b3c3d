import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { Board } from './board.ts'
import {
  placeRoomServiceOrder,
  screenshot,
  serverOrder,
  staffLogin,
  waitForServiceWorker,
} from './demo.ts'
import { serverChanges, serverCursor } from './server-state.ts'

// The build the test server serves (playwright.config.ts).
const SW_FILE = path.join(process.env.E2E_STATIC_DIR ?? 'dist', 'sw.js')

test('a new app version waits for the queued actions: no reload until they are sent', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const original = fs.readFileSync(SW_FILE, 'utf8')
  try {
    await staffLogin(page, 'waiter')
    await waitForServiceWorker(page)
    const board = new Board(page)
    const order = await placeRoomServiceOrder(0, 'update while waiting')
    await board.expectIn('pending', order._id)

    // A new version is deployed (another service worker script) and the tablet checks for it.
    fs.writeFileSync(SW_FILE, `${original}\n// e2e: a new version ${Date.now()}\n`)
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration('/app/h/'))?.update()
    })
    const prompt = page.locator('.update-prompt')
    await expect(prompt).toContainText('A new version is ready.')

    // An action is queued offline; asking for the new version now must not reload the page.
    await context.setOffline(true)
    await board.accept(order._id)
    await expect(board.card(order._id)).toHaveAttribute('data-waiting', 'true')
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }))
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await expect(prompt).toHaveText(
      'A new version is ready. 1 action is still waiting to sync: the app will reload as soon as it is sent.',
    )
    await screenshot(page, 'update-prompt-waiting')
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true)
    expect((await serverOrder(order._id)).status).toBe('Pending')
    const before = await serverCursor()

    // Back online: the action is sent first, then the new version takes over with a reload.
    // (A reload clears the marker set above: polled rather than waiting for a 'load' event,
    // which CI once saw come and go unobserved.)
    await context.setOffline(false)
    await expect
      .poll(() => page.evaluate(() => 'e2eSamePage' in window).catch(() => true), {
        timeout: 30_000,
      })
      .toBe(false)
    await board.expectIn('active', order._id)
    await expect(page.locator('.update-prompt')).toHaveCount(0)
    // The new worker may still be 'activating' just after the reload: polled.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration('/app/h/')
          return { waiting: r?.waiting !== null, active: r?.active?.state ?? null }
        }),
      )
      .toEqual({ waiting: false, active: 'activated' })
    const after = await serverChanges(before)
    expect(after.changes.map((c) => c.id)).toEqual([order._id])
    expect(after.cursor - before).toBe(1)
    expect((await serverOrder(order._id)).status).toBe('Accepted')
  } finally {
    fs.writeFileSync(SW_FILE, original)
    await context.close()
  }
})
