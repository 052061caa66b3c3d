import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { RESERVATION_BASE, type Reservation } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import {
  demo,
  openRoomTableBooking as openBooking,
  roomIdOf,
  screenshot,
  staffLogin,
  waitForServiceWorker,
} from './demo.ts'
import { demoTable, staffApi } from './server-state.ts'
import { hotelAt, hotelDay } from './hotel-clock.ts'

/**
 * The table booking pages (issue 8, "Guests and the public"). The demo restaurant is positional,
 * takes reservations and is open to the public; the pool bar takes reservations but is not open
 * to the public, so its public page is the 404 page. A room guest books for 6 across two tables
 * at day + 9, 21:30, a public visitor at day + 3, 21:45 (public days are the next 7), both on T5
 * and T3 (no other spec books those then); each is deleted at the end so later specs' boards and
 * histories do not see it.
 */
const DAYS_AHEAD = 9
const CLOCK = '21:30'
const EMAIL = 'ana.novak@example.com'
const dayAhead = () => hotelDay(DAYS_AHEAD)

const APPEARANCES = [
  { name: 'light', colorScheme: 'light' },
  { name: 'dark', colorScheme: 'dark' },
] as const

async function phone(browser: Browser, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme })
  return context.newPage()
}

test('a guest books a positional table for 6 across two tables; the server holds one reservation with both', async ({
  browser,
}) => {
  const page = await phone(browser, 'light')
  await openBooking(page)
  await screenshot(page, 'reservation-form-light')

  // E-mail and phone are checked as they are typed (invalidEmail, invalidPhone).
  await page.getByLabel('E-mail').fill('ana@')
  await expect(page.getByText('Invalid e-mail address.')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Phone').fill('12')
  await expect(page.getByText('Invalid phone number.')).toBeVisible()
  await page.getByLabel('Phone').fill('064 123 4567')
  await expect(page.getByText('Invalid phone number.')).toBeHidden()
  await page.getByLabel('E-mail').fill(EMAIL)
  await expect(page.getByText('Invalid e-mail address.')).toBeHidden()

  // Without a surname and a time the request is refused (invalidReq), nothing is sent.
  await page.getByRole('button', { name: 'Choose tables' }).click()
  await expect(page.getByRole('alert')).toContainText('Please enter your surname')

  await page.getByLabel('Surname').fill('Novak')
  await page.getByLabel('Guests').selectOption('6')
  await page.getByLabel('Date').selectOption(dayAhead())
  await page.getByRole('radio', { name: CLOCK }).check()
  await page.getByRole('button', { name: 'Choose tables' }).click()

  // The chooser: seats left start at 6; a chosen table clicked again is removed; back clears.
  const seats = page.getByRole('status')
  await expect(page.getByRole('heading', { name: 'Choose your tables' })).toBeFocused()
  await expect(seats).toHaveText('Seats left: 6')
  const table = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) })
  await table('T5').focus()
  await page.keyboard.press('Space') // keyboard works too
  await expect(seats).toHaveText('Seats left: 2')
  await expect(page.getByRole('button', { name: 'Finish reservation' })).toHaveCount(0)
  await table('T3').click()
  await expect(seats).toHaveText('Seats left: 0')
  await expect(table('T1')).toBeDisabled() // nothing more to seat
  await table('T3').click()
  await expect(seats).toHaveText('Seats left: 2')
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: 'Choose tables' }).click()
  await expect(seats).toHaveText('Seats left: 6')
  await expect(table('T5')).toHaveAttribute('aria-pressed', 'false')

  await table('T5').click()
  await table('T3').click()
  await expect(seats).toHaveText('Seats left: 0')
  await screenshot(page, 'reservation-chooser-light')
  await page.getByRole('button', { name: 'Finish reservation' }).click()

  const popup = page.getByRole('dialog', { name: 'Reservation sent' })
  await expect(popup).toBeVisible()
  await expect(popup).toContainText(EMAIL)
  await screenshot(page, 'reservation-sent-light')

  // Exactly one reservation on the server, for both tables, from the room.
  const api = await staffApi('owner')
  const [t5, t3] = [await demoTable('T5'), await demoTable('T3')]
  const board = (await (
    await api.get(`${RESERVATION_BASE}/getReservationsServiceId/${t5.service_id}`)
  ).json()) as Reservation[]
  const mine = board.filter((r) => r.email === EMAIL)
  expect(mine).toHaveLength(1)
  const booked = mine[0]!
  expect(booked.table_ids.toSorted()).toEqual([t5._id, t3._id].toSorted())
  expect(booked).toMatchObject({
    name: 'Novak',
    number: 6,
    status: 'Pending',
    origin: 'Room',
    phone_number: '064 123 4567',
    room_id: roomIdOf(demo().guests[3]!),
    time: hotelAt(dayAhead(), CLOCK),
  })

  // Done goes back to the form; those tables are no longer offered at that time, others are.
  await popup.getByRole('button', { name: 'Done' }).click()
  await expect(popup).toBeHidden()
  await expect(page.getByLabel('Surname')).toHaveValue('Novak')
  await page.getByLabel('Guests').selectOption('2')
  await page.getByRole('radio', { name: CLOCK }).check()
  await page.getByRole('button', { name: 'Choose tables' }).click()
  await expect(seats).toHaveText('Seats left: 2')
  for (const name of ['T5', 'T3']) {
    await expect(table(name)).toBeDisabled()
    await expect(table(name)).toContainText('Reserved')
  }
  await expect(table('T1')).toBeEnabled()
  await expect(table('T1')).not.toContainText('Reserved')

  const removed = await api.delete(`${RESERVATION_BASE}/deleteReservation/${booked._id}`)
  expect(removed.ok()).toBe(true)
  await api.dispose()
  await page.context().close()
})

