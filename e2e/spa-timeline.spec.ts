import { randomUUID } from 'node:crypto'
import { expect, request, test, type Page } from '@playwright/test'
import type { Employee, Service, SpaAppointment, SpaTreatment } from '../sync/protocol/index.ts'
import { expectAccessible } from './axe.ts'
import { BASE_URL, screenshot, staffLogin, waitForServiceWorker } from './demo.ts'
import { serverChanges, serverCursor, staffApi } from './server-state.ts'
import { hotelAt, hotelDay } from './hotel-clock.ts'

const SPA = '/app/h/spa/Spa'
const APPOINTMENT = '/api/v2/spa/appointment'

/**
 * A day of our own, inside the public booking window (today to +6) and away from the days the
 * demo and the other specs use; the server's clock times are UTC, as the browser's here.
 */
const DAY = hotelDay(5)
const at = (clock: string) => hotelAt(DAY, clock)

interface Spa {
  businessId: string
  spa: Service
  treatment: (name: string) => SpaTreatment
  therapist: (name: string) => Employee
}

async function demoSpa(): Promise<Spa> {
  const { changes } = await serverChanges(0)
  const rows = <T>(table: string) =>
    changes.filter((c) => c.table === table && c.row).map((c) => c.row as T)
  const spa = rows<Service>('services').find((s) => s.name === 'Spa')!
  const treatments = rows<SpaTreatment>('treatments')
  const employees = rows<Employee>('employees')
  return {
    businessId: spa.business_id,
    spa,
    treatment: (name) => treatments.find((t) => t.name.en === name)!,
    therapist: (name) => employees.find((e) => e.name === name)!,
  }
}

