import { expect, test } from '@playwright/test'
import { OLD_RESERVATION_BASE, RESERVATION_BASE, type Reservation } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { demo, guestClient, roomIdOf, screenshot, staffLogin } from './demo.ts'
import { demoTable, staffApi } from './server-state.ts'
import { hotelAt, hotelDay } from './hotel-clock.ts'

/**
 * Ordering ahead for a table reservation (issue 8, /app/hu/menu/{rId}/{service}/{resId}): a room
 * guest books a table of the demo restaurant (day + 6, 20:15 on T6: no other spec books it
 * then), orders ahead from the room page's link, and staff see the order with the reservation.
 * The order is declined and the reservation deleted at the end (the specs share one server).
 */
const GUEST = 3

test('a room guest books a table, orders ahead for it, and staff see the order with the reservation', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const table = await demoTable('T6')
  const { api, businessId } = await guestClient(GUEST)
  const day = hotelDay(6)
  const booked = await api.post(`${RESERVATION_BASE}/createReservationWithTable`, {
    data: {
      business_id: businessId,
      service_id: table.service_id,
      time: hotelAt(day, '20:15'),
      number: 3,
      name: 'Ahead',
      email: 'ahead@example.com',
      table_id: table._id,
    },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  const reservation = (await booked.json()) as Reservation
  await api.dispose()

  // The room page lists the stay's reservation with its link to order ahead.
  const info = demo().guests[GUEST]!
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const phone = await context.newPage()
  await phone.goto(info.url)
  await phone.getByLabel('Room code').fill(info.code)
  await phone.getByRole('button', { name: 'Continue' }).click()
  const mine = phone.getByRole('region', { name: 'Your table reservations' })
  await expect(mine).toContainText('3 guests')
  await mine.getByRole('link', { name: /Order ahead for this table/ }).click()
  await expect(phone).toHaveURL(
    new RegExp(`/app/hu/menu/${roomIdOf(info)}/Restaurant/${reservation._id}$`),
  )
  const card = phone.locator(`[data-reservation="${reservation._id}"]`)
  await expect(card).toContainText('Ordering ahead for your table')
  await expect(card).toContainText('What you order here is prepared for your reservation.')
  await expectAccessible(phone, 'order ahead, light, phone')
  await screenshot(phone, 'order-ahead-light')

  // Order from the restaurant's menu, as on the room menu.
  await phone.getByRole('button', { name: /Tomato soup/ }).click()
  await phone.getByRole('button', { name: 'Add to cart' }).click()
  await phone.getByRole('button', { name: /View cart/ }).click()
  await phone.getByRole('radio', { name: 'Cash' }).check()
  await phone.getByRole('button', { name: /Place order/ }).click()
  await expect(phone.getByText('Thank you! Your order has been sent.')).toBeVisible()
  // Back on the page, the reservation lists what was ordered for it.
  await phone.reload()
  await expect(card).toContainText('Ordered for this reservation')
  await expect(card).toContainText('Tomato soup')

  // The server holds it linked to the reservation.
  const owner = await staffApi('owner')
  const linked = (await (
    await owner.get(`/api/v2/restaraunt-bar/order/getOrderByReservationID/${reservation._id}`)
  ).json()) as { _id: string; reservation_id: string }[]
  expect(linked).toHaveLength(1)
  const orderId = linked[0]!._id

  // Staff see the order on the reservation's card of the board.
  const staff = await browser.newPage()
  await staffLogin(staff, 'owner')
  await staff.goto('/app/h/reservations')
  const board = staff.locator(`article[data-reservation-id="${reservation._id}"]`)
  await expect(board).toContainText('1 order')
  await expect(board.locator(`[data-order-id="${orderId}"]`)).toContainText('1 item')

  // Dark: the guest's page again, checked by axe.
  await phone.emulateMedia({ colorScheme: 'dark' })
  await expectAccessible(phone, 'order ahead, dark, phone')
  await screenshot(phone, 'order-ahead-dark')

  // Undo: the order declined, the reservation deleted.
  const declined = await owner.put('/api/v2/restaraunt-bar/order/declineOrder', {
    data: { order_id: orderId, reason: 'e2e cleanup' },
  })
  expect(declined.ok()).toBe(true)
  const deleted = await owner.delete(`${RESERVATION_BASE}/deleteReservation/${reservation._id}`)
  expect(deleted.ok()).toBe(true)
  const gone = await owner.get(`${OLD_RESERVATION_BASE}/getReservationByID/${reservation._id}`)
  expect(gone.status()).toBe(404)
  await owner.dispose()
  await context.close()
})
