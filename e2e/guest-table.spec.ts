import { expect, test, type Browser, type Page } from '@playwright/test'
import { Board } from './board.ts'
import { demo, screenshot, staffLogin } from './demo.ts'
import { demoTable } from './server-state.ts'

const PHONE = { width: 390, height: 844 }

async function tableLink(name: string, demoPath = false): Promise<string> {
  const table = await demoTable(name)
  return `/app/u/${demoPath ? 'd/' : ''}menu/${table.business_id}/${table._id}`
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE })
  return context.newPage()
}

/** Adds a rib-eye steak done medium to the cart (its doneness is a required modifier). */
async function addSteak(guest: Page): Promise<void> {
  await guest.getByRole('button', { name: /Rib-eye steak/ }).click()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await expect(guest.getByText('This is required.')).toBeVisible()
  await guest.getByRole('radio', { name: /Medium/ }).check()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
}

test('a guest at a table orders and calls a waiter; the staff board sees both live', async ({
  browser,
}) => {
  const staff = await browser.newPage()
  await staffLogin(staff, 'waiter')
  const board = new Board(staff)
  await expect(board.column('pending')).toBeVisible()

  const guest = await phone(browser)
  await guest.goto(await tableLink('T3'))
  await expect(guest.getByRole('heading', { level: 1, name: 'Restaurant' })).toBeVisible()
  await expect(guest.getByText(/Table T3/)).toBeVisible()

  await guest.getByRole('button', { name: 'Call a waiter' }).click()
  await expect(guest.getByText('A waiter is on the way.')).toBeVisible()
  await expect(staff.locator('.toast', { hasText: 'Table T3 requested a waiter.' })).toBeVisible()

  // The same item with the same answer adds to its line.
  await addSteak(guest)
  await guest.getByRole('button', { name: /Rib-eye steak/ }).click()
  await guest.getByRole('radio', { name: /Medium/ }).check()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await guest.getByRole('button', { name: /View cart/ }).click()
  await expect(guest.locator('.g-cart-line')).toHaveCount(1)
  await expect(guest.locator('.g-cart-line')).toContainText('Medium')
  await expect(guest.locator('.g-cart-line')).toContainText('€52.00')
  await guest.getByRole('radio', { name: 'Card' }).check()
  await screenshot(guest, 'guest-table-cart')
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByText('Thank you! Your order has been sent.')).toBeVisible()

  const card = board.column('pending').locator('[data-order-id]', { hasText: 'Rib-eye steak' })
  await expect(card).toBeVisible()
  await expect(card).toContainText('T3')
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(
    guest.locator('.g-placed').getByText('Accepted. It is being prepared.'),
  ).toBeVisible()

  // After a reload the phone still follows its order.
  await guest.reload()
  await expect(guest.getByRole('heading', { name: 'My orders' })).toBeVisible()
  await expect(guest.locator('.g-orders')).toContainText('Accepted')
  await guest.context().close()
})

test('a table guest pays on the room bill: a wrong code, then the right one', async ({
  browser,
}) => {
  const room = demo().guests[3]!
  const guest = await phone(browser)
  await guest.goto(await tableLink('T4'))
  await guest.getByRole('button', { name: /Grilled sea bass/ }).click()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await guest.getByRole('button', { name: /View cart/ }).click()
  await guest.getByRole('radio', { name: 'Room bill' }).check()

  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByRole('alert')).toHaveText(
    'Enter your room number and room code to pay on the room bill.',
  )
  await guest.getByLabel('Room number').fill('9999')
  await guest.getByLabel('Room code').fill(room.code)
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByRole('alert')).toHaveText(
    'Incorrect room number. Check it and try again.',
  )
  await guest.getByLabel('Room number').fill(room.room)
  await guest.getByLabel('Room code').fill('0000')
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByRole('alert')).toHaveText('Incorrect code. Try again.')
  // The cart is kept.
  await expect(guest.locator('.g-cart-line')).toContainText('Grilled sea bass')
  await screenshot(guest, 'guest-table-wrong-code')

  await guest.getByLabel('Room code').fill(room.code)
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByText('Thank you! Your order has been sent.')).toBeVisible()
  await expect(guest.locator('.g-placed')).toContainText('Room bill')
  await guest.context().close()
})

