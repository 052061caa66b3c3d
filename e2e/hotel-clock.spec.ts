import { expect, test } from '@playwright/test'
import { RESERVATION_BASE, type Reservation } from '../sync/protocol/index.ts'
import { openRoomTableBooking, screenshot, staffLogin } from './demo.ts'
import { hotelAt, hotelDay } from './hotel-clock.ts'
import { staffApi } from './server-state.ts'

/**
 * One clock, the hotel's (issue 16 §1): a guest's phone set to Tokyo books 21:30 at the demo
 * hotel (Belgrade); a desk set to New York reads 21:30 on the board and the timeline, and the
 * spa's seeded 09:00 appointment at 09:00 in the day list. Day + 8, table T2, so no other spec's
 * booking is in the way; deleted at the end.
 */
const DAYS_AHEAD = 8
const CLOCK = '21:30'
const NAME = 'Zonić'

test('21:30 booked on a phone in Tokyo is 21:30 on a desk in New York', async ({ browser }) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Tokyo',
  })
  const page = await phone.newPage()
  await openRoomTableBooking(page)
  const day = hotelDay(DAYS_AHEAD)
  await page.getByLabel('Surname').fill(NAME)
  await page.getByLabel('Phone').fill('+381 64 1234567')
  await page.getByLabel('E-mail').fill('zonic@example.com')
  await page.getByLabel('Guests').selectOption('2')
  await page.getByLabel('Date').selectOption(day)
  // The slots are labelled with the hotel's clock, not the phone's (Tokyo is 8 hours ahead).
  await page.getByRole('radio', { name: CLOCK }).check()
  await page.getByRole('button', { name: 'Choose tables' }).click()
  await page.getByRole('button', { name: /^T2\b/ }).click()
  await page.getByRole('button', { name: 'Finish reservation' }).click()
  await expect(page.getByRole('dialog', { name: 'Reservation sent' })).toBeVisible()
  await phone.close()

  // Stored as the instant of 21:30 in Belgrade.
  const api = await staffApi('manager')
  const services = (await (await api.get('/api/v2/access/getServices')).json()) as {
    _id: string
    name: string
  }[]
  const restaurant = services.find((s) => s.name === 'Restaurant')!
  const board = (await (
    await api.get(`${RESERVATION_BASE}/getReservationsServiceId/${restaurant._id}`)
  ).json()) as Reservation[]
  const booked = board.find((r) => r.name === NAME)!
  expect(booked.time).toBe(hotelAt(day, CLOCK))

  const desk = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'America/New_York',
  })
  const staff = await desk.newPage()
  await staffLogin(staff, 'manager')
  await staff.goto('/app/h/reservations')
  const card = staff.locator(`article[data-reservation-id="${booked._id}"]`)
  await expect(card).toContainText(CLOCK)
  await screenshot(staff, 'hotel-clock-board')

  // The timeline's day view of that day: the bar is at 21:30.
  await staff.goto('/app/h/reservationstimeline/Restaurant')
  await staff.getByRole('button', { name: 'Day', exact: true }).click()
  for (let i = 0; i < DAYS_AHEAD; i++) await staff.getByRole('button', { name: 'Next' }).click()
  await staff.locator('.rbc-event', { hasText: `${NAME} · 2` }).click()
  // (the popup writes the time as English does: British, 24-hour)
  await expect(staff.getByRole('dialog')).toContainText('at 21:30')

  // The spa's day list: the seeded 09:00 appointment of today reads 09:00.
  await staff.goto('/app/h/spa/Spa')
  const today = staff.getByRole('region', { name: 'Today' })
  await expect(today.getByRole('button', { name: /Novak/ })).toContainText('09:00')

  const removed = await api.delete(`${RESERVATION_BASE}/deleteReservation/${booked._id}`)
  expect(removed.ok()).toBe(true)
  await api.dispose()
  await desk.close()
})
