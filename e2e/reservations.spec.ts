import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  OLD_RESERVATION_BASE,
  RESERVATION_BASE,
  type Article,
  type Order,
  type Reservation,
} from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { BASE_URL, screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { demoTable, staffApi } from './server-state.ts'
import { hotelAt, hotelDay } from './hotel-clock.ts'

const BOARD = '/app/h/reservations'

/** A quarter hour `days` ahead (UTC), away from the demo's bookings of today. */
const dayAt = (days: number, clock: string) => {
  const day = hotelDay(days)
  return hotelAt(day, clock)
}

const card = (page: Page, id: string) => page.locator(`article[data-reservation-id="${id}"]`)
const column = (page: Page, name: string) => page.locator(`[data-column="${name}"]`)

/** Books a table of the demo restaurant as the owner: pending, or accepted (the desk's path). */
async function book(
  api: APIRequestContext,
  input: { name: string; table: string; clock: string; accepted?: boolean; note?: string },
): Promise<Reservation> {
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const table = await demoTable(input.table)
  const path = input.accepted ? 'createAcceptedReservationWithTable' : 'createReservation'
  const res = await api.post(`${RESERVATION_BASE}/${path}`, {
    data: {
      business_id: me.business_id,
      service_id: table.service_id,
      time: dayAt(4, input.clock),
      number: 2,
      name: input.name,
      phone_number: '+381641234567',
      email: 'guest@example.com',
      note: input.note ?? '',
      table_id: table._id,
    },
  })
  if (!res.ok()) throw new Error(`booking refused: ${res.status()} ${await res.text()}`)
  return (await res.json()) as Reservation
}

/** A guest at the reservation's table orders an item without required modifiers. */
async function orderForReservation(reservation: Reservation, tableName: string): Promise<Order> {
  const table = await demoTable(tableName)
  const guest = await request.newContext({ baseURL: BASE_URL })
  const articles = (await (
    await guest.get(
      `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${table.service_id}`,
    )
  ).json()) as Article[]
  const article = articles.find((a) => a.modifiers.every((m) => !m.required))!
  const res = await guest.post('/api/v2/restaraunt-bar/order/createOrderReservation', {
    data: {
      reservation_id: reservation._id,
      service_id: table.service_id,
      table_id: table._id,
      payment: 'cash',
      note: '',
      content: [{ article_id: article._id, count: 1, modifiers: [] }],
    },
  })
  if (!res.ok()) throw new Error(`order refused: ${res.status()} ${await res.text()}`)
  const order = (await res.json()) as Order
  await guest.dispose()
  return order
}

async function serverReservation(api: APIRequestContext, id: string): Promise<Reservation> {
  const res = await api.get(`${OLD_RESERVATION_BASE}/getReservationByID/${id}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as Reservation
}

test('reservations offline: accept, decline with a reason, guest arrived; each lands once on reconnect', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const api = await staffApi('owner')
  const toAccept = await book(api, { name: 'Marić', table: 'T3', clock: '12:00', note: 'Window' })
  const toDecline = await book(api, { name: 'Horvat', table: 'T4', clock: '12:15' })
  const arriving = await book(api, { name: 'Jurić', table: 'T8', clock: '11:30', accepted: true })

  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'owner')
  await waitForServiceWorker(page)

  // The side bar's Reservations entry opens the board.
  await page.getByRole('link', { name: 'Reservations', exact: true }).click()
  await expect(page).toHaveURL(/\/app\/h\/reservations$/)
  await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible()
  // The demo's bookings of today and ours, each in its column.
  await expect(
    column(page, 'pending').getByRole('heading', { name: 'Novak', exact: true }),
  ).toBeVisible()
  await expect(card(page, toAccept._id)).toBeVisible()
  await expect(column(page, 'pending').locator(card(page, toDecline._id))).toBeVisible()
  await expect(column(page, 'accepted').locator(card(page, arriving._id))).toBeVisible()
  await expect(card(page, toAccept._id)).toContainText('2 guests')
  await expect(card(page, toAccept._id)).toContainText('Table: T3')
  await expect(card(page, toAccept._id)).toContainText('Note: Window')
  await expect(
    card(page, toAccept._id).getByRole('link', { name: 'guest@example.com' }),
  ).toBeVisible()
  await expect(card(page, toAccept._id).locator('time')).toHaveText(/^\d{2}:\d{2}$/)
  // Only the steps the status allows.
  await expect(card(page, toAccept._id).locator('button[data-action]')).toHaveText([
    'Accept',
    'Decline',
    'Cancel reservation',
    'Delete',
  ])
  await expect(card(page, arriving._id).locator('button[data-action]')).toHaveText([
    'Guest arrived',
    'No-show',
    'Cancel reservation',
    'Delete',
  ])
  await expectAccessible(page, 'reservations, light, desktop')
  await screenshot(page, 'reservations-desktop-light')

  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()

  // Accept one.
  await card(page, toAccept._id).getByRole('button', { name: 'Accept' }).click()
  await expect(column(page, 'accepted').locator(card(page, toAccept._id))).toBeVisible()
  await expect(card(page, toAccept._id)).toHaveAttribute('data-waiting', 'true')
  // Decline one, with the reason the guest is told; the keyboard does it.
  await card(page, toDecline._id).getByRole('button', { name: 'Decline' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Decline reservation')
  // The dialog opens on its first field: the reason.
  await expect(dialog.getByLabel('Reason (the guest sees it)')).toBeFocused()
  await page.keyboard.type('Closed for a wedding')
  await dialog.getByRole('button', { name: 'Decline' }).click()
  await expect(dialog).toBeHidden()
  await expect(card(page, toDecline._id)).toHaveAttribute('data-status', 'Declined')
  await expect(card(page, toDecline._id)).toContainText(
    'Reason told to the guest: Closed for a wedding',
  )
  // The guest of another arrives.
  await card(page, arriving._id).getByRole('button', { name: 'Guest arrived' }).click()
  await expect(column(page, 'active').locator(card(page, arriving._id))).toBeVisible()
  await expect(card(page, arriving._id)).toContainText('Waiting to sync')

  // Nothing reached the server; a reload offline keeps all of it, still waiting.
  expect((await serverReservation(api, toAccept._id)).status).toBe('Pending')
  await page.reload()
  await expect(column(page, 'accepted').locator(card(page, toAccept._id))).toBeVisible()
  await expect(card(page, toDecline._id)).toHaveAttribute('data-waiting', 'true')
  await expect(column(page, 'active').locator(card(page, arriving._id))).toHaveAttribute(
    'data-waiting',
    'true',
  )

  // The waiting list says what and on which booking.
  const waitingButton = page.getByRole('button', { name: '3 waiting to sync' })
  await waitingButton.click()
  const panel = page.getByRole('dialog', { name: 'Waiting to sync' })
  await expect(panel.getByRole('listitem')).toHaveCount(3)
  await expect(panel).toContainText('Accept reservation')
  await expect(panel).toContainText('Marić, 2 guests')
  await expect(panel).toContainText('Decline reservation')
  await expect(panel).toContainText('Mark guest arrived')
  await screenshot(page, 'reservations-waiting-panel')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  // Back online: each is sent once, none refused.
  await context.setOffline(false)
  await expect(page.locator('article[data-waiting="true"]')).toHaveCount(0, { timeout: 20_000 })
  await expect(page.locator('article[data-refused="true"]')).toHaveCount(0)
  expect((await serverReservation(api, toAccept._id)).status).toBe('Accepted')
  expect(await serverReservation(api, toDecline._id)).toMatchObject({
    status: 'Declined',
    decline_reason: 'Closed for a wedding',
  })
  expect((await serverReservation(api, arriving._id)).status).toBe('Active')
  // The declined one leaves the board once the server has it.
  await expect(card(page, toDecline._id)).toBeHidden()

  // The seated party orders at its table: the order shows with the reservation (spec §4).
  const order = await orderForReservation(arriving, 'T8')
  const orders = card(page, arriving._id).locator('.reservation-card__orders')
  await expect(orders).toContainText('1 order')
  await expect(orders.locator(`[data-order-id="${order._id}"]`)).toContainText('Pending · 1 item')
  const declinedOrder = await api.put('/api/v2/restaraunt-bar/order/declineOrder', {
    data: { order_id: order._id, reason: 'Test order' },
  })
  expect(declinedOrder.status()).toBe(200)

  // The table is free again ("now available"), then delete, asked first.
  await card(page, arriving._id).getByRole('button', { name: 'Now available' }).click()
  await expect(column(page, 'accepted').locator(card(page, arriving._id))).toBeVisible()
  await card(page, arriving._id).getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toContainText('Delete the reservation of Jurić at')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(card(page, arriving._id)).toBeHidden()
  await expect(page.locator('article[data-waiting="true"]')).toHaveCount(0, { timeout: 20_000 })
  // A deleted card has no "waiting" mark to wait for: the server is asked until the delete lands.
  await expect
    .poll(async () =>
      (await api.get(`${OLD_RESERVATION_BASE}/getReservationByID/${arriving._id}`)).status(),
    )
    .toBe(404)

  // The route's service presets the filter.
  await page.goto(`${BOARD}/Pool%20bar`)
  await expect(page.getByLabel('Service').locator('option:checked')).toHaveText('Pool bar')
  await expect(card(page, toAccept._id)).toBeHidden()
  await page.getByLabel('Service').selectOption({ label: 'Restaurant' })
  await expect(card(page, toAccept._id)).toBeVisible()

  // The spa's appointments are on the board too: the seeded pending one when the spa is chosen,
  // with the way to the spa's calendar, where a free therapist is chosen.
  await page.getByLabel('Service').selectOption({ label: 'Spa' })
  const pending = page.locator('[data-column="pending"]')
  const spaCard = pending.locator('[data-appointment-id]', { hasText: 'Schmidt' })
  await expect(spaCard).toBeVisible()
  await expect(spaCard).toContainText('No therapist chosen yet')
  await expect(
    spaCard.getByRole('link', { name: 'Accept or decline in the spa calendar' }),
  ).toHaveAttribute('href', '/app/h/spa/Spa')
  await expect(pending.locator('[data-reservation-id]')).toHaveCount(0)
  await expect(pending.locator('.orders-column__count')).not.toHaveText('(0 reservations)')
  await screenshot(page, 'reservations-board-spa')
  await expectAccessible(page, 'reservations board, spa chosen')
  await context.close()

  // The specs share one server: our bookings go.
  for (const r of [toAccept, toDecline]) {
    const res = await api.delete(`${RESERVATION_BASE}/deleteReservation/${r._id}`)
    expect(res.status()).toBe(200)
  }
  await api.dispose()
})

test('an accept another device beat is told with FAIL. and the reason; the server’s state stays', async ({
  browser,
}) => {
  const api = await staffApi('owner')
  const late = await book(api, { name: 'Kovač', table: 'T3', clock: '14:00' })
  const context = await browser.newContext()
  const page = await context.newPage()
  await staffLogin(page, 'owner')
  await waitForServiceWorker(page)
  await page.goto(BOARD)
  await expect(card(page, late._id)).toBeVisible()

  await context.setOffline(true)
  await card(page, late._id).getByRole('button', { name: 'Accept' }).click()
  await expect(card(page, late._id)).toHaveAttribute('data-waiting', 'true')
  // Meanwhile another desk declines it.
  const declined = await api.put(`${OLD_RESERVATION_BASE}/declineReservation/`, {
    data: { reservation_id: late._id, reason: 'Fully booked' },
  })
  expect(declined.status()).toBe(200)

  await context.setOffline(false)
  await expect(card(page, late._id)).toHaveAttribute('data-refused', 'true', { timeout: 20_000 })
  await expect(card(page, late._id)).toHaveAttribute('data-status', 'Declined')
  await expect(card(page, late._id)).toContainText('FAIL. Refused by the server')
  await expect(card(page, late._id)).toContainText(
    'Accept reservation: Another device changed this reservation first; it is now: Declined.',
  )
  await expect(
    page.getByText(/^FAIL\. Not done: Accept reservation \(Kovač, 2 guests/),
  ).toBeVisible()
  await screenshot(page, 'reservations-refused')
  expect((await serverReservation(api, late._id)).status).toBe('Declined')
  // Dismissed: the declined booking leaves the board.
  await card(page, late._id).getByRole('button', { name: 'Dismiss' }).click()
  await expect(card(page, late._id)).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeFocused()
  await context.close()
  expect((await api.delete(`${RESERVATION_BASE}/deleteReservation/${late._id}`)).status()).toBe(200)
  await api.dispose()
})

test('the reservations board is accessible in dark appearance at 600 px', async ({ browser }) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 600, height: 900 },
  })
  const page = await context.newPage()
  // The waiter reads the restaurant's reservations but may not change them.
  await staffLogin(page, 'waiter')
  await page.goto(BOARD)
  const novak = column(page, 'pending').locator('article', {
    has: page.getByRole('heading', { name: 'Novak', exact: true }),
  })
  await expect(novak).toBeVisible()
  await expect(novak.getByRole('button', { name: 'Accept' })).toBeDisabled()
  await expectAccessible(page, 'reservations, dark, 600 px')
  await screenshot(page, 'reservations-600-dark')
  await context.close()
})
