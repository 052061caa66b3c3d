import { expect, test } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import type { Room, Stay } from '../sync/protocol/index.ts'
import { addDaysTo, todayIn } from '../sync/protocol/rules/index.ts'
import { BASE_URL, screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { changedOrders, serverChanges, serverCursor, staffApi } from './server-state.ts'

/** A room of this spec's own with an English-speaking guest checked in (no other spec's stay). */
async function ownGuestRoom(): Promise<{ url: string; code: string }> {
  const api = await staffApi('reception')
  const made = await api.post('/api/v2/hotel/room/createHotelRoom', {
    data: { _id: crypto.randomUUID(), name: '990', type: 'Double' },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const room = (await made.json()) as Room
  const checkIn = await api.post('/api/v2/hotel/stay/generateNewPasswordAndCheckIn', {
    data: {
      room_id: room._id,
      checkout: addDaysTo(todayIn('Europe/Belgrade'), 2),
      guest_name: 'Ema Promo',
      lang: 'en',
    },
  })
  expect(checkIn.ok(), await checkIn.text()).toBe(true)
  const stay = (await checkIn.json()) as Stay
  await api.dispose()
  return { url: `${BASE_URL}/app/hu/${room._id}`, code: stay.password! }
}

// Issue 18: a manager discounts one dish offline; once it syncs, guests see the struck price and
// are charged the new one; the hotel's promotions show on the guest room page.
test('a 20% discount made offline reaches the guest menu and the bill; promotions on the room page', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const manager = await desk.newPage()
  await staffLogin(manager, 'manager')
  await waitForServiceWorker(manager)
  const sidebar = manager.locator('#back-office-sidebar')

  await sidebar.getByRole('link', { name: 'Promotions' }).click()
  await expect(manager.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible()
  await expect(manager.locator('.promo-card', { hasText: 'Spa days' })).toBeVisible()
  await manager.getByText(/^Past \(\d+\)$/).click()
  await expect(manager.locator('.promo-card', { hasText: 'Wine evening' })).toBeVisible()
  await expectAccessible(manager, 'promotions')
  // Deleting a promotion asks first (cancelled here).
  await manager.getByRole('button', { name: 'Delete Spa days' }).click()
  const confirm = manager.getByRole('dialog', { name: 'Delete Spa days?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await manager.getByRole('button', { name: 'New promotion' }).click()
  const promoForm = manager.getByRole('dialog', { name: 'New promotion' })
  await promoForm.getByRole('button', { name: 'Save' }).click()
  await expect(promoForm.getByText('This is required.')).toBeVisible()
  await expect(promoForm.getByText('Choose a service.')).toBeVisible()
  await expectAccessible(manager, 'new promotion form')
  await screenshot(manager, 'promotions-form')
  await promoForm.getByRole('button', { name: 'Cancel' }).click()

  await sidebar.getByRole('link', { name: 'Discounts' }).click()
  await expect(manager.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible()
  await expect(manager.locator('.promo-card', { hasText: 'Aperitivo week' })).toBeVisible()
  await expectAccessible(manager, 'discounts')

  // Offline: the discount is made on the tablet and waits.
  await desk.setOffline(true)
  await manager.getByRole('button', { name: 'New discount' }).click()
  const form = manager.getByRole('dialog', { name: 'New discount' })
  await expect(form.getByLabel('Discount (%)')).toHaveValue('10')
  await form.getByLabel('Name').fill('Nachos hour')
  await form.getByRole('searchbox', { name: 'Search the items' }).fill('nachos')
  await form.getByRole('checkbox', { name: /Nachos/ }).check()
  await form.getByLabel('Discount (%)').fill('20')
  await expectAccessible(manager, 'new discount form')
  await screenshot(manager, 'discounts-form')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
  const card = manager.locator('.promo-card', { hasText: 'Nachos hour' })
  await expect(card).toContainText('20% off')
  await expect(card).toHaveAttribute('data-waiting', 'true')
  await desk.setOffline(false)
  await expect(card).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  await screenshot(manager, 'discounts-list')
  // The service filter (as the boards'): the restaurant's discounts only, then all again.
  const filter = manager.getByLabel('Service', { exact: true })
  await filter.selectOption({ label: 'Restaurant' })
  await expect(card).toHaveCount(0)
  await expect(manager.locator('.promo-card', { hasText: 'Aperitivo week' })).toBeVisible()
  await filter.selectOption({ label: 'All services' })

  // A guest's room page shows the running promotion; the pool bar's menu the struck price.
  const guestInfo = await ownGuestRoom()
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await guest.goto(guestInfo.url)
  await guest.getByLabel('Room code').fill(guestInfo.code)
  await guest.getByRole('button', { name: 'Continue' }).click()
  const offers = guest.getByRole('region', { name: 'Offers' })
  await expect(offers.getByRole('link', { name: /Spa days/ })).toHaveAttribute(
    'href',
    /\/app\/hu\/spa\//,
  )
  await screenshot(guest, 'guest-room-offers')
  await guest.getByRole('link', { name: 'Pool bar', exact: true }).click()
  const nachos = guest.getByRole('button', { name: /Nachos/ })
  await expect(nachos.locator('s')).toContainText('€7.00')
  await expect(nachos).toContainText('€5.60')
  await screenshot(guest, 'guest-menu-discount')
  const cursor = await serverCursor()
  await nachos.click()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await guest.getByRole('button', { name: /View cart/ }).click()
  const cart = guest.getByRole('dialog', { name: 'Your order' })
  await expect(cart.locator('.g-cart-total')).toContainText('€5.60')
  const cash = cart.getByRole('radio', { name: 'Cash' })
  if (await cash.count()) await cash.check()
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByText('Thank you! Your order has been sent.')).toBeVisible()
  // What the server charged: the discounted price, on the order line.
  await expect
    .poll(async () => {
      const orders = [...changedOrders((await serverChanges(cursor)).changes).values()]
      const line = orders.flatMap((o) => o.content).find((l) => l.name.en === 'Nachos')
      return line?.price ?? null
    })
    .toBe(5.6)

  // Tidy: the discount goes (no other spec sees it), online.
  await card.getByRole('button', { name: /^Edit/ }).click()
  await manager
    .getByRole('dialog', { name: 'Edit discount' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(card).toHaveCount(0)
  await desk.close()
})

test('promotions and discounts at 600 px in the dark: axe clean', async ({ browser }) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto('/app/h/discount/Manage')
  await expect(page.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible()
  await expect(page.locator('.promo-card', { hasText: 'Aperitivo week' })).toBeVisible()
  await expectAccessible(page, 'discounts, dark, 600 px')
  await screenshot(page, 'discounts-dark-600')
  await page.goto('/app/h/promotions/Manage')
  await expect(page.locator('.promo-card', { hasText: 'Spa days' })).toBeVisible()
  await page.getByRole('button', { name: 'Edit Spa days' }).click()
  await expect(page.getByRole('dialog', { name: 'Edit promotion' })).toBeVisible()
  await expectAccessible(page, 'edit promotion, dark, 600 px')
  await screenshot(page, 'promotions-form-dark-600')
  await context.close()
})
