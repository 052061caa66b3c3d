import { expect, test } from '@playwright/test'
import type { Ticket } from '../sync/protocol/index.ts'
import { demo, screenshot, staffLogin } from './demo.ts'
import { staffApi } from './server-state.ts'

const TICKETS = '/api/v2/hotel/ticket'

// Amenities that cost nothing are requests: no price, no payment step; a cleaning asks when, a
// repair opens a ticket on the room that reception sees on the repair screen.
test('a guest asks for a cleaning and a repair; the board shows when, reception the ticket', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const guestInfo = demo().guests[0]!
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await guest.goto(guestInfo.url)
  await guest.getByLabel('Room code').fill(guestInfo.code)
  await guest.getByRole('button', { name: 'Continue' }).click()
  await guest.getByRole('link', { name: /Amenities/ }).click()

  const towels = guest.getByRole('button', { name: /Extra towels/ })
  await expect(towels).toBeVisible()
  await expect(towels).not.toContainText('€')

  for (const name of [/Room cleaning/, /Repair request/]) {
    await guest.getByRole('button', { name }).click()
    await guest.getByRole('button', { name: 'Add to cart' }).click()
  }
  await guest.getByRole('button', { name: /View cart/ }).click()
  const cart = guest.getByRole('dialog', { name: 'Your request' })
  await expect(cart).toBeVisible()
  await expect(cart.getByRole('group', { name: 'Payment' })).toHaveCount(0)
  await expect(cart).not.toContainText('€')
  await cart.getByLabel('Note for the staff').fill('The shower drips')
  // Sent without a time: the guest is asked when.
  await guest.getByRole('button', { name: 'Send request' }).click()
  await expect(guest.getByText('Choose when we may clean your room.')).toBeVisible()
  const when = cart.getByLabel('When may we clean your room?')
  const choice = (await when.locator('option').nth(1).textContent())!
  await when.selectOption({ index: 1 })
  await screenshot(guest, 'guest-request-cart')
  await guest.getByRole('button', { name: 'Send request' }).click()
  await expect(guest.getByText('Thank you! Your request has been sent.')).toBeVisible()
  // The request as the guest follows it: when, and no price or payment.
  const placed = guest.locator('.g-order').first()
  await expect(placed).toContainText(`When: ${choice.split(', ').pop()!}`)
  await expect(placed).not.toContainText('€')

  // Reception sees the repair on the room's tickets.
  const desk = await browser.newPage()
  await staffLogin(desk, 'reception')
  await desk.getByRole('link', { name: 'Repair' }).click()
  const roomCard = desk.locator('.repair-room', {
    has: desk.getByRole('heading', { name: `Room ${guestInfo.room}` }),
  })
  await expect(roomCard).toContainText('Repair request (guest): The shower drips')
  await screenshot(desk, 'repair-guest-ticket')

  // The amenities board shows when the guest wants the cleaning.
  const staff = await browser.newPage()
  await staffLogin(staff, 'manager')
  await staff.goto('/app/h/orders')
  const card = staff.locator('[data-order-id]', { hasText: 'Room cleaning' }).first()
  await expect(card.locator('[data-window]')).toContainText(choice.split(', ').pop()!)

  // Leave the demo's tickets as the other specs know them.
  const api = await staffApi('reception')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const open = (await (
    await api.get(`${TICKETS}/getTicketsByBusinessID/${me.business_id}`)
  ).json()) as Ticket[]
  for (const ticket of open.filter((t) => t.description.includes('(guest)')))
    expect((await api.put(`${TICKETS}/closeTicketByID/${ticket._id}`)).ok()).toBe(true)
  await api.dispose()
})
