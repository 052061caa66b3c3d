import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin } from './demo.ts'

/** Signs in on the login screen with a password of one's own. */
async function signIn(page: Page, username: string, password: string) {
  await page.goto('/app/h/login')
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill(password)
  await page.getByLabel(/password/i).press('Enter')
  await page.locator('#back-office-sidebar').waitFor({ state: 'attached' })
}

// Issue 18: a manager adds a worker with exactly the rights they need; a change of rights
// reaches the worker's signed-in tablet without a new login.
test('a manager adds a waiter who may only see bookings; the waiter sees exactly that, then more', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const username = `e2e-waiter-${Date.now()}`
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const manager = await desk.newPage()
  await staffLogin(manager, 'manager')
  await manager.locator('#back-office-sidebar').getByRole('link', { name: 'Workers' }).click()
  await expect(manager.getByRole('heading', { name: 'Workers', level: 1 })).toBeVisible()
  await expect(manager.getByRole('heading', { name: 'Manager', level: 2 })).toBeVisible()
  await expectAccessible(manager, 'workers')

  await manager.getByRole('button', { name: 'New worker' }).click()
  const form = manager.getByRole('dialog', { name: 'New worker' })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('This is required.').first()).toBeVisible()
  await form.getByLabel('First name').fill('Nina')
  await form.getByLabel('Surname').fill('Jović')
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Role').selectOption({ label: 'Waiter' })
  await form.getByLabel('Password', { exact: true }).fill('sunny-beach-7')
  await form.getByLabel('Repeat the password').fill('sunny-beach-8')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Passwords do not match')).toBeVisible()
  await form.getByLabel('Repeat the password').fill('sunny-beach-7')
  await form.getByRole('checkbox', { name: 'Works at Restaurant' }).check()
  await form.getByRole('checkbox', { name: 'See bookings at Restaurant' }).check()
  await expect(form.getByRole('checkbox', { name: 'Orders at Restaurant' })).not.toBeChecked()
  await expectAccessible(manager, 'new worker form')
  await screenshot(manager, 'workers-form')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
  const card = manager.locator(`[data-worker="${username}"]`)
  await expect(card).toContainText('Nina Jović')
  await expect(card).toContainText('Restaurant')
  await expect(card).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  await screenshot(manager, 'workers-list')

  // The waiter signs in and sees the restaurant's bookings, and no orders or management.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const waiter = await context.newPage()
  await signIn(waiter, username, 'sunny-beach-7')
  const sidebar = waiter.locator('#back-office-sidebar')
  const poolBar = sidebar.locator('a[href*="Pool"]')
  await expect(sidebar.locator('a[href="/app/h/reservationstimeline/Restaurant"]')).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Workers' })).toHaveCount(0)
  await expect(poolBar).toHaveCount(0)

  // The manager gives orders at the pool bar: the waiter's sidebar follows, no new login.
  await card.getByRole('button', { name: /^Edit/ }).click()
  const edit = manager.getByRole('dialog', { name: 'Edit worker' })
  await edit.getByRole('checkbox', { name: 'Works at Pool bar' }).check()
  await edit.getByRole('checkbox', { name: 'Orders at Pool bar' }).check()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(poolBar.first()).toBeVisible({ timeout: 20_000 })

  // A new password: the current one must be right; Save shows only when the two new ones match.
  await card.getByRole('button', { name: /^Password/ }).click()
  const password = manager.getByRole('dialog', { name: 'Password of Nina Jović' })
  await password.getByLabel('Current password').fill('not-the-password')
  await password.getByLabel('New password', { exact: true }).fill('autumn-leaf-42')
  await password.getByLabel('Repeat the new password').fill('autumn-leaf-4')
  await expect(password.getByText('Passwords do not match')).toBeVisible()
  await expect(password.getByRole('button', { name: 'Save password' })).toHaveCount(0)
  await password.getByLabel('Repeat the new password').fill('autumn-leaf-42')
  await password.getByRole('button', { name: 'Save password' }).click()
  await expect(password.getByText('The current password is wrong.')).toBeVisible()
  await password.getByLabel('Current password').fill('sunny-beach-7')
  await password.getByRole('button', { name: 'Save password' }).click()
  await expect(password).toBeHidden()
  await expect(manager.getByText('The password of Nina Jović is changed.')).toBeVisible()

  // Deleted: signed out of the tablet at once, without a reload.
  await card.getByRole('button', { name: `Delete Nina Jović` }).click()
  await manager
    .getByRole('dialog', { name: 'Delete Nina Jović?' })
    .getByRole('button', { name: 'Delete worker' })
    .click()
  await expect(card).toHaveCount(0)
  // Signed out on the waiter's tablet: told so, with the way back to the login.
  await expect(
    waiter.getByRole('alert').filter({ hasText: 'Your session has ended.' }),
  ).toBeVisible({
    timeout: 20_000,
  })
  await expect(waiter.getByText('Signed out', { exact: true })).toBeVisible()
  await context.close()
  await desk.close()
})

test('the workers screen at 600 px in the dark: one column, the grid scrolls, axe clean', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto('/app/h/workers')
  await expect(page.getByRole('heading', { name: 'Workers', level: 1 })).toBeVisible()
  await expectAccessible(page, 'workers, dark, 600 px')
  await page.getByRole('button', { name: 'New worker' }).click()
  const form = page.getByRole('dialog', { name: 'New worker' })
  // The grid is reached by the keyboard and scrolls sideways inside the dialog.
  const grid = form.getByRole('region', { name: 'Services and permissions' })
  await grid.focus()
  await expect(grid).toBeFocused()
  await expectAccessible(page, 'new worker, dark, 600 px')
  await screenshot(page, 'workers-form-dark-600')
  await context.close()
})
