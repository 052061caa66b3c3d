import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import {
  EMPLOYEE_SHIFT_BASE,
  SPA_APPOINTMENT_BASE,
  SPA_SERVICE_BASE,
  type Employee,
  type EmployeeShift,
  type Service,
  type ShiftWeekReply,
  type SpaTreatment,
} from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { serverChanges, serverCursor, staffApi } from './server-state.ts'

/**
 * The shift schedule (issue 9, HotelEmployeeShifts). Elena works only the weeks the tests give
 * her: Thursday to Saturday of next week and of the week after, days no other spec books (the spa
 * booking spec works three days ahead, at most next Wednesday). Each test removes its shifts.
 */
const SCHEDULE = '/app/h/employee-managment-spa/Spa'

/** A local calendar day `days` from today (YYYY-MM-DD); the browser and the server share the zone. */
function dayFrom(start: Date, days: number): string {
  const d = new Date(start.getFullYear(), start.getMonth(), start.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The Monday `weeks` weeks from this week's, and its days (0 Monday … 6 Sunday). */
function weekAhead(weeks: number): { monday: string; day: (i: number) => string } {
  const today = new Date()
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7) + weeks * 7)
  return { monday: dayFrom(monday, 0), day: (i) => dayFrom(monday, i) }
}

interface Setup {
  api: APIRequestContext
  spa: Service
  elena: Employee
}

async function setup(): Promise<Setup> {
  const api = await staffApi('manager')
  const { changes } = await serverChanges(0)
  const rows = <T>(table: string) =>
    changes.filter((c) => c.table === table && c.row).map((c) => c.row as T)
  const spa = rows<Service>('services').find((s) => s.type === 'spa')!
  const elena = rows<Employee>('employees').find((e) => e.username === 'elena.popovic')!
  return { api, spa, elena }
}

/** Elena's live shifts of the spa from `from` to `to`, as the server has them. */
async function elenasShifts(s: Setup, from: string, to: string): Promise<EmployeeShift[]> {
  const res = await s.api.get(
    `${EMPLOYEE_SHIFT_BASE}/getAllEmployeeShiftsByWeek/${s.spa.business_id}/${from}/${to}`,
  )
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as EmployeeShift[]).filter(
    (r) => r.target_employee_id === s.elena._id && r.service_id === s.spa._id,
  )
}