/** Fills the booking form: contact, party, day and time, then the tables; finish. */
async function bookTables(
  page: Page,
  input: { surname: string; phone: string; email: string; guests: number; day: string },
  clock: string,
  tables: string[],
): Promise<Locator> {
  await page.getByLabel('Surname').fill(input.surname)
  await page.getByLabel('Phone').fill(input.phone)
  await page.getByLabel('E-mail').fill(input.email)
  await page.getByLabel('Guests').selectOption(String(input.guests))
  await page.getByLabel('Date').selectOption(input.day)
  await page.getByRole('radio', { name: clock }).check()
  await page.getByRole('button', { name: 'Choose tables' }).click()
  for (const name of tables) {
    await page.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click()
  }
  await expect(page.getByRole('status')).toHaveText('Seats left: 0')
  await page.getByRole('button', { name: 'Finish reservation' }).click()
  const popup = page.getByRole('dialog', { name: 'Reservation sent' })
  await expect(popup).toBeVisible()
  await expect(popup).toContainText(input.email)
  return popup
}

/** How many weeks (from Monday, UTC) `day` is after this one: the timeline's Next clicks. */
function weeksAhead(day: string): number {
  const monday = (d: Date) =>
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return Math.round((monday(new Date(`${day}T12:00:00Z`)) - monday(new Date())) / (7 * 86_400_000))
}

