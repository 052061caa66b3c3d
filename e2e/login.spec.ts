import { expect, test } from '@playwright/test'
import { screenshot } from './demo.ts'

test('a wrong password is refused with the spec text, in the chosen language, and nothing signs in', async ({
  page,
  context,
}) => {
  await page.goto('/app/h/login')
  const alert = page.getByRole('alert')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(alert).toHaveText('Please fill in all fields.')

  await page.getByLabel('Username').fill('waiter')
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(alert).toHaveText('Wrong username or password.')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
  await screenshot(page, 'login-wrong-password')
  expect(page.url()).toMatch(/\/app\/h\/login$/)
  expect((await context.cookies()).map((c) => c.name)).not.toContain('access')

  // The same refusal in Serbian: the picker switches the whole form at once.
  await page.getByLabel('Language').selectOption({ label: 'Srpski' })
  await expect(page.getByRole('heading', { name: 'Prijava osoblja' })).toBeVisible()
  await expect(alert).toHaveText('Pogrešno korisničko ime ili lozinka.')
  await page.getByLabel('Lozinka').fill('still-wrong')
  await page.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(alert).toHaveText('Pogrešno korisničko ime ili lozinka.')
  expect((await context.cookies()).map((c) => c.name)).not.toContain('access')

  // The right password signs in, in the language chosen at the login screen.
  await page.getByLabel('Korisničko ime').fill('waiter')
  await page.getByLabel('Lozinka').fill('demo1234')
  await page.getByRole('button', { name: 'Prijavi se' }).click()
  await page.waitForURL(/\/app\/h\/?$/)
  await expect(page.getByRole('heading', { name: 'Porudžbine', level: 1 })).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).toContain('access')
})
