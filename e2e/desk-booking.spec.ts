import { clickTableOnPlan } from './floor.ts'
import { expect, test, type Page } from '@playwright/test'
import { PUSH_PATH, RESERVATION_BASE, type Reservation } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { openRoomTableBooking, screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { hotelAt, hotelDay } from './hotel-clock.ts'
import { demoTable, serverChanges, staffApi } from './server-state.ts'

/**
 * The desk books tables (issue 17, "Reservations at the desk"): a phone booking offline at 13:00,
 * then a lost race at 19:00, both on day + 7 for 6 guests on T7 and T8 (the demo's two six-seat
 * tables): no other spec books that day; every booking is deleted at the end.
 */
const DAY = () => hotelDay(7)
const CLOCK = '13:00'
const RACE = '19:00'
const NAMES = [
  'Desk Phone Horvat',
  'Desk Race Kovač',
  'Desk Other Desk',
  'Desk Hold T7',
  'Desk Timeline Babić',
  'Walk-in',
]
const BOARD = '/app/h/reservations/Restaurant'

const serverReservation = async (name: string): Promise<Reservation | undefined> =>
  (await serverChanges(0)).changes
    .filter((c) => c.table === 'reservations' && c.row)
    .map((c) => c.row as Reservation)
    .find((r) => r.name === name)

/** Another desk books `table` for six at `clock` on the day (through the API). */
async function bookElsewhere(name: string, table: string, clock: string): Promise<void> {
  const api = await staffApi('owner')
  const row = await demoTable(table)
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const res = await api.post(`${RESERVATION_BASE}/createAcceptedReservationWithTable`, {
    data: {
      business_id: me.business_id,
      service_id: row.service_id,
      time: hotelAt(DAY(), clock),
      number: 6,
      name,
      table_id: row._id,
    },
  })
  expect(res.status()).toBe(200)
}

async function fillBooking(page: Page, name: string, clock: string) {
  const dialog = page.getByRole('dialog', { name: 'New reservation' })
  // The board's service comes first (the restaurant and the pool bar both take bookings).
  await expect(dialog.getByLabel('Service')).toBeFocused()
  await expect(dialog.getByLabel('Service')).toHaveValue((await demoTable('T1')).service_id)
  await dialog.getByLabel('Guests').fill('6')
  await dialog.getByLabel('Date').fill(DAY())
  await dialog.getByLabel('Time').selectOption(hotelAt(DAY(), clock))
  await dialog.getByLabel("Guest's name").fill(name)
  await dialog.getByLabel('Phone (optional)').fill('+381 64 1234567')
  return dialog
}

test.afterAll(async () => {
  const api = await staffApi('owner')
  for (const name of NAMES) {
    const row = await serverReservation(name)
    if (row) await api.delete(`${RESERVATION_BASE}/deleteReservation/${row._id}`)
  }
})

test('the desk books a phone reservation offline; back online it lands once and the guest finds its table reserved', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await staffLogin(page, 'owner')
  await page.goto(BOARD)
  await waitForServiceWorker(page)
  await context.setOffline(true)

  await page.getByRole('button', { name: 'New reservation' }).click()
  const dialog = await fillBooking(page, 'Desk Phone Horvat', CLOCK)
  // The smallest free table that seats six is picked; the desk may change it.
  const tables = dialog.getByRole('group', { name: 'Tables' })
  await expect(tables.getByRole('checkbox', { name: 'T7 · 6 seats' })).toBeChecked()
  await expect(tables.getByRole('checkbox', { name: 'T8 · 6 seats' })).not.toBeChecked()
  await expect(tables).toContainText('Chosen: 6 seats for 6 guests')
  await screenshot(page, 'desk-booking-form-light')
  await expectAccessible(page, 'new reservation form')
  await dialog.getByRole('button', { name: 'Book' }).click()

  // Offline: kept on this device, on the board at once, waiting.
  await expect(page.getByText('Reservation saved on this device.')).toBeVisible()
  await expect(dialog).toBeHidden()
  const card = page.locator('article[data-reservation-id]', { hasText: 'Desk Phone Horvat' })
  await expect(card).toBeVisible()
  expect(await serverReservation('Desk Phone Horvat')).toBeUndefined()

  await context.setOffline(false)
  await expect
    .poll(async () => (await serverReservation('Desk Phone Horvat'))?.status, { timeout: 20_000 })
    .toBe('Accepted')
  const booked = (await serverReservation('Desk Phone Horvat'))!
  expect(booked.table_ids).toEqual([(await demoTable('T7'))._id])
  expect(booked.origin).toBe('Reception')
  expect(booked.phone_number).toBe('+381 64 1234567')
  expect(booked.time).toBe(hotelAt(DAY(), CLOCK))

  // A room guest choosing tables for that time finds T7 reserved.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await openRoomTableBooking(phone)
  await phone.getByLabel('Guests').selectOption('6')
  await phone.getByLabel('Date').selectOption(DAY())
  await phone.getByRole('radio', { name: CLOCK }).check()
  await phone.getByLabel('Surname').fill('Gost')
  await phone.getByLabel('E-mail').fill('gost@example.com')
  await phone.getByRole('button', { name: 'Choose tables' }).click()
  const t7 = phone.getByRole('button', { name: /^T7\b/ })
  await expect(t7).toContainText('Reserved')
  await expect(t7).toBeDisabled()
  await expect(phone.getByRole('button', { name: /^T8\b/ })).toBeEnabled()
  await phone.close()
  await context.close()
})