test('demo paths show everything but refuse to order, call a waiter or reserve', async ({
  browser,
}) => {
  const guest = await phone(browser)
  let sent = 0
  guest.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/')) sent++
  })
  await guest.goto(await tableLink('T5', true))
  await expect(guest.getByText(/ordering, calling a waiter and booking are disabled/)).toBeVisible()
  await guest.getByRole('button', { name: 'Call a waiter' }).click()
  await expect(guest.getByRole('alert')).toHaveText('Calling a waiter is disabled in the demo.')
  await guest.getByRole('button', { name: /Tomato soup/ }).click()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await guest.getByRole('button', { name: /View cart/ }).click()
  await guest.getByRole('radio', { name: 'Cash' }).check()
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByRole('dialog').getByRole('alert')).toHaveText(
    'Ordering is disabled in the demo.',
  )
  await screenshot(guest, 'guest-demo-table-refused')

  // The demo room menu: no room code asked, ordering refused.
  const room = demo().guests[1]!
  const roomId = room.url.split('/').pop()!
  await guest.goto(`/app/hu/d/${roomId}`)
  await guest.getByRole('link', { name: /Room service/ }).click()
  await guest.getByRole('button', { name: /Mineral water/ }).click()
  await guest.getByRole('button', { name: 'Add to cart' }).click()
  await guest.getByRole('button', { name: /View cart/ }).click()
  await guest.getByRole('button', { name: /Place order/ }).click()
  await expect(guest.getByRole('alert')).toHaveText('Ordering is disabled in the demo.')

  // The demo hotel page (no room link): reserving a table is refused.
  const restaurant = await demoTable('T5')
  await guest.goto(`/app/hur/d/${restaurant.business_id}`)
  await expect(guest.getByRole('alert')).toHaveCount(0)
  await guest.getByRole('button', { name: 'Reserve a table' }).first().click()
  await expect(guest.getByRole('alert')).toHaveText(
    'Ordering and booking are disabled in the demo.',
  )
  expect(sent).toBe(0)
  await guest.context().close()
})

test('the guest language picker changes the interface and the menu names', async ({ browser }) => {
  const guest = await phone(browser)
  await guest.goto(await tableLink('T2'))
  await expect(guest.getByRole('button', { name: /Tomato soup/ })).toBeVisible()
  await guest.getByLabel('Language').selectOption({ label: 'Srpski' })
  await expect(guest.getByRole('button', { name: /Paradajz čorba/ })).toBeVisible()
  await expect(guest.getByRole('button', { name: 'Pozovi konobara' })).toBeVisible()
  expect(await guest.evaluate(() => localStorage.getItem('lang'))).toBe('srb')
  await guest.reload()
  await expect(guest.getByRole('button', { name: /Paradajz čorba/ })).toBeVisible()
  await guest.getByLabel('Jezik').selectOption({ label: 'Hrvatski' })
  await expect(guest.getByRole('button', { name: /Juha od rajčice/ })).toBeVisible()
  await guest.context().close()
})

test('a second phone at the table asks to join the open order; the first phone lets it in', async ({
  browser,
}) => {
  const link = await tableLink('T6')
  const first = await phone(browser)
  await first.goto(link)
  await first.getByRole('button', { name: /Mineral water/ }).click()
  await first.getByRole('button', { name: 'Add to cart' }).click()
  await first.getByRole('button', { name: /View cart/ }).click()
  await first.getByRole('button', { name: /Place order/ }).click()
  await expect(first.getByText('Thank you! Your order has been sent.')).toBeVisible()

  const second = await phone(browser)
  await second.goto(link)
  await expect(
    second.getByRole('heading', { name: 'This table already has an order' }),
  ).toBeVisible()
  await second.getByRole('button', { name: 'Ask to join' }).click()
  await expect(second.getByText(/Waiting for the phone that placed the order/)).toBeVisible()

  await expect(
    first.getByRole('heading', { name: 'Another phone wants to join your order' }),
  ).toBeVisible()
  await screenshot(first, 'guest-table-join-request')
  await first.getByRole('button', { name: 'Let it join' }).click()
  await expect(second.getByText(/You joined the table’s order/)).toBeVisible()

  // What the second phone orders now is added to the table's order (updateOrder/{base}).
  const added = second.waitForRequest((r) => r.url().includes('/updateOrder/'))
  await second.getByRole('button', { name: /Espresso/ }).click()
  await second.getByRole('button', { name: 'Add to cart' }).click()
  await second.getByRole('button', { name: /View cart/ }).click()
  await second.getByRole('button', { name: /Place order/ }).click()
  await added
  await expect(second.getByText('Thank you! Your order has been sent.')).toBeVisible()
  await first.context().close()
  await second.context().close()
})