/** Sara and Luka on the morning shift (8:00–14:00) of our day, saved by the manager. */
async function onShift(spa: Spa): Promise<void> {
  const api = await staffApi('manager')
  for (const who of ['Sara', 'Luka']) {
    const res = await api.put('/api/v2/business/employee-shift/saveWeek', {
      data: {
        business_id: spa.businessId,
        service_id: spa.spa._id,
        target_employee_id: spa.therapist(who)._id,
        week_start: DAY,
        days: [{ date: DAY, shift_id: 'spa-morning' }],
      },
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  await api.dispose()
}

/** A day visitor books on the public spa page's REST path (no account): pending. */
async function guestBooks(spa: Spa, body: Record<string, unknown>): Promise<SpaAppointment> {
  const guest = await request.newContext({ baseURL: BASE_URL })
  const res = await guest.post(`${APPOINTMENT}/reserveAppointment`, {
    data: { business_id: spa.businessId, ...body },
  })
  expect(res.status(), await res.text()).toBe(200)
  const made = (await res.json()) as SpaAppointment
  await guest.dispose()
  return made
}

/** The desk books and accepts an appointment. */
async function deskBooks(spa: Spa, body: Record<string, unknown>): Promise<SpaAppointment> {
  const api = await staffApi('manager')
  const res = await api.post(`${APPOINTMENT}/createSpaAppointment`, {
    data: { _id: randomUUID(), business_id: spa.businessId, ...body },
  })
  expect(res.status(), await res.text()).toBe(200)
  const made = (await res.json()) as SpaAppointment
  const accepted = await api.put(`${APPOINTMENT}/acceptAppointment`, {
    data: { appointment_id: made._id },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  const row = (await accepted.json()) as SpaAppointment
  await api.dispose()
  return row
}

async function serverAppointment(id: string): Promise<SpaAppointment> {
  const api = await staffApi('manager')
  const res = await api.get(`${APPOINTMENT}/getSpaAppointmentByID/${id}`)
  const row = (await res.json()) as SpaAppointment
  await api.dispose()
  return row
}

/** The timeline week showing our day (the next week when our day is in it). */
async function showOurWeek(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Timeline week' }).click()
  const monday = (d: Date) => {
    const day = new Date(d.getFullYear(), d.getMonth(), d.getDate())
    day.setDate(day.getDate() - ((day.getDay() + 6) % 7))
    return day.getTime()
  }
  if (monday(new Date(at('12:00'))) !== monday(new Date()))
    await page.getByRole('button', { name: 'Next' }).click()
}

const bar = (page: Page, id: string) => page.locator(`.timeline-week__bar[data-id="${id}"]`)

test('a guest books a massage; the spa tablet offline accepts it and moves another, both land once; a move onto a taken therapist is refused', async ({
  browser,
}) => {
  const spa = await demoSpa()
  await onShift(spa)
  const sara = spa.therapist('Sara')._id
  const luka = spa.therapist('Luka')._id
  const booked = await guestBooks(spa, {
    spa_service_id: spa.treatment('Classic massage')._id,
    time: at('09:00'),
    persons: 1,
    name: 'Spa Guest Marković',
    email: 'markovic@example.com',
    phone_number: '+381 641 234 567',
    Therapist: sara,
  })
  expect(booked).toMatchObject({ status: 'Pending', Therapist: sara })
  const toMove = await deskBooks(spa, {
    spa_service_id: spa.treatment('Aromatherapy')._id,
    time: at('10:00'),
    persons: 1,
    name: 'Spa Move Jurić',
    Therapist: luka,
  })
  const blocker = await deskBooks(spa, {
    spa_service_id: spa.treatment('Hydrating facial')._id,
    time: at('12:00'),
    persons: 1,
    name: 'Spa Busy Kovač',
    Therapist: sara,
  })

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await waitForServiceWorker(page)
  await page.goto(SPA)
  await expect(page.getByRole('heading', { name: 'Spa timeline', level: 1 })).toBeVisible()
  await showOurWeek(page)
  const byTherapist = (name: string) =>
    page.getByRole('region', { name: 'Appointments by therapist' }).getByRole('group', { name })
  await expect(byTherapist('Sara Nikolić').locator(bar(page, booked._id))).toBeVisible()
  await expect(byTherapist('Luka Marić').locator(bar(page, toMove._id))).toBeVisible()
  // The guest's booking waits for acceptance: hatched (an accepted one without a therapist is
  // plain black), and counted in the header.
  await expect(bar(page, booked._id)).toHaveAttribute('data-status', 'Pending')
  expect(
    await bar(page, booked._id).evaluate((el) => getComputedStyle(el).backgroundImage),
  ).toContain('repeating-linear-gradient')
  const waiting = page.locator('.spa-screen__pending')
  await expect(waiting).toHaveText(/^\d+ appointments? waits? for acceptance$/)
  const pendingBefore = Number((await waiting.textContent())!.match(/\d+/)![0])
  expect(pendingBefore).toBeGreaterThanOrEqual(1)
  await screenshot(page, 'spa-timeline-week-light')
  // The rows can be the spa rooms instead.
  await page.getByRole('button', { name: 'Spa rooms' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Appointments by spa room' })
      .getByRole('group', { name: 'Massage room' })
      .locator(bar(page, booked._id)),
  ).toBeVisible()
  await screenshot(page, 'spa-timeline-by-room-light')
  await page.getByRole('button', { name: 'Therapists' }).click()

  // Offline: accept the guest's massage (the therapist they chose is already picked).
  await context.setOffline(true)
  await bar(page, booked._id).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Spa Guest Marković')
  await expect(dialog.getByLabel('Therapist').first()).toHaveValue(sara)
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click()
  await expect(dialog.locator('dd[data-status]')).toHaveText('Accepted')
  await expect(dialog).toContainText('Waiting to sync')
  await dialog.getByRole('button', { name: 'Close' }).click()
  // Accepted here (offline): one fewer waits.
  if (pendingBefore > 1) await expect(waiting).toContainText(`${pendingBefore - 1} appointment`)
  else await expect(waiting).toBeHidden()

  // …and move another by the keyboard: the popup's time field, 10:00 -> 11:00.
  await bar(page, toMove._id).click()
  await expect(dialog).toContainText('Spa Move Jurić')
  const move = dialog.getByRole('form', { name: 'Move the appointment' })
  await move.getByLabel('Time').fill('11:00')
  await move.getByRole('button', { name: 'Save the change' }).click()
  await expect(dialog).toContainText('Waiting to sync')
  await expect(dialog).toContainText('11:00')
  await screenshot(page, 'spa-timeline-popup-offline')
  await page.keyboard.press('Escape')

  // A reload offline: the same from IndexedDB, still waiting.
  await page.reload()
  await showOurWeek(page)
  await expect(bar(page, booked._id)).toHaveAttribute('data-status', 'Accepted')
  await expect(bar(page, booked._id)).toHaveAttribute('data-mark', 'waiting')
  await bar(page, toMove._id).click()
  await expect(dialog).toContainText('11:00')
  await expect(dialog).toContainText('Waiting to sync')
  await page.keyboard.press('Escape')
  expect((await serverAppointment(booked._id)).status).toBe('Pending')

  // Back online: both land, once (two writes on the server, no more).
  const before = await serverCursor()
  await context.setOffline(false)
  await expect
    .poll(async () => (await serverAppointment(booked._id)).status, { timeout: 20_000 })
    .toBe('Accepted')
  await expect
    .poll(async () => (await serverAppointment(toMove._id)).time, { timeout: 20_000 })
    .toBe(at('11:00'))
  await bar(page, toMove._id).click()
  await expect(dialog).not.toContainText('Waiting to sync')
  expect(await serverCursor()).toBe(before + 2)

  // Onto a taken therapist: Sara holds 12:00. The server refuses, with the reason; it goes back.
  await move.getByLabel('Time').fill('12:00')
  await move.getByLabel('Therapist').selectOption(sara)
  await move.getByRole('button', { name: 'Save the change' }).click()
  await expect(dialog).toContainText('Refused by the server', { timeout: 20_000 })
  await expect(dialog).toContainText('The therapist or the spa room is already booked then.')
  await expect(dialog).toContainText('Sara Nikolić')
  await expect(dialog).toContainText('Luka Marić')
  await expect(dialog).toContainText('11:00')
  expect(await serverAppointment(toMove._id)).toMatchObject({ Therapist: luka, time: at('11:00') })
  expect((await serverAppointment(blocker._id)).Therapist).toBe(sara)
  await screenshot(page, 'spa-timeline-refused')
  await dialog.getByRole('button', { name: 'Dismiss' }).click()
  await expect(dialog).not.toContainText('Refused by the server')
  await page.keyboard.press('Escape')
  await expectAccessible(page, 'spa timeline week, light')
  await context.close()
})

test('a new appointment from the device’s free slots, dragged in the day view; the day list; Serbian, dark, at 600 px', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await staffLogin(page, 'manager')
  await page.goto(SPA)
  await page.getByRole('button', { name: 'New appointment' }).click()
  const form = page.getByRole('form', { name: 'New appointment' })
  // Every field is required: an empty form names them.
  await form.getByRole('button', { name: 'Book' }).click()
  await expect(form.getByRole('alert').first()).toHaveText('Required.')
  await form.getByLabel('Treatment').selectOption({ label: 'Deep tissue massage' })
  await form.getByLabel('Date').fill(DAY)
  // The first free time: 10:15 (the guest's massage holds the room until then).
  await form.getByLabel('Free time').selectOption({ index: 1 })
  await form.getByLabel('Therapist').selectOption({ index: 1 })
  await form.getByLabel("Guest's name").fill('Spa Desk Novak')
  await form.getByLabel('Phone').fill('+381 641 234 568')
  await screenshot(page, 'spa-timeline-new-appointment')
  await form.getByRole('button', { name: 'Book' }).click()
  await expect(form).toBeHidden()
  await showOurWeek(page)
  const made = page.locator('.timeline-week__bar[aria-label^="Spa Desk Novak "]')
  await expect(made).toBeVisible()
  await expect
    .poll(async () => {
      const { changes } = await serverChanges(0)
      return changes.some(
        (c) =>
          c.table === 'appointments' && (c.row as SpaAppointment | null)?.name === 'Spa Desk Novak',
      )
    })
    .toBe(true)

  // The day view (react-big-calendar): a drag a quarter hour down moves it (10:15 -> 10:30:
  // its room and therapist are free then; spaAppointment.update).
  await page.getByRole('button', { name: 'Day', exact: true }).click()
  await page.getByRole('button', { name: 'Today' }).first().click()
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Next' }).click()
  const event = page.locator('.rbc-event', { hasText: 'Spa Desk Novak' })
  await expect(event).toBeVisible()
  const ours = async () => {
    const { changes } = await serverChanges(0)
    return changes
      .map((c) => c.row as SpaAppointment | null)
      .find((r) => r?.name === 'Spa Desk Novak')!
  }
  const before = Date.parse((await ours()).time)
  const hour = (await page.locator('.rbc-timeslot-group').first().boundingBox())!.height
  await event.scrollIntoViewIfNeeded()
  const box = (await event.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + 8)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + 8 + hour / 8, { steps: 4 })
  await page.mouse.move(box.x + box.width / 2, box.y + 8 + hour / 4, { steps: 4 })
  await page.mouse.up()
  await screenshot(page, 'spa-timeline-dragged')
  await expect
    .poll(async () => Date.parse((await ours()).time) - before, { timeout: 20_000 })
    .toBe(15 * 60_000)

  // Today's accepted ones beside the calendar.
  await page.getByRole('button', { name: 'Today' }).first().click()
  await page.getByRole('button', { name: 'Day', exact: true }).click()
  await expect(page.locator('.rbc-time-view')).toBeVisible()
  await expect(page.locator('.rbc-time-slot.rbc-work-hour').first()).toBeAttached()
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible()
  await screenshot(page, 'spa-timeline-day-light')
  await expectAccessible(page, 'spa day, light')
  await context.close()

  const dark = await browser.newContext({
    viewport: { width: 600, height: 900 },
    colorScheme: 'dark',
  })
  const phone = await dark.newPage()
  await staffLogin(phone, 'manager')
  // In Serbian: the screen's texts and the shared toolbar's (two catalogs) are in.
  await phone.evaluate(() => localStorage.setItem('lang', 'srb'))
  await phone.goto(SPA)
  await expect(
    phone.getByRole('heading', { name: 'Vremenska linija spa centra', level: 1 }),
  ).toBeVisible()
  await expect(phone.getByRole('button', { name: 'Dan', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The spa's week by therapists, not the restaurant's week by tables (both catalogs are in).
  await expect(phone.getByRole('button', { name: 'Nedeljni pregled', exact: true })).toBeVisible()
  await expect(phone.locator('.rbc-time-view')).toBeVisible()
  await expect(phone.getByRole('region', { name: 'Danas' })).toBeVisible()
  await expectAccessible(phone, 'spa timeline, Serbian, dark, 600 px')
  await screenshot(phone, 'spa-timeline-dark-600')
  await dark.close()
})