/** Saves days of Elena's week on the server (the desk's API), before the test's own save. */
async function saveDays(s: Setup, monday: string, days: { date: string; shift_id: string }[]) {
  const res = await s.api.put(`${EMPLOYEE_SHIFT_BASE}/saveWeek`, {
    data: {
      business_id: s.spa.business_id,
      service_id: s.spa._id,
      target_employee_id: s.elena._id,
      week_start: monday,
      days,
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  expect(((await res.json()) as ShiftWeekReply).failed).toBe(0)
}

async function cleanUp(s: Setup, from: string, to: string) {
  for (const row of await elenasShifts(s, from, to)) {
    await s.api.delete(`${EMPLOYEE_SHIFT_BASE}/deleteEmployeeShiftById/${row._id}`)
  }
  await s.api.dispose()
}

const card = (page: Page, name: string): Locator => page.getByRole('article', { name })
/** A day on a card. */
const dayOnCard = (c: Locator, date: string): Locator => c.locator(`[data-date="${date}"]`)

/** Opens Elena's form, sets her days (a shift id, or '' to clear) and saves. */
async function saveElenasWeek(page: Page, choices: Record<string, string>) {
  await card(page, 'Elena Popović').getByRole('button', { name: 'Edit shifts' }).click()
  const form = page.getByRole('dialog', { name: 'Shifts of Elena Popović' })
  await expect(form).toBeVisible()
  for (const [date, shift] of Object.entries(choices)) {
    const weekday = new Date(`${date}T12:00:00`).toLocaleDateString('en-GB', { weekday: 'long' })
    await form.getByLabel(new RegExp(`^${weekday}`)).selectOption(shift)
  }
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
}

async function freeTherapists(s: Setup, date: string): Promise<Set<string>> {
  const treatments = (await (
    await s.api.get(`${SPA_SERVICE_BASE}/getSpaServiceByBusinessID/${s.spa.business_id}`)
  ).json()) as SpaTreatment[]
  const massage = treatments.find((t) => t.name.en === 'Classic massage')!
  const res = await s.api.get(
    `${SPA_APPOINTMENT_BASE}/getFreeAppointmentsWithTherapists/${massage._id}?date=${date}&persons=1`,
  )
  expect(res.ok(), await res.text()).toBe(true)
  const slots = (await res.json()) as { available: boolean; therapists: { _id: string }[] }[]
  return new Set(slots.filter((x) => x.available).flatMap((x) => x.therapists.map((t) => t._id)))
}

test('the manager saves a therapist’s week offline (one day set, one changed, one cleared); after a reload offline and the reconnect the server has exactly those rows, once', async ({
  browser,
}) => {
  const s = await setup()
  const week = weekAhead(1)
  const [thu, fri, sat] = [week.day(3), week.day(4), week.day(5)]
  await saveDays(s, week.monday, [
    { date: fri, shift_id: 'spa-morning' },
    { date: sat, shift_id: 'spa-morning' },
  ])
  const before = await elenasShifts(s, week.monday, week.day(6))
  const friday = before.find((r) => r.date === fri)!
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await staffLogin(page, 'manager')
    await waitForServiceWorker(page)
    // The side bar's link (spa section, shiftsRead).
    await page.getByRole('link', { name: 'Shift schedule' }).click()
    await expect(page).toHaveURL(/\/app\/h\/employee-managment-spa\/Spa$/)
    await expect(page.getByRole('heading', { name: 'Shift schedule', level: 1 })).toBeVisible()
    // This week: the days before today are locked, with the reason.
    await card(page, 'Elena Popović').getByRole('button', { name: 'Edit shifts' }).click()
    const form = page.getByRole('dialog', { name: 'Shifts of Elena Popović' })
    // Monday to Sunday: the days before today are locked, today and the days after are not
    // (on a Monday none is locked, on a Sunday six).
    const past = (new Date().getDay() + 6) % 7
    const days = form.getByRole('combobox')
    await expect(days).toHaveCount(7)
    for (let i = 0; i < 7; i++) {
      if (i < past) await expect(days.nth(i)).toBeDisabled()
      else await expect(days.nth(i)).toBeEnabled()
    }
    await expect(form.getByText('Before today: cannot be changed.')).toHaveCount(past)
    await expectAccessible(page, 'shift form, desktop light')
    await screenshot(page, 'shifts-form-light')
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
    // Next week, by the button that names its dates.
    await page.getByRole('button', { name: /Next week/ }).click()
    await expect(page).toHaveURL(new RegExp(`week=${week.monday}`))
    const elena = card(page, 'Elena Popović')
    await expect(dayOnCard(elena, fri)).toContainText('08:00–14:00')
    // Managers are not on the schedule.
    await expect(card(page, 'Mila Jovanović')).toHaveCount(0)
    await screenshot(page, 'shifts-week-light')
    await expectAccessible(page, 'shift schedule, desktop light')

    const cursor = await serverCursor()
    await context.setOffline(true)
    await expect(page.getByText('Offline', { exact: true })).toBeVisible()
    await saveElenasWeek(page, { [thu]: 'spa-afternoon', [fri]: 'spa-afternoon', [sat]: '' })
    await expect(elena.getByRole('button', { name: 'Edit shifts' })).toBeFocused()
    // At once, marked as waiting.
    await expect(dayOnCard(elena, thu)).toContainText('14:00–20:00')
    await expect(dayOnCard(elena, fri)).toContainText('14:00–20:00')
    await expect(dayOnCard(elena, sat)).toContainText('No shift')
    await expect(elena.getByText('Waiting to sync')).toHaveCount(3)

    // A reload offline opens the same week with the same days, still waiting.
    await page.reload()
    await expect(dayOnCard(elena, thu)).toContainText('14:00–20:00')
    await expect(dayOnCard(elena, fri)).toContainText('14:00–20:00')
    await expect(dayOnCard(elena, sat)).toContainText('No shift')
    await expect(elena.getByText('Waiting to sync')).toHaveCount(3)

    await context.setOffline(false)
    await expect(elena.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 })
    await expect(page.getByText(/Fail \d+ day/)).toHaveCount(0)
    await expect
      .poll(async () =>
        (await elenasShifts(s, week.monday, week.day(6)))
          .map((r) => `${r.date} ${r.shift_id}`)
          .sort(),
      )
      .toEqual([`${thu} spa-afternoon`, `${fri} spa-afternoon`])
    const after = await elenasShifts(s, week.monday, week.day(6))
    // Friday changed in place; Thursday is one new row; Saturday's row is gone.
    expect(after.find((r) => r.date === fri)!._id).toBe(friday._id)
    const { changes } = await serverChanges(cursor)
    const shiftChanges = changes.filter((c) => c.table === 'employeeShifts')
    const saturday = before.find((r) => r.date === sat)!
    expect(shiftChanges.map((c) => c.id).sort()).toEqual(
      [after.find((r) => r.date === thu)!._id, friday._id, saturday._id].sort(),
    )
    expect(shiftChanges.find((c) => c.id === saturday._id)?.deleted).toBe(true)
    await context.close()
  } finally {
    await cleanUp(s, week.monday, week.day(6))
  }
})

test('a shift week saved offline appears for the therapist’s slots', async ({ browser }) => {
  const s = await setup()
  const week = weekAhead(2)
  const [thu, fri] = [week.day(3), week.day(4)]
  await saveDays(s, week.monday, [{ date: fri, shift_id: 'spa-morning' }])
  try {
    expect((await freeTherapists(s, thu)).has(s.elena._id)).toBe(false)
    expect((await freeTherapists(s, fri)).has(s.elena._id)).toBe(true)

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await staffLogin(page, 'manager')
    await waitForServiceWorker(page)
    await page.goto(`${SCHEDULE}?week=${week.monday}`)
    const elena = card(page, 'Elena Popović')
    await expect(dayOnCard(elena, fri)).toContainText('08:00–14:00')

    await context.setOffline(true)
    await saveElenasWeek(page, { [thu]: 'spa-morning', [fri]: '' })
    await expect(elena.getByText('Waiting to sync')).toHaveCount(2)
    await context.setOffline(false)
    await expect(elena.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 })

    // The free slots follow the shifts: Elena is offered on Thursday, no more on Friday.
    await expect.poll(async () => (await freeTherapists(s, thu)).has(s.elena._id)).toBe(true)
    expect((await freeTherapists(s, fri)).has(s.elena._id)).toBe(false)
    await context.close()
  } finally {
    await cleanUp(s, week.monday, week.day(6))
  }
})