test('a table taken by another desk while the form was open is refused with that booking, and the form offers later times', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 600, height: 900 },
    colorScheme: 'dark',
  })
  const page = await context.newPage()
  // T7 is held at that time by a booking this device knows.
  await bookElsewhere('Desk Hold T7', 'T7', RACE)
  await staffLogin(page, 'owner')
  await page.goto(BOARD)
  await expect(
    page.locator('article[data-reservation-id]', { hasText: 'Desk Hold T7' }),
  ).toBeAttached()
  await page.getByRole('button', { name: 'New reservation' }).click()
  const dialog = await fillBooking(page, 'Desk Race Kovač', RACE)
  const tables = dialog.getByRole('group', { name: 'Tables' })
  await expect(tables.getByRole('checkbox', { name: 'T8 · 6 seats' })).toBeChecked()
  await expect(tables.getByRole('checkbox', { name: 'T7 · 6 seats' })).toHaveCount(0)

  // Another desk books T8 for that time just before this booking reaches the server.
  let raced = false
  await page.route(`**${PUSH_PATH}`, async (route) => {
    if (!raced) {
      raced = true
      await bookElsewhere('Desk Other Desk', 'T8', RACE)
    }
    await route.continue()
  })
  await dialog.getByRole('button', { name: 'Book' }).click()

  // The server's reason, in words and on the hotel's clock, and the next free times.
  const refused = dialog.getByRole('alert').filter({ hasText: 'already reserved' })
  await expect(refused).toContainText(/Table T8 is already reserved on .+ from 19:00 to 21:00\./)
  await screenshot(page, 'desk-booking-refused-dark')
  await expectAccessible(page, 'refused booking, dark, 600 px')
  // Once this device holds the other booking, 19:00 is still free for six at T5 and T6 together.
  await expect(
    page.locator('article[data-reservation-id]', { hasText: 'Desk Other Desk' }),
  ).toBeAttached()
  await refused.getByRole('button', { name: RACE }).click()
  await expect(dialog.getByLabel('Time')).toHaveValue(hotelAt(DAY(), RACE))
  await expect(tables.getByRole('checkbox', { name: 'T5 · 4 seats' })).toBeChecked()
  await expect(tables.getByRole('checkbox', { name: 'T6 · 4 seats' })).toBeChecked()
  await expect(tables).toContainText('Chosen: 8 seats for 6 guests')
  await dialog.getByRole('button', { name: 'Book' }).click()
  await expect(page.getByText('Reservation booked.')).toBeVisible()
  await expect(dialog).toBeHidden()
  const landed = (await serverReservation('Desk Race Kovač'))!
  expect(landed.time).toBe(hotelAt(DAY(), RACE))
  expect(new Set(landed.table_ids)).toEqual(
    new Set([(await demoTable('T5'))._id, (await demoTable('T6'))._id]),
  )
  await context.close()
})

