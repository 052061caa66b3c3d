import { expect, test } from '@playwright/test'

// Two shells: the back office's (react-router, src/app/staff-app.tsx) on /app/h, /app/b and
// /app/admin, the public shell (src/app/public-shell) everywhere else. Each page loads on its
// first visit, and a link from one shell to the other starts the other.
test('admin and marketing pages load on their first visit; guest pages and the 404 stay', async ({
  page,
}) => {
  await page.goto('/app/admin/main')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Admin')
  await page.goto('/news')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('News')
  await page.goto('/legal/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Legal')
  await page.goto('/app/public/mice/business/service')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Event planning')
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

test('links cross between the public shell and the back office', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Staff sign in' }).first().click()
  await expect(page).toHaveURL(/\/app\/h\/login$/)
  await expect(page.getByLabel(/username/i)).toBeVisible()
  // The admin's placeholder links back to the home page, which the public shell shows.
  await page.goto('/app/admin/main')
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Staff sign in' }).first()).toBeVisible()
})
