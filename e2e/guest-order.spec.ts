import { expect, test } from '@playwright/test'
import { Board } from './board.ts'
import { demo, screenshot, staffLogin } from './demo.ts'

test('a guest orders from a room link and the order appears on the staff board without reload', async ({
  browser,
}) => {
  const staff = await browser.newPage()
  await staffLogin(staff, 'waiter')
  const board = new Board(staff)
  await expect(board.column('pending')).toBeVisible()

  const guestInfo = demo().guests[0]!
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } })
  // Before the code, the page asks for nothing it knows would answer 401 (the stay, its services).
  const staySeen: string[] = []
  guest.on('request', (request) => {
    if (/\/api\/v2\/access\/get(Room|Services)$/.test(new URL(request.url()).pathname))
      staySeen.push(request.url())
  })
  await guest.goto(guestInfo.url)
  await expect(guest.getByLabel('Room code')).toBeVisible()
  expect(staySeen).toEqual([])
  await guest.getByLabel('Room code').fill('0000')
  await guest.getByRole('button', { name: 'Continue' }).click()
  await expect(guest.getByText('Incorrect code. Try again.')).toBeVisible()
  await guest.getByLabel('Room code').fill(guestInfo.code)
  await guest.getByRole('button', { name: 'Continue' }).click()

  // The room page, loaded with the code already entered, does not shift as its parts arrive.
  await guest.reload()
  await expect(guest.getByRole('link', { name: /My guest profile/ })).toBeVisible()
  await guest.waitForLoadState('networkidle')
  const shift = await guest.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
  expect(shift).toBeLessThan(0.05)
  await guest.getByRole('link', { name: /Room service/ }).click()
  // Once in, a reload finds the stay without asking again.
  await guest.reload()
  await expect(guest.getByRole('button', { name: /Eggs your way/ })).toBeVisible()
  expect(staySeen.length).toBeGreaterThan(0)
  // A required modifier must be answered before the item can go into the cart.
  await guest.getByRole('button', { name: /Eggs your way/ }).click()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await expect(guest.getByText('This is required.')).toBeVisible()
  await guest.getByRole('radio', { name: /Scrambled/ }).check()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await guest.getByRole('button', { name: /View cart/ }).click()
  // The cart explains every amount: the item and its choice, and the fee with why it is there.
  const cart = guest.getByRole('dialog', { name: 'Your order' })
  await expect(cart.locator('.g-cart-line')).toContainText('€7.50, Scrambled')
  await cart.getByRole('button', { name: 'One more Eggs your way' }).click()
  await expect(cart.locator('.g-cart-line')).toContainText('2 × €7.50')
  await cart.getByRole('button', { name: 'One less Eggs your way' }).click()
  await expect(cart.locator('.g-cart-fee')).toContainText('Room service fee€2.00')
  await expect(cart.locator('.g-cart-fee')).toContainText('for bringing it to your room')
  await expect(cart.locator('.g-cart-total')).toContainText('€9.50')
  await screenshot(guest, 'guest-cart-explained')
  await guest.getByRole('radio', { name: 'Cash' }).check()
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByText('Thank you! Your order has been sent.')).toBeVisible()

  // Staff see it at once, live, in the pending column.
  const card = board.column('pending').locator('[data-order-id]', { hasText: 'Eggs your way' })
  await expect(card).toBeVisible()
  await expect(card).toContainText('101')
  await expect(card).toContainText('Scrambled')

  // And the guest sees the staff's decision live.
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(guest.getByText('Accepted. It is being prepared.')).toBeVisible()

  // The kitchen makes it: room service is not finished there but ready to deliver; the card
  // leaves the kitchen, the waiter's board marks it, and the guest reads that it is on its way.
  const kitchen = await browser.newPage()
  await staffLogin(kitchen, 'kitchen')
  const kitchenCard = kitchen.locator('article', { hasText: 'Eggs your way' })
  await kitchenCard.getByRole('button', { name: 'Finished' }).click()
  await expect(kitchenCard).toHaveCount(0)
  const active = board.column('active').locator('[data-order-id]', { hasText: 'Eggs your way' })
  await expect(active).toHaveAttribute('data-ready', 'true')
  await expect(active).toContainText('Ready to deliver')
  await expect(guest.getByText('Ready. It is on its way to your room.')).toBeVisible()
  await expect(guest.locator('.g-status', { hasText: 'On its way' })).toBeVisible()
  await screenshot(staff, 'board-ready-to-deliver')
  await screenshot(guest, 'guest-order-on-its-way')

  // The waiter brings it up: delivered, and the guest sees it (paid in cash on delivery).
  await active.getByRole('button', { name: 'Delivered', exact: true }).click()
  await expect(guest.getByText('Delivered. Enjoy!')).toBeVisible()
  await expect(active).toContainText('Finished, not paid yet')
  await expect(active.getByRole('button', { name: 'Mark paid' })).toBeVisible()
})
