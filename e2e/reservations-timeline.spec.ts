import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { DiningTable, Reservation } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { hotelAt, hotelDay } from './hotel-clock.ts'
import { staffApi } from './server-state.ts'

const TIMELINE = '/app/h/reservationstimeline/Restaurant'
const BASE = '/api/v2/restaraunt-bar'

/** A wall-clock time of the demo hotel `days` from its today, as the wire has it. */
function at(days: number, hour: number, minute = 0): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return hotelAt(hotelDay(days), `${pad(hour)}:${pad(minute)}`)
}

/** Bookings on the demo restaurant this week (today and tomorrow), made by the desk. */
async function bookThisWeek(): Promise<{ pair: Reservation; single: Reservation }> {
  const api = await staffApi('manager')
  const me = (await (await api.get('/api/v2/access/me')).json()) as { business_id: string }
  const services = (await (await api.get('/api/v2/access/getServices')).json()) as {
    _id: string
    name: string
  }[]
  const restaurant = services.find((s) => s.name === 'Restaurant')!
  const tables = (await (
    await api.get(`${BASE}/table/getTablesByServiceIDs?service_ids=${restaurant._id}`)
  ).json()) as DiningTable[]
  const id = (name: string) => tables.find((t) => t.name === name)!._id
  const book = async (body: Record<string, unknown>) => {
    const res = await api.post(`${BASE}/reservation/createAcceptedReservationWithTable`, {
      data: { _id: randomUUID(), business_id: me.business_id, service_id: restaurant._id, ...body },
    })
    expect(res.status(), await res.text()).toBe(200)
    return (await res.json()) as Reservation
  }
  // Late in the evening, so nothing else the specs book today overlaps.
  const pair = await book({
    time: at(1, 21, 15),
    number: 8,
    name: 'Timeline Horvat',
    table_ids: [id('T5'), id('T6')],
    note: 'Birthday cake at 22:00',
  })
  const single = await book({
    time: at(0, 22, 30),
    number: 2,
    name: 'Timeline Babić',
    table_id: id('T1'),
  })
  await api.dispose()
  return { pair, single }
}

/** A bar of the timeline week by its accessible name (a short bar shows no text: its name says). */
const bar = (scope: Page | Locator, name: string) =>
  scope.locator(`.timeline-week__bar[aria-label^="${name}"]`)

test('the timeline shows the week’s reservations, by table too, and opens one; offline after a reload it still does', async ({
  browser,
}) => {
  const { pair } = await bookThisWeek()
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await waitForServiceWorker(page)
  await page.goto(TIMELINE)
  await expect(page.getByRole('heading', { name: 'Reservation timeline', level: 1 })).toBeVisible()

  // A restaurant with tables opens on its tables by week (from Monday); on a Sunday, tomorrow is
  // in next week. The party over two tables is on both of its tables' rows.
  await expect(page.getByRole('button', { name: 'Timeline week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const tomorrow = new Date(Date.parse(pair.time))
  if (tomorrow.getDay() === 1) await page.getByRole('button', { name: 'Next' }).click()
  const row = (table: string) =>
    page.getByRole('region', { name: 'Reservations by table' }).getByRole('group', { name: table })
  await expect(bar(row('T5'), 'Timeline Horvat · 8, ')).toHaveCount(1)
  await expect(bar(row('T6'), 'Timeline Horvat · 8, ')).toHaveCount(1)
  // Covers per hour: tomorrow's day counts the party of 8 (and whatever else is booked then).
  const tomorrowName = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Belgrade',
  }).format(tomorrow)
  await expect(
    page.getByRole('img', {
      name: new RegExp(`^${tomorrowName}: at most \\d+ covers, at \\d\\d:00$`),
    }),
  ).toBeVisible()
  await screenshot(page, 'timeline-by-table-light')
  await bar(page, 'Timeline Horvat').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(String(pair.number))
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expectAccessible(page, 'timeline week, light')

  // A table's name opens that table's day alone; back to every table in one tap.
  await row('T5').getByRole('button', { name: 'T5: the day of this table' }).click()
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('status').filter({ hasText: 'Only T5' })).toBeVisible()
  await page.getByRole('button', { name: 'Show every table' }).click()
  await expect(page.getByText('Only T5')).toHaveCount(0)

  // Week view: the party is one event, with its name and party size.
  await page.getByRole('button', { name: 'Week', exact: true }).click()
  const event = page.locator('.rbc-event', { hasText: 'Timeline Horvat · 8' })
  await expect(event).toBeVisible()
  // Today's booking that runs past midnight stays in today's column (not the all-day row).
  if (tomorrow.getDay() !== 1) {
    await expect(page.locator('.rbc-event', { hasText: 'Timeline Babić · 2' })).toBeVisible()
  }
  await expect(page.locator('.rbc-time-slot.rbc-work-hour').first()).toBeAttached()
  await screenshot(page, 'timeline-week-light')

  // A click opens the reservation: tables, party, note.
  await event.click()
  await expect(dialog).toContainText('Timeline Horvat')
  await expect(dialog).toContainText('T5, T6')
  await expect(dialog).toContainText('Birthday cake at 22:00')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expectAccessible(page, 'week, light')

  // Offline, after a reload: the same from IndexedDB.
  await context.setOffline(true)
  await page.reload()
  await page.getByRole('button', { name: 'Agenda' }).click()
  await expect(page.locator('.rbc-agenda-view')).toContainText('Timeline Horvat · 8')
  await context.close()
})

test('the timeline in Serbian, dark, at 600 px is accessible', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 600, height: 900 },
    colorScheme: 'dark',
  })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  // The language the staff member chose on this device (the side bar's picker is folded away).
  await page.evaluate(() => localStorage.setItem('lang', 'srb'))
  await page.goto(TIMELINE)
  await expect(page.getByRole('heading', { name: 'Vremenska linija rezervacija' })).toBeVisible()
  // A phone-sized window opens on the day.
  await expect(page.getByRole('button', { name: 'Dan', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expectAccessible(page, 'timeline, dark, 600 px')
  await screenshot(page, 'timeline-dark-600-srb')
  await context.close()
})