test('a public visitor books 6 across two tables; staff accept it offline and see it on the timeline', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const day = hotelDay(3)
  const visitor = {
    surname: 'Kovač',
    phone: '+385 912 345 678',
    email: 'i.kovac@example.com',
    guests: 6,
    day,
  }
  const [t5, t3] = [await demoTable('T5'), await demoTable('T3')]

  // From the hotel's page for visitors without a room, to the restaurant's public booking.
  const page = await phone(browser, 'light')
  await page.goto(`/app/hur/${t5.business_id}`)
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Restaurant' })
    .getByRole('link', { name: 'Reserve a table' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/app/public/reservation/${t5.business_id}/Restaurant$`))
  await bookTables(page, visitor, '21:45', ['T5', 'T3'])
  await screenshot(page, 'public-reservation-sent-light')
  await page.context().close()

  // One pending reservation on the server, from outside the hotel, holding both tables.
  const api = await staffApi('owner')
  const board = (await (
    await api.get(`${RESERVATION_BASE}/getReservationsServiceId/${t5.service_id}`)
  ).json()) as Reservation[]
  const mine = board.filter((r) => r.email === visitor.email)
  expect(mine).toHaveLength(1)
  const booked = mine[0]!
  expect(booked).toMatchObject({ name: 'Kovač', number: 6, status: 'Pending', origin: 'External' })
  expect(booked.table_ids.toSorted()).toEqual([t5._id, t3._id].toSorted())

  // The restaurant's desk accepts it with the Wi-Fi down; it lands once when it is back.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const desk = await context.newPage()
  await staffLogin(desk, 'manager')
  await waitForServiceWorker(desk)
  await desk.goto('/app/h/reservations/Restaurant')
  const card = desk.locator(`article[data-reservation-id="${booked._id}"]`)
  await expect(desk.locator('[data-column="pending"]').locator(card)).toBeVisible()
  await expect(card).toContainText('6 guests')
  await context.setOffline(true)
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(desk.locator('[data-column="accepted"]').locator(card)).toBeVisible()
  await expect(card).toHaveAttribute('data-waiting', 'true')
  await context.setOffline(false)
  await expect(card).not.toHaveAttribute('data-waiting', 'true', { timeout: 20_000 })
  const accepted = (await (
    await api.get(`${RESERVATION_BASE}/getReservationsServiceId/${t5.service_id}`)
  ).json()) as Reservation[]
  expect(accepted.filter((r) => r.email === visitor.email).map((r) => r.status)).toEqual([
    'Accepted',
  ])

  // On the timeline, by table: the party is on both of its tables' rows.
  await desk.goto('/app/h/reservationstimeline/Restaurant')
  await expect(desk.getByRole('button', { name: 'Timeline week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  for (let i = 0; i < weeksAhead(day); i++) {
    await desk.getByRole('button', { name: 'Next' }).click()
  }
  const row = (table: string) =>
    desk.getByRole('region', { name: 'Reservations by table' }).getByRole('group', { name: table })
  for (const table of ['T5', 'T3']) {
    await expect(row(table).locator('.timeline-week__bar[aria-label*="Kovač · 6, "]')).toBeVisible()
  }
  await screenshot(desk, 'timeline-public-party')
  await context.close()

  const removed = await api.delete(`${RESERVATION_BASE}/deleteReservation/${booked._id}`)
  expect(removed.ok()).toBe(true)
  await api.dispose()
})

test('a service not open to the public is the 404 page', async ({ browser }) => {
  const restaurant = await demoTable('T1')
  const page = await phone(browser, 'light')
  await page.goto(`/app/public/reservation/${restaurant.business_id}/Pool%20bar`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto(`/app/public/reservation/${restaurant.business_id}/No%20such%20place`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.context().close()
})

for (const appearance of APPEARANCES) {
  test(`booking pages are accessible (${appearance.name})`, async ({ browser }) => {
    const page = await phone(browser, appearance.colorScheme)
    await openBooking(page)
    await page.getByLabel('E-mail').fill('ana@')
    await page.getByLabel('Phone').fill('12')
    await expect(page.getByText('Invalid phone number.')).toBeVisible()
    await expectAccessible(page, `reservation form ${appearance.name}`)
    await screenshot(page, `reservation-form-invalid-${appearance.name}`)

    await page.getByLabel('Surname').fill('Axe')
    await page.getByLabel('Phone').fill('')
    await page.getByLabel('E-mail').fill('axe@example.com')
    await page.getByLabel('Guests').selectOption('4')
    await page.getByLabel('Date').selectOption(dayAhead())
    await page.getByRole('radio', { name: '20:00' }).check()
    await page.getByRole('button', { name: 'Choose tables' }).click()
    await page.getByRole('button', { name: /^T6\b/ }).click()
    await expect(page.getByRole('button', { name: 'Finish reservation' })).toBeVisible()
    await expectAccessible(page, `table chooser ${appearance.name}`)
    await screenshot(page, `reservation-chooser-${appearance.name}`)
    await page.context().close()
  })
}
