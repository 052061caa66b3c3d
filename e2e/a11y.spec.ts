import AxeBuilder from '@axe-core/playwright'
import { expect, request, test, type Browser, type Page } from '@playwright/test'
import { Board } from './board.ts'
import { BASE_URL, demo, placeRoomServiceOrder, screenshot, staffLogin } from './demo.ts'
import { acceptOnServer, demoTable, placeTableOrder } from './server-state.ts'

/**
 * axe-core on the screens people use most, in every appearance: the system's light and dark, and
 * dark chosen on the device (stored appearance) while the system is light. Serious and critical
 * violations fail the test, each listed with the elements it found.
 */
const APPEARANCES = [
  { name: 'light', colorScheme: 'light', stored: null },
  { name: 'dark', colorScheme: 'dark', stored: null },
  { name: 'stored-dark', colorScheme: 'light', stored: 'dark' },
] as const
type Appearance = (typeof APPEARANCES)[number]

async function open(browser: Browser, appearance: Appearance, phone = false): Promise<Page> {
  const context = await browser.newContext({
    colorScheme: appearance.colorScheme,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  })
  if (appearance.stored) {
    await context.addInitScript(
      (stored) => localStorage.setItem('appearance', stored),
      appearance.stored,
    )
  }
  return context.newPage()
}

/** A guest at a table presses "call waiter" (no account needed). */
async function callWaiter(tableName: string): Promise<void> {
  const table = await demoTable(tableName)
  const guest = await request.newContext({ baseURL: BASE_URL })
  const res = await guest.post('/api/v2/restaraunt-bar/order/callWaiter/', {
    data: { table_id: table._id },
  })
  expect(res.ok()).toBe(true)
  await guest.dispose()
}

async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  await screenshot(page, `a11y-${name}`)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }))
  expect(serious, `${name}: serious or critical axe violations`).toEqual([])
}

for (const appearance of APPEARANCES) {
  test.describe(`axe, ${appearance.name}`, () => {
    test('login page', async ({ browser }) => {
      const page = await open(browser, appearance)
      await page.goto('/app/h/login')
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.')
      await expectNoSeriousViolations(page, `login-${appearance.name}`)
      await page.context().close()
    })

    test('orders board', async ({ browser }) => {
      const pending = await placeTableOrder('T7', `a11y pending ${appearance.name}`)
      const active = await placeRoomServiceOrder(1, `a11y active ${appearance.name}`)
      await acceptOnServer(active._id)
      const page = await open(browser, appearance)
      await staffLogin(page, 'waiter')
      const board = new Board(page)
      await board.expectIn('pending', pending._id)
      await board.expectIn('active', active._id)
      await expectNoSeriousViolations(page, `board-${appearance.name}`)

      // With a call-waiter toast and the decline dialog open.
      await callWaiter('T7')
      await expect(page.locator('.toast')).toBeVisible()
      await page
        .locator(`[data-order-id="${pending._id}"]`)
        .getByRole('button', { name: 'Decline' })
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoSeriousViolations(page, `board-dialog-${appearance.name}`)
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

      // Offline, with an action waiting to sync.
      await page.context().setOffline(true)
      await board.accept(pending._id)
      await expect(board.card(pending._id)).toHaveAttribute('data-waiting', 'true')
      await expectNoSeriousViolations(page, `board-offline-${appearance.name}`)
      await page.context().setOffline(false)
      await expect(board.card(pending._id)).not.toHaveAttribute('data-waiting', 'true')
      await page.context().close()
    })

    test('orders board on a 600 px tablet, menu open', async ({ browser }) => {
      const page = await open(browser, appearance)
      await page.setViewportSize({ width: 600, height: 900 })
      await staffLogin(page, 'waiter')
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Back office' })).toBeInViewport()
      await expectNoSeriousViolations(page, `board-600-menu-${appearance.name}`)
      await page.context().close()
    })

    test('kitchen display', async ({ browser }) => {
      const order = await placeTableOrder('T8', `a11y kitchen ${appearance.name}`)
      await acceptOnServer(order._id)
      const page = await open(browser, appearance)
      await staffLogin(page, 'kitchen')
      await page.goto('/app/h/kitchen/Kitchen')
      await expect(
        page.locator('article', { hasText: `a11y kitchen ${appearance.name}` }),
      ).toBeVisible()
      await expectNoSeriousViolations(page, `kitchen-${appearance.name}`)
      await page.context().close()
    })

    test('guest room page', async ({ browser }) => {
      const guest = demo().guests[2]!
      const page = await open(browser, appearance, true)
      await page.goto(guest.url)
      await expect(page.getByLabel('Room code')).toBeVisible()
      await expectNoSeriousViolations(page, `guest-code-${appearance.name}`)
      await page.getByLabel('Room code').fill(guest.code)
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(
        page.getByRole('link', { name: /Room service|Posluga u sobu|Sobna usluga/ }),
      ).toBeVisible()
      await expectNoSeriousViolations(page, `guest-room-${appearance.name}`)
      await page.context().close()
    })

    test('guest menu page', async ({ browser }) => {
      const guest = demo().guests[0]!
      const page = await open(browser, appearance, true)
      await page.goto(guest.url)
      await page.getByLabel('Room code').fill(guest.code)
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByRole('link', { name: /Room service|Posluga u sobu|Sobna usluga/ }).click()
      await expect(page.getByRole('button', { name: /Eggs your way/ })).toBeVisible()
      await expectNoSeriousViolations(page, `guest-menu-${appearance.name}`)
      await page.getByRole('button', { name: /Eggs your way/ }).click()
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
      await expectNoSeriousViolations(page, `guest-item-${appearance.name}`)
      await page.getByRole('radio', { name: /Scrambled/ }).check()
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await page.getByRole('button', { name: /View cart/ }).click()
      await expect(page.getByRole('button', { name: /Place order/ })).toBeVisible()
      await expectNoSeriousViolations(page, `guest-cart-${appearance.name}`)
      await page.context().close()
    })

    test('guest table, roomless, demo and profile pages', async ({ browser }) => {
      const table = await demoTable('T1')
      const roomId = demo().guests[0]!.url.split('/').pop()!
      const page = await open(browser, appearance, true)
      await page.goto(`/app/u/menu/${table.business_id}/${table._id}`)
      await expect(page.getByRole('button', { name: 'Call a waiter' })).toBeVisible()
      await expectNoSeriousViolations(page, `guest-table-${appearance.name}`)
      await page.goto(`/app/u/d/menu/${table.business_id}/${table._id}`)
      await page.getByRole('button', { name: 'Call a waiter' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoSeriousViolations(page, `guest-table-demo-${appearance.name}`)
      await page.goto(`/app/hur/${table.business_id}`)
      await expect(page.getByRole('button', { name: 'Open my room' })).toBeVisible()
      await expectNoSeriousViolations(page, `guest-roomless-${appearance.name}`)
      await page.goto(`/app/hu/guest-profile/${roomId}`)
      await expect(page.getByRole('button', { name: 'Create my profile' })).toBeVisible()
      await expectNoSeriousViolations(page, `guest-profile-signin-${appearance.name}`)
      await page.goto(`/app/hu/d/guest-profile/${roomId}`)
      await expect(page.getByRole('progressbar')).toBeVisible()
      await expectNoSeriousViolations(page, `guest-profile-${appearance.name}`)
      await page.context().close()
    })

    test('404 page', async ({ browser }) => {
      const page = await open(browser, appearance)
      await page.goto('/no/such/page')
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      await expectNoSeriousViolations(page, `404-${appearance.name}`)
      await page.context().close()
    })
  })
}