test('a click on a free stretch of a table on the timeline books that table then; a walk-in is seated from the floor plan', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await staffLogin(page, 'owner')
  await page.goto('/app/h/reservationstimeline/Restaurant')
  await page.getByRole('button', { name: 'Timeline week' }).click()
  // Day + 7 is the same weekday of next week.
  await page.getByRole('button', { name: 'Next' }).click()
  const weekday = (new Date(`${DAY()}T12:00:00Z`).getUTCDay() + 6) % 7
  const track = page
    .getByRole('region', { name: 'Reservations by table' })
    .getByRole('group', { name: 'T2', exact: true })
    .locator('.timeline-week__track')
  const box = (await track.boundingBox())!
  // 12:05 on that day (7:00 to midnight is a seventh of the track): read as 12:00.
  const fraction = (weekday + (5 + 5 / 60) / 17) / 7
  await screenshot(page, 'desk-booking-timeline')
  await track.click({ position: { x: fraction * box.width, y: box.height / 2 } })
  const dialog = page.getByRole('dialog', { name: 'New reservation' })
  await expect(dialog.getByLabel('Time')).toHaveValue(hotelAt(DAY(), '12:00'))
  await expect(dialog.getByLabel('Date')).toHaveValue(DAY())
  const tables = dialog.getByRole('group', { name: 'Tables' })
  await expect(tables.getByRole('checkbox', { name: 'T2 · 2 seats' })).toBeChecked()
  await expect(tables).toContainText('Chosen: 2 seats for 2 guests')
  await dialog.getByLabel("Guest's name").fill('Desk Timeline Babić')
  await dialog.getByRole('button', { name: 'Book' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    track.locator('.timeline-week__bar[aria-label^="Desk Timeline Babić · 2, "]'),
  ).toBeVisible()
  const booked = (await serverReservation('Desk Timeline Babić'))!
  expect(booked.time).toBe(hotelAt(DAY(), '12:00'))
  expect(booked.table_ids).toEqual([(await demoTable('T2'))._id])

  // A walk-in at a table no booking holds for the next two hours: seated at once.
  const now = Date.now()
  const holding = (await serverChanges(0)).changes
    .filter((c) => c.table === 'reservations' && c.row)
    .map((c) => c.row as Reservation)
    .filter((r) => ['Pending', 'Accepted', 'Active'].includes(r.status))
  const freeTables: string[] = []
  for (const name of ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']) {
    const id = (await demoTable(name))._id
    const busy = holding.some(
      (r) =>
        r.table_ids.includes(id) &&
        Date.parse(r.time) < now + 2.5 * 3_600_000 &&
        Date.parse(r.time) + r.length * 60_000 > now - 15 * 60_000,
    )
    if (!busy) freeTables.push(name)
  }
  // One to seat the walk-in at, one to move them to.
  expect(freeTables.length).toBeGreaterThanOrEqual(2)
  const [free, other] = freeTables as [string, string]
  await page.goto('/app/h/tables/Restaurant')
  const seat = page.getByRole('button', { name: `Seat now at table ${free}` })
  await expect(seat).toBeVisible()
  await screenshot(page, 'desk-booking-tables-list')
  await seat.click()
  await expect(page.getByText(`Table ${free}: guests seated.`)).toBeVisible()
  await expect
    .poll(async () => (await serverReservation('Walk-in'))?.status, { timeout: 20_000 })
    .toBe('Active')
  const walkIn = (await serverReservation('Walk-in'))!
  expect(walkIn.table_ids).toEqual([(await demoTable(free))._id])
  expect(Date.parse(walkIn.time)).toBeLessThanOrEqual(now)
  expect(Date.parse(walkIn.time)).toBeGreaterThan(now - 15 * 60_000)

  // The plan shows the table seated; its panel tells who, and takes their order; then the table
  // shows the open order with its total.
  const tableRow = page.locator(`[data-table="${free}"]`)
  await expect(tableRow).toHaveAttribute('data-state', 'seated')
  await clickTableOnPlan(page, free)
  const panel = page.locator(`[data-table-panel="${free}"]`)
  await expect(panel).toContainText(/Seated: Walk-in, \d+ guests?, \d\d:\d\d/)
  await panel.getByRole('button', { name: 'Add order' }).click()
  const order = page.getByRole('dialog', { name: `Add an order to table ${free}` })
  await order.getByRole('button', { name: 'Add Mineral water' }).click()
  await order.getByRole('button', { name: 'Send' }).click()
  await expect(order).toBeHidden()
  await expect(tableRow).toHaveAttribute('data-state', 'order')
  await expect(tableRow).toContainText(/Open order: €\d+\.\d\d for \d+ min/)
  await expect(panel.getByRole('list', { name: 'Open orders' }).getByRole('listitem')).toHaveCount(
    1,
  )
  await expect(page.locator('.floor-legend [data-state="order"]')).toContainText(
    /Open order \(\d+\)/,
  )
  await screenshot(page, 'floor-plan-table-panel')
  await expectAccessible(page, 'floor plan with a table chosen')

  // The party moves to another table, its open order with it.
  await panel.getByRole('button', { name: 'Move the party' }).click()
  const move = page.getByRole('dialog', { name: 'Move the party' })
  const choices = move.getByRole('group', { name: 'Tables' })
  await expect(
    choices.getByRole('checkbox', { name: new RegExp(`^Table ${free} · .* · now$`) }),
  ).toBeChecked()
  await choices.getByRole('checkbox', { name: new RegExp(`^Table ${free} · `) }).uncheck()
  await choices.getByRole('checkbox', { name: new RegExp(`^Table ${other} · `) }).check()
  await expectAccessible(page, 'move the party')
  await screenshot(page, 'floor-plan-move-party')
  await move.getByRole('button', { name: 'Move the party' }).click()
  await expect(move).toBeHidden()
  await expect(page.locator(`[data-table="${other}"]`)).toHaveAttribute('data-state', 'order')
  await expect(tableRow).toHaveAttribute('data-state', 'free')
  await expect
    .poll(async () => (await serverReservation('Walk-in'))?.table_ids, { timeout: 20_000 })
    .toEqual([(await demoTable(other))._id])
  await context.close()
})
