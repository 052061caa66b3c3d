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
import { hotelDay } from './hotel-clock.ts'

/**
 * The shift schedule (issue 9, HotelEmployeeShifts). Elena works only the weeks the tests give
 * her: Thursday to Saturday of next week and of the week after, days no other spec books (the spa
 * booking spec works three days ahead, at most next Wednesday), and the weekend the clocks go back
 * in October. Each test removes its shifts.
 */
const SCHEDULE = '/app/h/employee-managment-spa/Spa'

/** The day `days` after `day` (YYYY-MM-DD), plain calendar arithmetic. */
function dayFrom(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** A day's place in its week: 0 Monday … 6 Sunday. */
const weekdayIndex = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

/**
 * The Monday `weeks` weeks from the hotel's this week, and its days (0 Monday … 6 Sunday). The
 * hotel's calendar (Europe/Belgrade), not this machine's: the app's today and the server's are
 * the hotel's, whatever zone the test runs in.
 */
function weekAhead(weeks: number): { monday: string; day: (i: number) => string } {
  const today = hotelDay()
  const monday = dayFrom(today, -weekdayIndex(today) + weeks * 7)
  return { monday, day: (i) => dayFrom(monday, i) }
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

type FreeSlot = { at: string; available: boolean; therapists: { _id: string }[] }

/** The server's free slots of a Classic massage (50 minutes) for one person on `date`. */
async function massageSlots(s: Setup, date: string): Promise<FreeSlot[]> {
  const treatments = (await (
    await s.api.get(`${SPA_SERVICE_BASE}/getSpaServiceByBusinessID/${s.spa.business_id}`)
  ).json()) as SpaTreatment[]
  const massage = treatments.find((t) => t.name.en === 'Classic massage')!
  const res = await s.api.get(
    `${SPA_APPOINTMENT_BASE}/getFreeAppointmentsWithTherapists/${massage._id}?date=${date}&persons=1`,
  )
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as FreeSlot[]
}

async function freeTherapists(s: Setup, date: string): Promise<Set<string>> {
  const slots = await massageSlots(s, date)
  return new Set(slots.filter((x) => x.available).flatMap((x) => x.therapists.map((t) => t._id)))
}

/** The instants at which the server offers Elena for a Classic massage on `date`. */
async function elenasStarts(s: Setup, date: string): Promise<string[]> {
  const slots = await massageSlots(s, date)
  return slots
    .filter((x) => x.available && x.therapists.some((t) => t._id === s.elena._id))
    .map((x) => x.at)
}

/**
 * The last Sundays of October: in Belgrade the clocks go back that night (03:00 CEST, +2, becomes
 * 02:00 CET, +1). Each with its week as the schedule heads it. A shift week may be saved up to two
 * years ahead (rules/date-window.ts), a spa booking one: the next one whose Saturday is still to
 * come is at most 365 days away.
 */
const AUTUMN_CHANGES = [
  { monday: '2027-10-25', saturday: '2027-10-30', sunday: '2027-10-31', week: '25 – 31 Oct 2027' },
  { monday: '2028-10-23', saturday: '2028-10-28', sunday: '2028-10-29', week: '23 – 29 Oct 2028' },
  { monday: '2029-10-22', saturday: '2029-10-27', sunday: '2029-10-28', week: '22 – 28 Oct 2029' },
  { monday: '2030-10-21', saturday: '2030-10-26', sunday: '2030-10-27', week: '21 – 27 Oct 2030' },
]

function nextAutumnChange(): (typeof AUTUMN_CHANGES)[number] {
  const today = hotelDay()
  const next = AUTUMN_CHANGES.find((c) => c.saturday > today)
  if (!next) throw new Error('add the next last Sundays of October to AUTUMN_CHANGES')
  return next
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
    const past = weekdayIndex(hotelDay())
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
  const yesterday = hotelDay(-1)
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

test('a week over the night the clocks go back (last Sunday of October): the morning shift is 08:00–14:00 Belgrade time on the schedule, in the desk’s free times and on the server, an hour later in UTC than the day before', async ({
  browser,
}) => {
  const change = nextAutumnChange()
  const { monday, saturday, sunday } = change
  const s = await setup()
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await staffLogin(page, 'manager')
    await waitForServiceWorker(page)
    // The week is in the address (?week=, as a reload keeps it): eleven months ahead in one step.
    await page.goto(`${SCHEDULE}?week=${monday}`)
    await expect(page.getByRole('heading', { name: change.week, level: 2 })).toBeVisible()
    const elena = card(page, 'Elena Popović')
    await expect(dayOnCard(elena, sunday)).toContainText('No shift')

    // Saturday (summer time) and Sunday (the clocks go back at 03:00), both mornings.
    await saveElenasWeek(page, { [saturday]: 'spa-morning', [sunday]: 'spa-morning' })
    await expect(dayOnCard(elena, saturday)).toContainText('08:00–14:00')
    await expect(dayOnCard(elena, sunday)).toContainText('08:00–14:00')
    await expect(elena.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 })
    await expect(page.getByText(/Fail \d+ day/)).toHaveCount(0)
    await screenshot(page, 'shifts-autumn-change-week')
    // A reload shows the same week, as the server has it.
    await page.reload()
    await expect(page.getByRole('heading', { name: change.week, level: 2 })).toBeVisible()
    await expect(dayOnCard(elena, saturday)).toContainText('08:00–14:00')
    await expect(dayOnCard(elena, sunday)).toContainText('08:00–14:00')

    // The server has the two days, once each.
    await expect
      .poll(async () =>
        (await elenasShifts(s, monday, sunday)).map((r) => `${r.date} ${r.shift_id}`).sort(),
      )
      .toEqual([`${saturday} spa-morning`, `${sunday} spa-morning`])

    // The server books Elena within her shift's instants: a 50-minute massage (her hold is an
    // hour with the break) from 08:00 to 13:00 Belgrade time. On Saturday that is 06:00 to 11:00
    // UTC (+2); on Sunday, after the clocks went back, 07:00 to 12:00 UTC (+1). Every quarter
    // hour: 21 starts each day.
    const onSaturday = await elenasStarts(s, saturday)
    expect(onSaturday).toHaveLength(21)
    expect(onSaturday[0]).toBe(`${saturday}T06:00:00.000Z`)
    expect(onSaturday.at(-1)).toBe(`${saturday}T11:00:00.000Z`)
    const onSunday = await elenasStarts(s, sunday)
    expect(onSunday).toHaveLength(21)
    expect(onSunday[0]).toBe(`${sunday}T07:00:00.000Z`)
    expect(onSunday.at(-1)).toBe(`${sunday}T12:00:00.000Z`)

    // The desk's own free times (worked out on the device, in New York, from the shifts it
    // synced) are labelled with the hotel's clock and name the same instants.
    await page.goto('/app/h/spa/Spa')
    await page.getByRole('button', { name: 'New appointment' }).click()
    const form = page.getByRole('form', { name: 'New appointment' })
    await form.getByLabel('Treatment').selectOption({ label: 'Classic massage' })
    const freeTimes = async (day: string) => {
      await form.getByLabel('Date').fill(day)
      const options = form.getByLabel('Free time').locator('option:not([value=""])')
      await expect(options).toHaveCount(21)
      return options.evaluateAll((list) =>
        list.map((o) => `${o.textContent} ${(o as HTMLOptionElement).value}`),
      )
    }
    const saturdayTimes = await freeTimes(saturday)
    expect(saturdayTimes[0]).toBe(`08:00 ${saturday}T06:00:00.000Z`)
    expect(saturdayTimes.at(-1)).toBe(`13:00 ${saturday}T11:00:00.000Z`)
    const sundayTimes = await freeTimes(sunday)
    expect(sundayTimes[0]).toBe(`08:00 ${sunday}T07:00:00.000Z`)
    expect(sundayTimes[1]).toBe(`08:15 ${sunday}T07:15:00.000Z`)
    expect(sundayTimes.at(-1)).toBe(`13:00 ${sunday}T12:00:00.000Z`)
    // Elena is the therapist offered at 08:00 on Sunday.
    await form.getByLabel('Free time').selectOption({ label: '08:00' })
    await expect(form.getByLabel('Therapist').locator('option:not([value=""])')).toHaveText([
      'Elena Popović',
    ])
    await page.keyboard.press('Escape')
    await context.close()
  } finally {
    await cleanUp(s, monday, sunday)
  }
})
