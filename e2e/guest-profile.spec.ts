import { expect, test } from '@playwright/test'
import { demo, screenshot } from './demo.ts'

test('a guest registers a profile, fills it in, sees the progress, and finds it after a reload', async ({
  browser,
}) => {
  const room = demo().guests[2]!
  const roomId = room.url.split('/').pop()!
  const context = await browser.newContext({ viewport: { width: 600, height: 900 } })
  const page = await context.newPage()
  await page.goto(`/app/hu/guest-profile/${roomId}`)

  const email = `e2e.${Date.now()}@mail.example.com`
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('sunny-beach-7')
  await page.getByLabel('Repeat the password').fill('sunny-beach-8')
  await page.getByRole('button', { name: 'Create my profile' }).click()
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match')
  await page.getByLabel('Repeat the password').fill('sunny-beach-7')
  await page.getByRole('button', { name: 'Create my profile' }).click()

  const progress = page.getByRole('progressbar')
  await expect(progress).toHaveAttribute('aria-valuenow', '5') // the e-mail alone
  expect(await page.evaluate(() => localStorage.getItem('guestEmail'))).toBe(email)

  await page.getByLabel('First name').fill('Ana')
  await page.getByLabel('Last name').fill('Kovač')
  await page.getByLabel('Phone').fill('+381 641 234567')
  await page.getByLabel('Date of birth').fill('1990-04-23')
  await page.getByLabel('Gender').selectOption({ label: 'Non-binary' })
  await page.getByLabel('Country').fill('Serbia')
  await page.getByLabel('Place of origin').fill('Novi Sad')
  await page.getByRole('checkbox', { name: 'Peanuts' }).check()
  await page.getByRole('checkbox', { name: 'Sea food' }).check()
  await page.getByRole('checkbox', { name: 'Vegetarian' }).check()
  await page.getByLabel('Preferred time to order').selectOption({ label: 'Evening' })
  await page.getByLabel('Drinks').fill('Still water')
  await expect(progress).toHaveAttribute('aria-valuenow', '66') // 12 of 18
  await screenshot(page, 'guest-profile-filled-600')

  // A bad phone number is refused by the server, naming the field; nothing is saved.
  await page.getByLabel('Phone').fill('12')
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number.')
  await page.getByLabel('Phone').fill('+381 641 234567')
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText('Your profile is saved.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Place of origin')).toHaveValue('Novi Sad')
  await expect(page.getByRole('checkbox', { name: 'Sea food' })).toBeChecked()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66')

  // Signing out of the profile keeps the room code; getGuest then answers 401 and the stored
  // e-mail is removed.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Create my profile' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Create my profile' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('guestEmail'))).toBeNull()
  await context.close()
})

test('a guest saves allergies with Gender left at "Not specified"; the allergies are kept', async ({
  browser,
}) => {
  const room = demo().guests[2]!
  const roomId = room.url.split('/').pop()!
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`/app/hu/guest-profile/${roomId}`)
  await page.getByLabel('E-mail').fill(`e2e.nogender.${Date.now()}@mail.example.com`)
  await page.getByLabel('Password', { exact: true }).fill('quiet-harbour-3')
  await page.getByLabel('Repeat the password').fill('quiet-harbour-3')
  await page.getByRole('button', { name: 'Create my profile' }).click()
  await expect(page.getByRole('progressbar')).toBeVisible()

  await expect(page.getByLabel('Gender')).toHaveValue('')
  await page.getByRole('checkbox', { name: 'Peanuts' }).check()
  await page.getByRole('checkbox', { name: /^(✓ )?Gluten$/ }).check()
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText('Your profile is saved.')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^(✓ )?Gluten$/ })).toBeChecked()
  await expect(page.getByLabel('Gender')).toHaveValue('')
  await context.close()
})
