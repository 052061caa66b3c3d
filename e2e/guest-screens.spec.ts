import { expect, test, type Browser } from '@playwright/test'
import { demo, screenshot } from './demo.ts'
import { demoTable } from './server-state.ts'

/**
 * Every guest screen of issue 6 at a 600 px phone in light and dark, and at desktop width, saved
 * under test-results/screens/ to look at (the axe checks are in a11y.spec.ts).
 */
const SIZES = [
  { name: '600-light', viewport: { width: 600, height: 1000 }, colorScheme: 'light' },
  { name: '600-dark', viewport: { width: 600, height: 1000 }, colorScheme: 'dark' },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, colorScheme: 'light' },
] as const

async function shoot(browser: Browser, path: string, ready: string, name: string) {
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: size.viewport,
      colorScheme: size.colorScheme,
    })
    const page = await context.newPage()
    await page.goto(path)
    await expect(page.getByText(ready).first()).toBeVisible()
    await screenshot(page, `guest-${name}-${size.name}`)
    await context.close()
  }
}

test('guest screens at 600 px (light, dark) and desktop', async ({ browser }) => {
  // 8 pages in 3 sizes each: about 50 s on an idle machine.
  test.setTimeout(180_000)
  const table = await demoTable('T1')
  const roomId = demo().guests[0]!.url.split('/').pop()!
  await shoot(browser, `/app/u/menu/${table.business_id}/${table._id}`, 'Call a waiter', 'table')
  await shoot(browser, `/app/u/d/menu/${table.business_id}/${table._id}`, 'Demo', 'table-demo')
  await shoot(browser, `/app/hur/${table.business_id}`, 'Staying with us?', 'roomless')
  await shoot(browser, `/app/hur/d/${table.business_id}`, 'Demo', 'roomless-demo')
  await shoot(browser, `/app/hu/d/${roomId}`, 'My guest profile', 'room-demo')
  await shoot(browser, `/app/hu/d/menu/${roomId}/Room%20service`, 'Drinks', 'menu-demo')
  await shoot(browser, `/app/hu/guest-profile/${roomId}`, 'Create a profile', 'profile-signin')
  await shoot(browser, `/app/hu/d/guest-profile/${roomId}`, 'Profile completeness', 'profile-demo')
})
