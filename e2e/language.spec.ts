import { expect, test } from '@playwright/test'
import { screenshot, staffLogin } from './demo.ts'

test('switching the language (en, srb, cro) changes the back office at once and is kept', async ({
  page,
}) => {
  await staffLogin(page, 'waiter')
  const heading = page.getByRole('heading', { level: 1 })
  const pendingTitle = page.locator('[data-column="pending"] h2')
  await expect(heading).toHaveText('Orders')
  await expect(pendingTitle).toContainText('Pending')

  await page.getByLabel('Language').selectOption({ label: 'Srpski' })
  await expect(heading).toHaveText('Porudžbine')
  await expect(pendingTitle).toContainText('Na čekanju')
  await expect(page.locator('[data-column="active"] h2')).toContainText('Aktivne')
  await expect(page.getByRole('button', { name: 'Odjavi se' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn')
  await screenshot(page, 'board-srb')

  // Kept on this device: a reload opens in Serbian.
  await page.reload()
  await expect(heading).toHaveText('Porudžbine')

  await page.getByLabel('Jezik').selectOption({ label: 'Hrvatski' })
  await expect(heading).toHaveText('Narudžbe')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
  await screenshot(page, 'board-cro')

  await page.getByLabel('Jezik').selectOption({ label: 'English' })
  await expect(heading).toHaveText('Orders')
  await expect(pendingTitle).toContainText('Pending')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
})
