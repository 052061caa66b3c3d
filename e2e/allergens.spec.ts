import { expect, test } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { demo, roomIdOf, screenshot, staffLogin } from './demo.ts'
import { acceptOnServer } from './server-state.ts'

// Issue 17: the menu knows the guest's allergies and diets; the kitchen sees them on the order.
test('a guest’s profile allergies mark the menu, the diet filter narrows it, and the kitchen sees them', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const guestInfo = demo().guests[2]!
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const guest = await context.newPage()
  await guest.goto(guestInfo.url)
  await guest.getByLabel('Room code').fill(guestInfo.code)
  await guest.getByRole('button', { name: 'Continue' }).click()
  await expect(
    guest.getByRole('link', { name: /Room service|Posluga u sobu|Sobna usluga/ }),
  ).toBeVisible()

  // A profile with two allergies.
  // On the room link's own origin: the profile and the room code live in the same browser storage.
  await guest.goto(new URL(`/app/hu/guest-profile/${roomIdOf(guestInfo)}`, guestInfo.url).href)
  await guest.getByLabel('E-mail').fill(`e2e.allergies.${Date.now()}@mail.example.com`)
  await guest.getByLabel('Password', { exact: true }).fill('sunny-beach-7')
  await guest.getByLabel('Repeat the password').fill('sunny-beach-7')
  await guest.getByRole('button', { name: 'Create my profile' }).click()
  await guest.getByRole('checkbox', { name: 'Eggs' }).check()
  await guest.getByRole('checkbox', { name: 'Sesame' }).check()
  await guest.getByRole('button', { name: 'Save my profile' }).click()
  await expect(guest.getByText('Your profile is saved.')).toBeVisible()

  // The menu warns on what contains them, and on nothing else.
  await guest.goto(guestInfo.url)
  await guest.getByRole('link', { name: /Room service|Posluga u sobu|Sobna usluga/ }).click()
  const item = (name: RegExp) => guest.getByRole('button', { name })
  // This room's stay is in Croatian; the guest reads English.
  await guest.getByRole('combobox', { name: 'Jezik' }).selectOption({ label: 'English' })
  await expect(item(/Club sandwich/)).toContainText('Contains Eggs, which your profile lists')
  await expect(item(/Beef burger/)).toContainText('Contains Sesame, which your profile lists')
  await expect(item(/Mineral water/)).not.toContainText('Contains')
  await expect(item(/Mineral water/)).toContainText('Vegan · Gluten-free · Lactose-free')
  await screenshot(guest, 'guest-menu-allergens')

  // The diet filter: vegan keeps the drinks, drops the sandwich; off again, all is back.
  const vegan = guest
    .getByRole('group', { name: 'Show only dishes that are' })
    .getByRole('button', {
      name: 'Vegan',
    })
  await vegan.click()
  await expect(vegan).toHaveAttribute('aria-pressed', 'true')
  await expect(item(/Club sandwich/)).toHaveCount(0)
  await expect(item(/Mineral water/)).toBeVisible()
  await expectAccessible(guest, 'guest menu, vegan only')
  await vegan.click()
  await expect(item(/Club sandwich/)).toBeVisible()

  // The item sheet lists what it contains.
  await item(/Club sandwich/).click()
  await expect(guest.getByText('Allergens: Gluten, Eggs and Mustard')).toBeVisible()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await guest.getByRole('button', { name: /View cart/ }).click()
  await guest.getByRole('radio', { name: 'Room bill' }).check()
  const placed = guest.waitForResponse(
    (r) => r.url().endsWith('/createOrder') && r.request().method() === 'POST',
  )
  await guest.getByRole('button', { name: /Place order/ }).click()
  const order = (await (await placed).json()) as { _id: string; allergies: string[] }
  expect(order.allergies).toEqual(['Eggs', 'Sesame'])
  await acceptOnServer(order._id)

  // The kitchen reads the guest's allergies on the order and which dish contains one.
  const kitchen = await browser.newPage()
  await staffLogin(kitchen, 'kitchen')
  const card = kitchen.locator(`article[data-order-id="${order._id}"]`)
  await expect(card).toContainText('Guest’s allergies: Eggs and Sesame')
  await expect(card.locator('.order-lines__allergen')).toHaveText('Contains Eggs')
  await screenshot(kitchen, 'kitchen-allergies')
  await context.close()
})