test('a therapist reads the schedule without changing it; Serbian, dark, 600 px, accessible', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 600, height: 900 },
    colorScheme: 'dark',
  })
  const page = await context.newPage()
  await staffLogin(page, 'therapist')
  await page.evaluate(() => localStorage.setItem('lang', 'srb'))
  await page.goto(SCHEDULE)
  await expect(page.getByRole('heading', { name: 'Raspored smena', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /Sledeća nedelja/ })).toBeVisible()
  const sara = page.getByRole('article', { name: /^Sara / })
  await expect(sara.locator('.shift-day--on')).toHaveCount(7)
  await expectAccessible(page, 'shift schedule, dark, 600 px')
  await screenshot(page, 'shifts-dark-600-srb')

  // Without shiftsWrite the form only shows the week.
  // By keyboard: the form opens, Escape closes it, focus is back on the card.
  await sara.getByRole('button', { name: 'Pogledaj smene' }).focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog')
  await expect(form).toBeVisible()
  await expect(form.getByText('Možete videti ove smene, ali ne i menjati ih.')).toBeVisible()
  for (const select of await form.getByRole('combobox').all()) await expect(select).toBeDisabled()
  await expect(form.getByRole('button', { name: 'Sačuvaj' })).toHaveCount(0)
  await expectAccessible(page, 'shift form, read-only, dark, 600 px')
  await screenshot(page, 'shifts-form-dark-600-srb')
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(sara.getByRole('button', { name: 'Pogledaj smene' })).toBeFocused()
  await context.close()
})

test('a day the server refuses shows ‘Fail 1 day’ and what the server has', async ({ browser }) => {
  // A desk whose clock runs a week late offers yesterday as a day to change; the server,
  // whose today it is not, refuses it (days before today are locked) and keeps what it has.
  const s = await setup()
  const yesterday = dayFrom(new Date(), -1)
  const before = (await elenasShifts(s, yesterday, yesterday))[0]
  await s.api.dispose()
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.clock.setFixedTime(new Date(Date.now() - 7 * 86_400_000))
  await staffLogin(page, 'manager')
  await page.goto(`${SCHEDULE}?week=${yesterday}`)
  const elena = card(page, 'Elena Popović')
  await expect(dayOnCard(elena, yesterday)).toContainText(before ? '08:00–14:00' : 'No shift')

  await saveElenasWeek(page, { [yesterday]: 'spa-afternoon' })
  const alert = page.getByRole('alert').filter({ hasText: 'Fail 1 day' })
  await expect(alert).toBeVisible({ timeout: 20_000 })
  await expect(alert).toContainText('Elena Popović')
  await expect(dayOnCard(elena, yesterday)).toContainText(before ? '08:00–14:00' : 'No shift')
  await expect(elena.getByText('Waiting to sync')).toHaveCount(0)
  await screenshot(page, 'shifts-fail-day-light')
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toBeHidden()
  await context.close()
})
