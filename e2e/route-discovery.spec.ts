import { expect, test } from '@playwright/test'

// The admin's routes and the marketing pages still to come are not in the entry's route table:
// the first visit to one of their paths loads them (src/app/routes/route-table.tsx).
test('admin and marketing pages load on their first visit; guest pages and the 404 stay', async ({
  page,
}) => {
  await page.goto('/app/admin/main')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Admin')
  await page.goto('/news')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('News')
  await page.goto('/legal/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Legal')
  await page.goto('/app/hu/info/room/service')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Service info')
  await page.goto('/no-such-page')
  await expect(page.getByText(/not found|404/i).first()).toBeVisible()
  // A guest path that does not exist says so in the guest's language.
  await page.evaluate(() => localStorage.setItem('lang', 'srb'))
  await page.goto('/app/hu/a/b/c/d/e/f')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena')
  await page.evaluate(() => localStorage.removeItem('lang'))
  await page.goto('/app/h/login')
  await expect(page.getByLabel(/username/i)).toBeVisible()
})
